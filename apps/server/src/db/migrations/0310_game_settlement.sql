-- Game settlement hardening (issue 10): what a game declares about its wins, the provider's last word per
-- round (the abandoned-round refund measures from it), and the wins the operator refused or cut.

-- Most games pay one win per round, which closes it; a game that pays several (e.g. a bonus feature
-- settled in steps) says so, and only then is a win on a closed round accepted.
ALTER TABLE games ADD COLUMN several_wins_per_round boolean NOT NULL DEFAULT false;

-- Set on every provider call that names the round (bet, win, rollback, round/end, a balance with the
-- round id): a round is abandoned when the provider has been silent about it long enough, not when old.
ALTER TABLE game_rounds ADD COLUMN last_call_at timestamptz;
UPDATE game_rounds SET last_call_at = created_at;
ALTER TABLE game_rounds ALTER COLUMN last_call_at SET NOT NULL, ALTER COLUMN last_call_at SET DEFAULT now();
CREATE INDEX game_rounds_open_idx ON game_rounds (last_call_at) WHERE status = 'open';

-- A win the operator did not pay in full: over the game's declared maximum (paid up to it) or a second
-- win on a closed round of a one-win game (paid nothing). An operator lists them (npm run games:flags).
CREATE TABLE game_settlement_flags (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  tx_id text NOT NULL,
  round_id text NOT NULL,
  player_id uuid REFERENCES players (id),
  game_id integer REFERENCES games (id),
  reason text NOT NULL CHECK (reason IN ('win_over_cap', 'win_on_closed_round')),
  requested_minor bigint NOT NULL,
  paid_minor bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, tx_id, reason)
);
CREATE INDEX game_settlement_flags_created_idx ON game_settlement_flags (created_at DESC);
