-- Operator-configured content (spec core §3 System option, Home menu, Advert; activities §7): data that
-- operators change every day without a release. One deployment serves one market, but every row names its
-- market so that one database can hold several without a schema change.
-- A text shown to players is a jsonb map of language to text, {"en": …, "fr": …, "pt": …}. "en" is required:
-- it is what a player gets in a language the operator has not translated (served with coalesce(t->>lang, t->>'en')).

CREATE TABLE system_options (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  type integer NOT NULL,
  -- What the option is, for operators (not shown to players, not translated).
  name text NOT NULL,
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market, type)
);

CREATE TABLE adverts (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  position text NOT NULL CHECK (position ~ '^[0-9]{6}$'),
  -- 0 image only, 1 in-app route, 2 external page, 3 first-deposit offer (see packages/contract content.ts).
  type_id integer NOT NULL DEFAULT 1,
  -- Images often carry text, so an image can differ per language too.
  image jsonb NOT NULL CHECK (jsonb_typeof(image) = 'object' AND image ? 'en'),
  url text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '{"en": ""}' CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX adverts_live_idx ON adverts (market, position, sort, id) WHERE enabled;

-- Menus by id (100100 home menus, 200101 drawer, 130100 me grid, 700100 promotion menus).
CREATE TABLE menu_items (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  menu_id integer NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  url text NOT NULL DEFAULT '',
  img text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '{"en": ""}' CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  actived boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_items_menu_idx ON menu_items (market, menu_id, sort, id) WHERE enabled;

-- The scrolling notices of the home screen (activities §3 Notice).
CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  img text NOT NULL DEFAULT '',
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL,
  ends_at timestamptz,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX notices_live_idx ON notices (market, sort, published_at DESC) WHERE enabled;

-- /pages/h5/{type}: 3002 about us, 3003 how to play, 3004 terms, 3005 privacy, 3006 responsible gaming, 3007 install.
CREATE TABLE h5_pages (
  market text NOT NULL,
  type integer NOT NULL,
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  -- Operator-written HTML.
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object' AND body ? 'en'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market, type)
);

CREATE TABLE faq_entries (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  question jsonb NOT NULL CHECK (jsonb_typeof(question) = 'object' AND question ? 'en'),
  answer jsonb NOT NULL CHECK (jsonb_typeof(answer) = 'object' AND answer ? 'en'),
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX faq_entries_market_idx ON faq_entries (market, sort, id) WHERE enabled;

-- The rule dialog's texts, by activity (spec: rule text by rule type, else "rule missing").
CREATE TABLE rule_texts (
  market text NOT NULL,
  rule_type text NOT NULL CHECK (rule_type ~ '^[a-z0-9_-]{1,40}$'),
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market, rule_type)
);

-- The app-download banner reads the latest released version (spec core §2 Home).
CREATE TABLE app_versions (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  platform text NOT NULL,
  version text NOT NULL,
  version_code integer NOT NULL,
  apk_url text NOT NULL,
  img_url text NOT NULL,
  force boolean NOT NULL DEFAULT false,
  notes jsonb NOT NULL DEFAULT '{"en": ""}' CHECK (jsonb_typeof(notes) = 'object' AND notes ? 'en'),
  released_at timestamptz NOT NULL,
  UNIQUE (market, platform, version_code)
);

-- Which demo data sets were seeded. A set is seeded once: an operator who deletes a demo advert does not
-- see it come back at the next start.
CREATE TABLE demo_seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
