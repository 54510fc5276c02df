-- Rewards (issue 13; docs/rewards.md). Every grant is a ledger transfer from the activity's promotion house
-- account; this schema keeps the configuration (as data, edited by the back office), the budgets and the
-- claims, whose uniqueness is enforced here and not in code.

-- One row per activity: on/off and activity-specific knobs (diamond-task games, rating delay, popup text).
CREATE TABLE reward_activities (
  activity text PRIMARY KEY CHECK (activity ~ '^[a-z][a-z0-9-]{0,23}$'),
  enabled boolean NOT NULL DEFAULT true,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What an activity may pay per local day and asset; no row means it may pay nothing of that asset.
CREATE TABLE reward_budgets (
  activity text NOT NULL REFERENCES reward_activities (activity),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  daily_limit bigint NOT NULL CHECK (daily_limit >= 0),
  PRIMARY KEY (activity, asset)
);

-- What it paid that day. A grant adds to `granted` only while it stays within the limit, in the grant's
-- transaction, so the limit holds whatever the concurrency.
CREATE TABLE reward_budget_days (
  activity text NOT NULL,
  asset text NOT NULL,
  local_date date NOT NULL,
  granted bigint NOT NULL CHECK (granted >= 0),
  PRIMARY KEY (activity, asset, local_date),
  FOREIGN KEY (activity, asset) REFERENCES reward_budgets (activity, asset)
);

-- Every claim, under the key that names activity, player and period (`daily-sign:{player}:{date}`). The
-- same key is the wallet transfer's idempotency key. UNIQUE: a second claim can never credit twice.
CREATE TABLE reward_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  activity text NOT NULL REFERENCES reward_activities (activity),
  player_id uuid NOT NULL,
  local_date date NOT NULL,
  -- null when nothing moved (a free spin that drew "try again")
  transfer_id uuid,
  -- The request behind a keyed claim (a spin's option, an exchange's item): same key, other request = 2002.
  request jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX reward_grants_player_idx ON reward_grants (player_id, activity, id DESC);

-- Diamonds in and out, for the diamond account's records (every diamond movement is a reward grant).
CREATE TABLE diamond_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  source text NOT NULL,
  grant_id bigint NOT NULL REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX diamond_movements_player_idx ON diamond_movements (player_id, id DESC);

-- Daily sign-in: the 7 tiles and the sign-ins.
CREATE TABLE daily_sign_days (
  day smallint PRIMARY KEY CHECK (day BETWEEN 1 AND 7),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL CHECK (amount > 0)
);
CREATE TABLE daily_sign_ins (
  player_id uuid NOT NULL,
  local_date date NOT NULL,
  day smallint NOT NULL CHECK (day BETWEEN 1 AND 7),
  grant_id bigint NOT NULL REFERENCES reward_grants (id),
  PRIMARY KEY (player_id, local_date)
);

-- Rating bonus: once per player and once per device.
CREATE TABLE rating_scores (
  score smallint PRIMARY KEY CHECK (score BETWEEN 1 AND 5),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL CHECK (amount > 0)
);
CREATE TABLE rating_claims (
  player_id uuid PRIMARY KEY,
  device_id text NOT NULL UNIQUE,
  score smallint NOT NULL,
  utm_source text,
  grant_id bigint NOT NULL REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL
);

-- Tasks and diamond tasks. A chain (activity, type) has levels (`level`, 0-based) with cumulative targets.
CREATE TABLE reward_tasks (
  id integer PRIMARY KEY,
  activity text NOT NULL CHECK (activity IN ('tasks', 'diamond-tasks')),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  level smallint NOT NULL CHECK (level >= 0),
  period text NOT NULL CHECK (period IN ('daily', 'once')),
  unit text NOT NULL CHECK (unit IN ('minor', 'count')),
  target bigint NOT NULL CHECK (target > 0),
  bonus bigint NOT NULL CHECK (bonus > 0),
  original_bonus bigint NOT NULL CHECK (original_bonus >= bonus),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  title jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (activity, type, period, level)
);
-- Progress per chain and period ('2026-11-23' for daily chains, 'once' for one-offs), fed by player events.
CREATE TABLE task_progress (
  player_id uuid NOT NULL,
  activity text NOT NULL,
  type smallint NOT NULL,
  period_key text NOT NULL,
  amount_minor bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (player_id, activity, type, period_key)
);
CREATE TABLE task_collections (
  player_id uuid NOT NULL,
  task_id integer NOT NULL REFERENCES reward_tasks (id),
  period_key text NOT NULL,
  grant_id bigint NOT NULL REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, task_id, period_key)
);

-- Spins (diamond spin, coin spin): wheels, prizes with weights, bet options, seed pairs and spins.
CREATE TABLE spin_wheels (
  wheel text PRIMARY KEY,
  activity text NOT NULL REFERENCES reward_activities (activity),
  cost_asset text NOT NULL CHECK (cost_asset IN ('coins', 'diamonds')),
  free_per_day smallint NOT NULL DEFAULT 0 CHECK (free_per_day >= 0)
);
CREATE TABLE spin_prizes (
  wheel text NOT NULL REFERENCES spin_wheels (wheel),
  idx smallint NOT NULL CHECK (idx >= 0),
  asset text CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL CHECK (amount >= 0),
  weight integer NOT NULL CHECK (weight > 0),
  PRIMARY KEY (wheel, idx),
  CHECK ((asset IS NULL) = (amount = 0))
);
CREATE TABLE spin_bets (
  wheel text NOT NULL REFERENCES spin_wheels (wheel),
  idx smallint NOT NULL CHECK (idx >= 0),
  cost bigint NOT NULL CHECK (cost > 0),
  multiplier integer NOT NULL CHECK (multiplier > 0),
  PRIMARY KEY (wheel, idx)
);
CREATE TABLE spin_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL,
  wheel text NOT NULL REFERENCES spin_wheels (wheel),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX spin_seeds_active_idx ON spin_seeds (player_id, wheel) WHERE revealed_at IS NULL;
CREATE TABLE spin_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wheel text NOT NULL REFERENCES spin_wheels (wheel),
  player_id uuid NOT NULL,
  grant_id bigint NOT NULL UNIQUE REFERENCES reward_grants (id),
  bet_index smallint NOT NULL,
  cost bigint NOT NULL CHECK (cost >= 0),
  free boolean NOT NULL,
  prize_index smallint NOT NULL,
  asset text,
  amount bigint NOT NULL,
  seed_id bigint NOT NULL REFERENCES spin_seeds (id),
  nonce integer NOT NULL,
  local_date date NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX spin_records_player_idx ON spin_records (wheel, player_id, id DESC);
CREATE INDEX spin_records_wins_idx ON spin_records (wheel, id DESC) WHERE amount > 0;

-- Diamond exchange items at configured rates.
CREATE TABLE exchange_items (
  id integer PRIMARY KEY,
  diamonds bigint NOT NULL CHECK (diamonds > 0),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins')),
  amount bigint NOT NULL CHECK (amount > 0),
  sort smallint NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- The test clock's offset (non-production only; the route refuses in production): every instance adds it.
CREATE TABLE test_clock (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  offset_ms bigint NOT NULL DEFAULT 0
);
