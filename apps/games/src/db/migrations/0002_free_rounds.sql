-- Free rounds the operator awarded to a player (packages/contract free-rounds.ts): played on one game at a
-- fixed bet, without a stake; each round's win is paid through the operator's wallet referring to the award.
-- award_id is the operator's idempotency key: one row per key, whoever sends it how often.
CREATE TABLE free_round_awards (
  award_id text PRIMARY KEY,
  -- the operator's player id, and the provider's key for it ('real:<id>')
  player_id text NOT NULL,
  player_key text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  rounds integer NOT NULL CHECK (rounds > 0),
  rounds_left integer NOT NULL CHECK (rounds_left >= 0 AND rounds_left <= rounds),
  bet_minor bigint NOT NULL CHECK (bet_minor > 0),
  won_minor bigint NOT NULL DEFAULT 0 CHECK (won_minor >= 0),
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_round_awards_player_idx ON free_round_awards (player_key, game_code, expires_at)
  WHERE rounds_left > 0 AND cancelled_at IS NULL;

-- A round played from an award (no stake was asked for).
ALTER TABLE rounds ADD COLUMN free_round_award_id text REFERENCES free_round_awards (award_id);
