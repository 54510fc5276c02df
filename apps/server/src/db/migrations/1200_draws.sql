-- Verifiable draws (issue 15; docs/draws.md): the lottery 6+1, the lucky refund raffle and the cash draw
-- share one mechanism. Before the close a draw publishes SHA-256(server seed) and a future drand round;
-- at the close, the hash of its ordered tickets; after the round, the seed and the outcome.

CREATE TABLE draws (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{2,63}$'),
  game text NOT NULL CHECK (game IN ('lottery', 'lucky-refund', 'cash-draw')),
  -- The game's rules at creation (pools, prices, prize table): published, and what settles the draw.
  rules jsonb NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL CHECK (closes_at > opens_at),
  status text NOT NULL DEFAULT 'selling' CHECK (status IN ('selling', 'closed', 'drawn', 'settled')),
  -- The commitment: never changes once the draw exists.
  seed_commitment text NOT NULL CHECK (seed_commitment ~ '^[0-9a-f]{64}$'),
  beacon_chain_hash text NOT NULL CHECK (beacon_chain_hash ~ '^[0-9a-f]{64}$'),
  beacon_round bigint NOT NULL CHECK (beacon_round > 0),
  -- Secret until the draw is drawn; the API serves it only from then on.
  server_seed text NOT NULL,
  -- Sale order: each sale takes the next numbers under the draw row's lock, so the order is total.
  ticket_count integer NOT NULL DEFAULT 0 CHECK (ticket_count >= 0),
  sales_minor bigint NOT NULL DEFAULT 0 CHECK (sales_minor >= 0),
  tickets_hash text CHECK (tickets_hash ~ '^[0-9a-f]{64}$'),
  closed_at timestamptz,
  -- Set while the beacon round is late: the draw waits and says so, and never uses another source.
  beacon_waiting_since timestamptz,
  beacon_randomness text CHECK (beacon_randomness ~ '^[0-9a-f]{64}$'),
  beacon_signature text,
  outcome jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  -- Lottery jackpot (pari-mutuel, rolls over): what came in from the previous draw, this draw's share of
  -- sales, what its winners took, and what goes on to the next draw.
  jackpot_in_minor bigint CHECK (jackpot_in_minor >= 0),
  jackpot_share_minor bigint NOT NULL DEFAULT 0 CHECK (jackpot_share_minor >= 0),
  jackpot_paid_minor bigint CHECK (jackpot_paid_minor >= 0),
  jackpot_out_minor bigint CHECK (jackpot_out_minor >= 0),
  CHECK ((status IN ('selling')) = (tickets_hash IS NULL)),
  CHECK ((status IN ('drawn', 'settled')) = (outcome IS NOT NULL))
);
CREATE INDEX draws_game_closes ON draws (game, closes_at);
CREATE INDEX draws_open ON draws (status, closes_at) WHERE status <> 'settled';

CREATE TABLE draw_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  draw_id text NOT NULL REFERENCES draws (id),
  -- 1, 2, 3, … in sale order within the draw.
  seq integer NOT NULL CHECK (seq > 0),
  player_id uuid NOT NULL,
  -- Canonical text the tickets hash covers: `03 08 12 19 27 31+07` (lottery; a system ticket lists more
  -- numbers), a 6-digit code (raffle), `T` (cash draw, whose line adds the client seed).
  selection text NOT NULL CHECK (length(selection) BETWEEN 1 AND 200),
  client_seed text CHECK (client_seed ~ '^[A-Za-z0-9]{5,10}$'),
  cost_minor bigint NOT NULL CHECK (cost_minor >= 0),
  paid_with text NOT NULL CHECK (paid_with IN ('cash', 'coins', 'diamonds', 'coupon')),
  purchase_key text NOT NULL,
  sold_at timestamptz NOT NULL,
  -- Set at settlement: the prize tiers won ({"4": 1, "6": 3}), the amount, the transfer that paid it.
  prize jsonb,
  prize_minor bigint CHECK (prize_minor >= 0),
  prize_transfer_id uuid,
  redeemed_at timestamptz,
  UNIQUE (draw_id, seq)
);
CREATE INDEX draw_tickets_player ON draw_tickets (player_id, draw_id);
CREATE INDEX draw_tickets_purchase ON draw_tickets (purchase_key);

-- One row per purchase (one tap), claimed before any ticket is written: of concurrent retries with the
-- same key exactly one sells; the others wait for it and answer its tickets.
CREATE TABLE draw_purchases (
  purchase_key text PRIMARY KEY CHECK (length(purchase_key) BETWEEN 8 AND 120),
  draw_id text NOT NULL REFERENCES draws (id),
  player_id uuid NOT NULL,
  request jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
