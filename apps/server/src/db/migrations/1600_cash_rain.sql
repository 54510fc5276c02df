-- Cash rain (issue 16; docs/cash-rain.md): daily slots in the market's local time, a prize pool per slot,
-- a committed server seed per slot and day, and one gift per player, slot and day — enforced here, not in code.

-- The daily slots (configuration, edited by the back office). Times are the market's wall clock.
CREATE TABLE cash_rain_slots (
  id integer PRIMARY KEY CHECK (id > 0),
  begin_local time NOT NULL,
  end_local time NOT NULL CHECK (end_local > begin_local),
  enabled boolean NOT NULL DEFAULT true
);

-- A slot's prize pool: each prize's draw weight and how many of it one slot gives at most. gift_type 0 is
-- "try again" (amount 0); 1 withdrawable cash, 2 cash, 3 coins, 4 diamonds.
CREATE TABLE cash_rain_prizes (
  slot_id integer NOT NULL REFERENCES cash_rain_slots (id),
  idx smallint NOT NULL CHECK (idx >= 0),
  gift_type smallint NOT NULL CHECK (gift_type BETWEEN 0 AND 4),
  amount bigint NOT NULL CHECK (amount >= 0 AND (gift_type = 0) = (amount = 0)),
  weight integer NOT NULL CHECK (weight >= 0),
  per_slot integer NOT NULL CHECK (per_slot >= 0),
  PRIMARY KEY (slot_id, idx)
);

-- One round per slot and local day: its server seed, whose SHA-256 the cfg call shows before anyone claims.
CREATE TABLE cash_rain_rounds (
  slot_id integer NOT NULL REFERENCES cash_rain_slots (id),
  local_date date NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  PRIMARY KEY (slot_id, local_date)
);

-- How many of each prize a round gave: a prize is given only while `given` stays within the pool.
CREATE TABLE cash_rain_pool_days (
  slot_id integer NOT NULL,
  local_date date NOT NULL,
  idx smallint NOT NULL,
  given integer NOT NULL CHECK (given >= 0),
  PRIMARY KEY (slot_id, local_date, idx),
  FOREIGN KEY (slot_id, local_date) REFERENCES cash_rain_rounds (slot_id, local_date),
  FOREIGN KEY (slot_id, idx) REFERENCES cash_rain_prizes (slot_id, idx)
);

-- The gifts: the primary key is the rule "one gift per player per slot per day". A "try again" is a gift
-- too (type 0, no grant), so a player cannot claim again until something pays.
CREATE TABLE cash_rain_gifts (
  player_id uuid NOT NULL,
  slot_id integer NOT NULL,
  local_date date NOT NULL,
  -- The drawn prize (null: none drawn — the round had no prizes).
  drawn_idx smallint,
  gift_type smallint NOT NULL CHECK (gift_type BETWEEN 0 AND 4),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- Why a drawn prize became "try again": 'pool' (the slot's pool of it is spent) or 'budget' (the day's).
  missed text CHECK (missed IN ('pool', 'budget')),
  grant_id bigint REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, slot_id, local_date),
  FOREIGN KEY (slot_id, local_date) REFERENCES cash_rain_rounds (slot_id, local_date),
  CHECK ((gift_type = 0) = (grant_id IS NULL))
);
CREATE INDEX cash_rain_gifts_round_idx ON cash_rain_gifts (slot_id, local_date);
