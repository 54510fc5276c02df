-- Responsible gaming (issue 19, docs/decisions/017-responsible-gaming.md): limits, time-outs, reality
-- checks and the terms a player accepted. Written only by the responsible-gaming module.

-- A time-out ends by itself (unlike a self-exclusion, which needs a deliberate return at login). Like
-- self_excluded_until it lives on the player's row, which the session lookup already reads: a paused
-- player's session is allowed only withdrawals, messages and these settings.
ALTER TABLE players
  ADD COLUMN time_out_until timestamptz,
  ADD COLUMN adult_confirmed_at timestamptz,
  ADD COLUMN terms_version text;

-- One row per player who set anything: the row every deposit, stake and limit change of that player locks
-- (FOR UPDATE), so two deposits or two stakes can never both fit under what only one of them fits under.
CREATE TABLE rg_players (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  -- The play session the session limit and reality checks count from: the last login.
  session_started_at timestamptz,
  -- Minutes between reality checks; NULL: the market default.
  reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 5 AND 240),
  updated_at timestamptz NOT NULL
);

-- The limits. `value` is in force; a raise or removal waits in pending_* until pending_from (24 h after it
-- was asked), and is folded into `value` by the next change. Deposit and loss values are minor units, the
-- session value minutes.
CREATE TABLE rg_limits (
  player_id uuid NOT NULL REFERENCES rg_players (player_id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  value bigint CHECK (value > 0),
  pending_value bigint CHECK (pending_value > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (pending_from IS NOT NULL OR pending_value IS NULL)
);

-- Every change of a limit, by the player or by compliance (staff and reason required), for the regulator
-- and the back office's history. Rows are never updated.
CREATE TABLE rg_limit_changes (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  kind text NOT NULL,
  period text NOT NULL,
  -- In force before; asked (NULL: removed); when the asked value takes effect.
  old_value bigint,
  new_value bigint,
  effective_at timestamptz NOT NULL,
  actor text NOT NULL CHECK (actor IN ('player', 'compliance')),
  staff text,
  reason text,
  created_at timestamptz NOT NULL,
  CHECK (actor = 'player' OR (staff IS NOT NULL AND reason IS NOT NULL))
);
CREATE INDEX rg_limit_changes_player_idx ON rg_limit_changes (player_id, created_at DESC);

CREATE TABLE rg_time_outs (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d')),
  starts_at timestamptz NOT NULL,
  requested_until timestamptz NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rg_time_outs_player_idx ON rg_time_outs (player_id, starts_at DESC);

-- The loss limit sums a player's stakes and wins over a window at every stake of a limited player.
CREATE INDEX wallet_api_transactions_player_idx ON wallet_api_transactions (player_id, created_at)
  WHERE kind IN ('bet', 'win');
