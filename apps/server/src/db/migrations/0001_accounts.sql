-- Players, sessions, SMS codes and the PostgreSQL-backed rate limiter (shared by every server instance).
CREATE TABLE players (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  invite_code text NOT NULL UNIQUE,
  invited_by uuid REFERENCES players (id),
  guid text,
  nick_name text,
  img text,
  date_of_birth text,
  gender text,
  region text,
  state text,
  address text,
  first_name text,
  last_name text,
  level_id integer NOT NULL DEFAULT 0,
  score bigint NOT NULL DEFAULT 0,
  pin_hash text,
  mobile_changed_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  -- 'infinity' for a permanent self-exclusion; NULL when none.
  self_excluded_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash bytea PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  device_id text,
  platform text,
  ip text
);
CREATE INDEX sessions_player_idx ON sessions (player_id) WHERE revoked_at IS NULL;

CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_lookup_idx ON sms_codes (mobile, purpose, created_at DESC);

-- The default SMS gateway: messages land here (and in the log) instead of a paid provider.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
