-- Appeals on a failed or missing deposit (spec core §4, activities §4–§5; docs/payments.md, Appeals).
-- Status: 1 submitted · 2 under agent review · 3 receipt unverifiable · 4 passed to operations ·
-- 5 rejected by operations · 6 closed. 3 and 5 carry one of the five rejection reasons.
CREATE TABLE deposit_appeals (
  id uuid PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  order_id uuid NOT NULL REFERENCES deposit_orders (id),
  -- What the player typed: the mobile-money transaction id from their payment SMS.
  transaction_id text NOT NULL,
  remark text,
  -- The re-encoded receipt under DATA_DIR/uploads/appeals, by a name we made (never the player's).
  receipt_file text NOT NULL,
  receipt_bytes integer NOT NULL,
  receipt_width integer NOT NULL,
  receipt_height integer NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  reason text CHECK (reason IN ('fake_image', 'no_transaction_id', 'wrong_id', 'wrong_amount', 'wrong_beneficiary')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status IN (3, 5)) = (reason IS NOT NULL))
);
CREATE INDEX deposit_appeals_player_idx ON deposit_appeals (player_id, created_at DESC);
-- One appeal in hand per deposit at a time; after a rejection or closing the player may try again.
CREATE UNIQUE INDEX deposit_appeals_one_open_idx ON deposit_appeals (order_id) WHERE status IN (1, 2, 4);

-- The timeline: every status an appeal went through, who moved it and the note for the player.
CREATE TABLE deposit_appeal_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  appeal_id uuid NOT NULL REFERENCES deposit_appeals (id),
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 6),
  reason text,
  note text,
  -- player | agent | operations | system
  actor text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX deposit_appeal_events_appeal_idx ON deposit_appeal_events (appeal_id, id);
