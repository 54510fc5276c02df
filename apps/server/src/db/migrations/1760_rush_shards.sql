-- The cash rain under a rush (issue 16; docs/cash-rain.md "Under a rush"): no single hot row on the claim
-- path. The bench (bench/rush.ts) showed three in four busy connections waiting on row locks of a round's
-- pool counters and of the day's budget rows, each held until its claim committed.

-- A budget of many concurrent grants is split into shards. The day's row (`reward_budget_days.granted`)
-- then counts what was handed to the shards, never above the limit; each shard pays grants only from what it
-- was handed (`granted <= reserved`) and takes another chunk from the day's row when it runs short. A grant
-- locks one shard with room (SKIP LOCKED: a busy shard is passed over), so the day's row is locked only
-- for a refill. shards = 1: the day's row pays directly, as before.
ALTER TABLE reward_budgets ADD COLUMN shards smallint NOT NULL DEFAULT 1 CHECK (shards BETWEEN 1 AND 64);

CREATE TABLE reward_budget_shards (
  activity text NOT NULL,
  asset text NOT NULL,
  local_date date NOT NULL,
  shard smallint NOT NULL CHECK (shard >= 0),
  reserved bigint NOT NULL CHECK (reserved >= 0),
  granted bigint NOT NULL CHECK (granted >= 0 AND granted <= reserved),
  PRIMARY KEY (activity, asset, local_date, shard),
  FOREIGN KEY (activity, asset, local_date) REFERENCES reward_budget_days (activity, asset, local_date)
);

UPDATE reward_budgets SET shards = 8 WHERE activity = 'cash-rain';

-- A round's pool of each prize is split into up to 8 shards whose caps add up to the prize's `per_slot`
-- (fixed when the round's first claim of that prize creates them). A claim takes one unit from any shard
-- with room that nobody holds, so the prize's count is no longer one row every paying claim waits on.
ALTER TABLE cash_rain_pool_days ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE cash_rain_pool_days ADD COLUMN cap integer;
UPDATE cash_rain_pool_days d SET cap = greatest(p.per_slot, d.given)
FROM cash_rain_prizes p WHERE p.slot_id = d.slot_id AND p.idx = d.idx;
ALTER TABLE cash_rain_pool_days ALTER COLUMN cap SET NOT NULL;
ALTER TABLE cash_rain_pool_days ALTER COLUMN shard DROP DEFAULT;
ALTER TABLE cash_rain_pool_days ADD CONSTRAINT cash_rain_pool_days_within_cap CHECK (given <= cap);
ALTER TABLE cash_rain_pool_days DROP CONSTRAINT cash_rain_pool_days_pkey;
ALTER TABLE cash_rain_pool_days ADD PRIMARY KEY (slot_id, local_date, idx, shard);
