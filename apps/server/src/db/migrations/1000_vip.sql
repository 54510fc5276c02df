-- The VIP club (issue 14; docs/vip.md, the VIP decision record): bet points per calendar year, ten levels,
-- benefits per level, weekly cash back. Configuration is data (seeded per market, edited by the back
-- office); claims pay through the rewards module, whose reward_grants key makes each claim single.

-- V1 … V10. A level is reached when the year's points reach its target, and kept at the yearly review when
-- they reached it again. Names are localized ({en, fr, pt}).
CREATE TABLE vip_levels (
  level smallint PRIMARY KEY CHECK (level BETWEEN 1 AND 99),
  name jsonb NOT NULL,
  -- whole points within one local calendar year
  yearly_target bigint NOT NULL CHECK (yearly_target >= 0),
  -- cash back on the week's net loss, basis points (500 = 5 %)
  cash_back_bp integer NOT NULL CHECK (cash_back_bp BETWEEN 0 AND 10000)
);

-- The benefits of each level (spec activities §4: types 0–11). Types 0, 7, 8, 9 are claimed and pay
-- `amount` of `asset` once per `period`; the others open a page and have no period.
CREATE TABLE vip_benefits (
  id integer PRIMARY KEY CHECK (id > 0),
  level smallint NOT NULL REFERENCES vip_levels (level),
  type smallint NOT NULL CHECK (type BETWEEN 0 AND 11),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  asset text CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  period text NOT NULL CHECK (period IN ('once', 'week', 'month', 'year', 'none')),
  -- type 5: the VIP manager's link
  link text CHECK (link IS NULL OR link ~ '^(https://|/)'),
  enabled boolean NOT NULL DEFAULT true,
  sort smallint NOT NULL DEFAULT 0,
  CHECK ((type IN (0, 7, 8, 9)) = (period <> 'none')),
  CHECK ((type IN (0, 7, 8, 9)) = (asset IS NOT NULL AND amount > 0))
);
CREATE INDEX vip_benefits_level_idx ON vip_benefits (level, sort, id);

-- Days whose bets earn more points (spec §9: "on some holidays 10 BP"), in the market's calendar.
CREATE TABLE vip_holidays (
  local_date date PRIMARY KEY,
  name text NOT NULL,
  points_per_unit smallint NOT NULL DEFAULT 10 CHECK (points_per_unit >= 1)
);

-- One row per player who has earned points. `year` is the calendar year whose points count now: every
-- year before it has been reviewed. The row lock serializes points, upgrades and reviews of one player.
CREATE TABLE vip_members (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  -- not a reference to vip_levels: points count from the first bet even where the club is not configured
  level smallint NOT NULL CHECK (level >= 1),
  year smallint NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Points per player and year, in hundredths of a point (1 point per currency unit = 1 per 100 minor units:
-- a stake of 150 pesewas is 1.5 points, kept exactly so that its rollback takes back exactly as much).
CREATE TABLE vip_year_points (
  player_id uuid NOT NULL,
  year smallint NOT NULL,
  centi bigint NOT NULL DEFAULT 0 CHECK (centi >= 0),
  PRIMARY KEY (player_id, year)
);

-- Every point movement: one credit per bet, one take-back per rolled-back bet (partial unique indexes),
-- whatever the deliveries. `bet_ref` is the bet event's source_ref (provider:txId).
CREATE TABLE vip_point_entries (
  event_id bigint PRIMARY KEY,
  player_id uuid NOT NULL,
  bet_ref text NOT NULL,
  year smallint NOT NULL,
  centi bigint NOT NULL CHECK (centi <> 0),
  points_per_unit smallint NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX vip_point_entries_credit_idx ON vip_point_entries (bet_ref) WHERE centi > 0;
CREATE UNIQUE INDEX vip_point_entries_takeback_idx ON vip_point_entries (bet_ref) WHERE centi < 0;

-- Level changes: an upgrade when a target is reached, and each yearly review (kept or lowered by one).
CREATE TABLE vip_level_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL,
  from_level smallint NOT NULL,
  to_level smallint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('upgrade', 'review')),
  -- the year whose points decided it
  year smallint NOT NULL,
  centi bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX vip_level_changes_player_idx ON vip_level_changes (player_id, created_at DESC);
CREATE UNIQUE INDEX vip_level_changes_review_idx ON vip_level_changes (player_id, year) WHERE reason = 'review';

-- Claimed benefits: one per player, benefit and period (`once`, a week's Monday, YYYY-MM, YYYY).
CREATE TABLE vip_benefit_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL,
  benefit_id integer NOT NULL REFERENCES vip_benefits (id),
  period_key text NOT NULL,
  asset text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  grant_id bigint NOT NULL REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL,
  UNIQUE (player_id, benefit_id, period_key)
);
CREATE INDEX vip_benefit_claims_player_idx ON vip_benefit_claims (player_id, created_at DESC);

-- Players who bet in a local week: the weekly cash back job computes these (others have no game loss).
CREATE TABLE vip_week_players (
  week_start date NOT NULL,
  player_id uuid NOT NULL,
  PRIMARY KEY (week_start, player_id)
);

-- A closed week's cash back, computed once from the ledger (the job and a player's read race to the same
-- row: ON CONFLICT DO NOTHING keeps the first). Claimed through the rewards module under
-- `cash-back:{player}:{week}`.
CREATE TABLE vip_cash_back_weeks (
  player_id uuid NOT NULL,
  week_start date NOT NULL,
  level smallint NOT NULL,
  rate_bp integer NOT NULL,
  games_net_minor bigint NOT NULL,
  bonuses_minor bigint NOT NULL,
  net_loss_minor bigint NOT NULL CHECK (net_loss_minor >= 0),
  cap_minor bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0 AND amount_minor <= cap_minor),
  computed_at timestamptz NOT NULL,
  grant_id bigint REFERENCES reward_grants (id),
  claimed_at timestamptz,
  PRIMARY KEY (player_id, week_start)
);
