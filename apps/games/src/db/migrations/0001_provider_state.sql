-- The game provider's own state (apps/games), in its own database: nothing a round needs lives only in one
-- process's memory, so a restart loses no win and two instances can serve the same players.

-- A player of the provider: real players by the operator's id ('real:<id>'), demo players by a random
-- key ('demo:<key>', with their virtual balance; they go when their last session does).
CREATE TABLE players (
  key text PRIMARY KEY,
  demo_balance_minor bigint CHECK (demo_balance_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One epoch of a player's provably-fair seeds. The server seed stays secret until revealed (rotation);
-- its hash was shown before play. One unrevealed pair per player; nonces count the bets on a pair.
CREATE TABLE seed_pairs (
  id bigserial PRIMARY KEY,
  player_key text NOT NULL REFERENCES players (key) ON DELETE CASCADE,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX seed_pairs_current_idx ON seed_pairs (player_key) WHERE revealed_at IS NULL;
CREATE INDEX seed_pairs_revealed_idx ON seed_pairs (player_key, revealed_at DESC) WHERE revealed_at IS NOT NULL;

-- Page sessions, by the SHA-256 of their bearer token. `wallet`: the operator's wallet session (real play).
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  game_code text NOT NULL,
  player_key text NOT NULL REFERENCES players (key) ON DELETE CASCADE,
  currency text NOT NULL,
  wallet jsonb,
  kicked boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_player_idx ON sessions (player_key);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

-- Every bet, from the moment its nonce is taken: a nonce is used once, even when its bet then fails.
-- status: 'betting' (stake asked for), 'open' (a mines round in play), 'finished', 'refused' (no stake
-- taken), 'abandoned' (the process died while asking for the stake: its rollback is queued).
CREATE TABLE rounds (
  round_id text PRIMARY KEY,
  player_key text NOT NULL REFERENCES players (key) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  game_code text NOT NULL,
  seed_id bigint NOT NULL REFERENCES seed_pairs (id) ON DELETE CASCADE,
  nonce integer NOT NULL,
  stake_minor bigint NOT NULL,
  params jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('betting', 'open', 'finished', 'refused', 'abandoned')),
  picks jsonb NOT NULL DEFAULT '[]',
  -- The wallet session that placed the bet: its win needs no live page session.
  wallet jsonb,
  balance_minor bigint,
  payout_minor bigint,
  multiplier jsonb,
  outcome jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  last_wallet_call_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE UNIQUE INDEX rounds_one_open_mines_idx ON rounds (player_key)
  WHERE game_code = 'mines' AND status IN ('betting', 'open');
CREATE INDEX rounds_history_idx ON rounds (player_key, finished_at DESC) WHERE status = 'finished';
CREATE INDEX rounds_unsettled_idx ON rounds (status, last_activity_at) WHERE status IN ('betting', 'open');

-- Money calls to the operator's wallet that must land (a win, a rollback, a round end): written in the
-- same transaction as the round they settle, delivered at once, and retried from here until the wallet
-- gives a definitive answer. Any instance may deliver any of them (the operator dedupes by txId).
CREATE TABLE settlements (
  id bigserial PRIMARY KEY,
  operation text NOT NULL CHECK (operation IN ('win', 'rollback', 'roundEnd')),
  label text NOT NULL,
  body jsonb NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  queued_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  answer jsonb
);
CREATE INDEX settlements_pending_idx ON settlements (next_attempt_at) WHERE done_at IS NULL;
