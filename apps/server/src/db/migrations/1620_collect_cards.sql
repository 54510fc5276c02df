-- Collect cards and the giveaway (issue 16; docs/collect-cards.md). Every payment goes through
-- reward_grants (grantReward); the "once" rules live here as keys and unique constraints, not in code.

-- An event: its window, the prize pool shared by complete sets when it ends, the chance rules and the texts
-- of its seasonal page (/publicize/christmas) per language.
CREATE TABLE card_events (
  id integer PRIMARY KEY,
  activity text NOT NULL DEFAULT 'collect-cards' REFERENCES reward_activities (activity),
  begins_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > begins_at),
  prize_asset text NOT NULL DEFAULT 'cash' CHECK (prize_asset IN ('cash', 'withdrawable_cash', 'coins')),
  pool_minor bigint NOT NULL CHECK (pool_minor >= 0),
  deposit_minimum_minor bigint NOT NULL CHECK (deposit_minimum_minor > 0),
  deposit_chances integer NOT NULL CHECK (deposit_chances >= 0),
  cost_chances integer NOT NULL DEFAULT 1 CHECK (cost_chances > 0),
  free_per_day integer NOT NULL DEFAULT 1 CHECK (free_per_day >= 0),
  exchange_cards integer NOT NULL DEFAULT 3 CHECK (exchange_cards > 0),
  auto_pick_seconds integer NOT NULL DEFAULT 5 CHECK (auto_pick_seconds >= 0),
  -- {"en": {"title": …, "subtitle": …, "paragraphs": […]}, "fr": …, "pt": …}
  page jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Set when the pool was shared out (one settlement, under the event row's lock).
  settled_at timestamptz,
  share_minor bigint
);

-- The eight cards of the ring, with their weights in a spin.
CREATE TABLE card_event_cards (
  event_id integer NOT NULL REFERENCES card_events (id),
  idx smallint NOT NULL CHECK (idx BETWEEN 0 AND 7),
  name jsonb NOT NULL,
  weight integer NOT NULL CHECK (weight > 0),
  PRIMARY KEY (event_id, idx)
);

-- A player in an event: chances, the seed pair of their spins (revealed when the event ends) and the next
-- nonce. Every change to a player's chances or cards locks this row first.
CREATE TABLE card_members (
  event_id integer NOT NULL REFERENCES card_events (id),
  player_id uuid NOT NULL REFERENCES players (id),
  chances integer NOT NULL DEFAULT 0 CHECK (chances >= 0),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  completed_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, player_id)
);
CREATE INDEX card_members_completed_idx ON card_members (event_id, completed_at) WHERE completed_at IS NOT NULL;

CREATE TABLE card_holdings (
  event_id integer NOT NULL,
  player_id uuid NOT NULL,
  idx smallint NOT NULL CHECK (idx BETWEEN 0 AND 7),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (event_id, player_id, idx),
  FOREIGN KEY (event_id, player_id) REFERENCES card_members (event_id, player_id)
);

-- Chances in and out. UNIQUE (event, reason, source): a deposit order gives chances once however often its
-- event is delivered, a day's free chance is taken once, a keyed spin or exchange happens once.
CREATE TABLE card_chance_moves (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL,
  player_id uuid NOT NULL,
  reason text NOT NULL CHECK (reason IN ('deposit', 'free', 'exchange', 'spin')),
  -- deposit: the order's transNo; free: `{local date}:{n}`; spin and exchange: the player's tap key
  source_ref text NOT NULL,
  delta integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, player_id, reason, source_ref),
  FOREIGN KEY (event_id, player_id) REFERENCES card_members (event_id, player_id)
);
CREATE INDEX card_chance_moves_source_idx ON card_chance_moves (source_ref) WHERE reason = 'deposit';

-- Every spin and the card it drew; (event, player, nonce) unique: a nonce draws once.
CREATE TABLE card_spins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL,
  player_id uuid NOT NULL,
  idempotency_key text NOT NULL,
  nonce integer NOT NULL,
  card_idx smallint NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, player_id, idempotency_key),
  UNIQUE (event_id, player_id, nonce),
  FOREIGN KEY (event_id, player_id) REFERENCES card_members (event_id, player_id)
);

-- The share of a complete set: one per player and event (the grant's key says the same).
CREATE TABLE card_prizes (
  event_id integer NOT NULL REFERENCES card_events (id),
  player_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  grant_id bigint REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, player_id)
);
CREATE INDEX card_prizes_time_idx ON card_prizes (event_id, created_at DESC);

-- Giveaways: a gift for registering from a landing page.
CREATE TABLE giveaways (
  id integer PRIMARY KEY,
  activity text NOT NULL DEFAULT 'giveaway' REFERENCES reward_activities (activity),
  begins_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > begins_at),
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- {"en": {"title": …, "text": …}, "fr": …, "pt": …}
  texts jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- One gift per mobile and one per device and giveaway. The claim is written before the account is made,
-- so a second try from the same number or phone fails before anything is created.
CREATE TABLE giveaway_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  giveaway_id integer NOT NULL REFERENCES giveaways (id),
  mobile text NOT NULL,
  device_id text NOT NULL,
  player_id uuid REFERENCES players (id),
  grant_id bigint REFERENCES reward_grants (id),
  created_at timestamptz NOT NULL,
  UNIQUE (giveaway_id, mobile),
  UNIQUE (giveaway_id, device_id)
);
