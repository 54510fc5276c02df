-- The games lobby (operator-configured), launches, game sessions (one device at a time), rounds, and the
-- seamless-wallet transaction log that makes every provider call idempotent.
CREATE TABLE games (
  id integer PRIMARY KEY,
  provider text NOT NULL,
  provider_game_code text NOT NULL,
  name text NOT NULL,
  cover text NOT NULL,
  large_cover text,
  supplier_id integer NOT NULL DEFAULT 1,
  has_demo boolean NOT NULL DEFAULT true,
  -- Bit flags: 1 new, 2 hot, 4 bonus (spec core §3).
  label integer NOT NULL DEFAULT 0 CHECK (label BETWEEN 0 AND 7),
  rtp_percent numeric(6, 3) NOT NULL,
  max_win_multiplier numeric(12, 2) NOT NULL,
  min_bet_minor bigint NOT NULL CHECK (min_bet_minor > 0),
  max_bet_minor bigint NOT NULL CHECK (max_bet_minor >= min_bet_minor),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  promotion jsonb,
  UNIQUE (provider, provider_game_code)
);

CREATE TABLE game_categories (
  id integer PRIMARY KEY,
  -- Localised names: {"en": "...", "fr": "...", "pt": "..."}.
  name jsonb NOT NULL,
  cover text,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE game_category_games (
  category_id integer NOT NULL REFERENCES game_categories (id),
  game_id integer NOT NULL REFERENCES games (id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, game_id)
);

CREATE TABLE player_favourite_games (
  player_id uuid NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);

-- One-time launch tokens handed to the game iframe; exchanged by the provider for a game session.
CREATE TABLE game_launches (
  token_hash bytea PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE game_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  player_id uuid NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  -- 'kicked' (the player launched on another device), 'logout', 'expired'.
  end_reason text
);
CREATE INDEX game_sessions_active_idx ON game_sessions (player_id) WHERE ended_at IS NULL;
CREATE INDEX game_sessions_online_idx ON game_sessions (game_id, last_seen_at) WHERE ended_at IS NULL;

CREATE TABLE game_rounds (
  provider text NOT NULL,
  round_id text NOT NULL,
  player_id uuid NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  bet_minor bigint NOT NULL DEFAULT 0,
  win_minor bigint NOT NULL DEFAULT 0,
  refunded_minor bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX game_rounds_player_idx ON game_rounds (player_id, created_at DESC);
CREATE INDEX game_rounds_wins_idx ON game_rounds (created_at DESC) WHERE win_minor > 0;

-- Every seamless-wallet money call, keyed by the provider's transaction id: a duplicate gets the stored
-- answer. A rollback of an unknown bet leaves a tombstone row (kind 'tombstone') so the late bet is refused.
CREATE TABLE wallet_api_transactions (
  provider text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  round_id text NOT NULL,
  player_id uuid REFERENCES players (id),
  amount_minor bigint NOT NULL DEFAULT 0,
  request_hash text NOT NULL,
  -- The ledger transfer this call made, if any (a rollback reverses it).
  transfer_id uuid,
  -- The answer as sent, byte for byte (jsonb would reorder its keys).
  response text NOT NULL,
  -- For a bet: set when a rollback refunded it. For a win: set when a rollback clawed it back.
  rolled_back_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, tx_id)
);
