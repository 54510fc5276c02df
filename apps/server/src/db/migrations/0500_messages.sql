-- Messages (spec core §2 Left drawer and Me, §3 Messages, §4 Periodic notice check).
-- Texts are jsonb language maps like content's ("en" required, the fallback).

-- To one player. The read state is on the row: each row has exactly one reader.
CREATE TABLE member_messages (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  url text,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX member_messages_feed_idx ON member_messages (player_id, created_at DESC, id DESC);
CREATE INDEX member_messages_unread_idx ON member_messages (player_id) WHERE read_at IS NULL;

-- Broadcasts of a market. audience 'all': every player, whenever they registered (until it expires);
-- 'existing': only players registered at or before publication (e.g. "our terms have changed").
CREATE TABLE system_messages (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  url text,
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'existing')),
  published_at timestamptz NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at IS NULL OR expires_at > published_at)
);
CREATE INDEX system_messages_feed_idx ON system_messages (market, published_at DESC, id DESC);

-- Read state of broadcasts without a row per player and message: a per-player watermark (every broadcast
-- published at or before it is read: "mark all as read" moves it) plus one row per message read singly
-- after the watermark. Rows under the watermark are deleted when it moves.
CREATE TABLE message_read_marks (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  system_read_through timestamptz NOT NULL
);
CREATE TABLE system_message_reads (
  player_id uuid NOT NULL REFERENCES players (id),
  message_id bigint NOT NULL REFERENCES system_messages (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, message_id)
);

-- Notice popups for the 10-second poll: to one player (player_id) or to every player of the market (NULL),
-- shown inside [starts_at, ends_at), each at most once per player (a delivery row records it).
CREATE TABLE notice_popups (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  player_id uuid REFERENCES players (id),
  type integer NOT NULL DEFAULT 1,
  message jsonb NOT NULL CHECK (jsonb_typeof(message) = 'object' AND message ? 'en'),
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object' AND content ? 'en'),
  img text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX notice_popups_broadcast_idx ON notice_popups (market, starts_at) WHERE player_id IS NULL;
CREATE INDEX notice_popups_player_idx ON notice_popups (player_id, starts_at) WHERE player_id IS NOT NULL;

CREATE TABLE notice_popup_deliveries (
  popup_id bigint NOT NULL REFERENCES notice_popups (id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players (id),
  delivered_at timestamptz NOT NULL,
  PRIMARY KEY (popup_id, player_id)
);
