-- Deposits by mobile money (docs/payments.md). An order's state only moves forward; the credit is a wallet
-- transfer with the idempotency key deposit:<order id>, made in the same transaction as the move to 3.

-- Spec core §3 Payment channel, per market. `provider` names the adapter that moves the money.
CREATE TABLE payment_channels (
  id integer PRIMARY KEY,
  market text NOT NULL,
  channel_code text NOT NULL,
  name text NOT NULL,
  logo_url text NOT NULL,
  memo text NOT NULL,
  mobile_pattern text NOT NULL,
  provider text NOT NULL,
  sort smallint NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (market, channel_code)
);

-- Spec core §3 Deposit package: pay pay_money_minor, receive it in cash plus bonus_coins in coins.
-- first_deposit_only: the first-deposit offer's items (the advert's payItem ids), not shown in the grid.
CREATE TABLE deposit_packages (
  id integer PRIMARY KEY,
  market text NOT NULL,
  pay_money_minor bigint NOT NULL CHECK (pay_money_minor > 0),
  bonus_coins bigint NOT NULL DEFAULT 0 CHECK (bonus_coins >= 0),
  hot boolean NOT NULL DEFAULT false,
  img text,
  first_deposit_only boolean NOT NULL DEFAULT false,
  sort smallint NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX deposit_packages_market_idx ON deposit_packages (market, sort);

-- One deposit: 1 created · 2 pending at the provider · 3 success (credited) · 4 failed · 5 expired.
CREATE TABLE deposit_orders (
  -- Our payment id: in the signed callback URL and MTN's externalId.
  id uuid PRIMARY KEY,
  -- What the player and support read (the spec's transNo / orderNo); random, never sequential.
  trans_no text NOT NULL UNIQUE,
  player_id uuid NOT NULL REFERENCES players (id),
  market text NOT NULL,
  currency text NOT NULL,
  channel_id integer NOT NULL REFERENCES payment_channels (id),
  channel_code text NOT NULL,
  provider text NOT NULL,
  item_id integer REFERENCES deposit_packages (id),
  first_deposit_offer boolean NOT NULL DEFAULT false,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  bonus_coins bigint NOT NULL DEFAULT 0 CHECK (bonus_coins >= 0),
  tax_minor bigint NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  payer_mobile text NOT NULL,
  msisdn text NOT NULL,
  state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 5),
  -- The provider's last word: PENDING | SUCCESSFUL | FAILED | UNKNOWN (null before any).
  provider_status text,
  -- Stored BEFORE the provider is called (MTN X-Reference-Id), so a retry reuses it; Daraja's arrives after.
  provider_ref text,
  provider_txn_id text,
  paid_amount_minor bigint,
  credited_minor bigint,
  credited_bonus_coins bigint,
  transfer_id uuid,
  -- The player's credited deposits counting this one (1 = first deposit).
  deposit_seq integer,
  failure_code text,
  failure_provider_code text,
  failure_text text,
  -- A double tap sends the same key: one order.
  client_key text,
  request_hash text,
  -- Something a person must look at (a FAILED after SUCCESSFUL, an amount mismatch, a late success).
  review_reason text,
  review_note text,
  check_count integer NOT NULL DEFAULT 0,
  next_check_at timestamptz,
  initiated_at timestamptz,
  expires_at timestamptz NOT NULL,
  -- An expired order is still asked about until then, so a late success is credited.
  watch_until timestamptz NOT NULL,
  settled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (provider, provider_ref),
  UNIQUE (player_id, client_key),
  CHECK ((state = 3) = (transfer_id IS NOT NULL))
);
CREATE INDEX deposit_orders_player_idx ON deposit_orders (player_id, created_at DESC);
CREATE INDEX deposit_orders_due_idx ON deposit_orders (next_check_at) WHERE next_check_at IS NOT NULL;

-- Forward only, enforced by the database too: 3 is final; 4 and 5 may still become 3 (the provider's
-- confirmed success wins: the player paid), and nothing moves back to 1 or 2.
CREATE FUNCTION deposit_orders_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'deposit orders are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.state <> OLD.state AND NOT (
       (OLD.state = 1 AND NEW.state IN (2, 3, 4, 5))
    OR (OLD.state = 2 AND NEW.state IN (3, 4, 5))
    OR (OLD.state IN (4, 5) AND NEW.state = 3)) THEN
    RAISE EXCEPTION 'deposit order % may not move from % to %', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.state = 3 AND (NEW.transfer_id IS DISTINCT FROM OLD.transfer_id
                        OR NEW.credited_minor IS DISTINCT FROM OLD.credited_minor) THEN
    RAISE EXCEPTION 'credited deposit order % is final', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER deposit_orders_forward_only BEFORE UPDATE OR DELETE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION deposit_orders_forward_only();

-- Every move of an order, and every contradicting word from a provider, for support and review.
CREATE TABLE deposit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES deposit_orders (id),
  from_state smallint NOT NULL,
  to_state smallint NOT NULL,
  -- create | initiate | callback | poll | job | operator
  source text NOT NULL,
  detail jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX deposit_events_order_idx ON deposit_events (order_id, id);

-- Every callback as it came, before anything is decided (checklist M13: raw payload stored each time).
CREATE TABLE payment_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  method text NOT NULL,
  -- The path without the query: the URL token is a credential and is not kept.
  path text NOT NULL,
  headers jsonb NOT NULL,
  raw_body text NOT NULL,
  -- Null when the URL did not verify (forged or unknown).
  order_id uuid,
  -- accepted | forged | unreadable | unknown-order | ref-mismatch
  verdict text,
  claimed_state text,
  received_at timestamptz NOT NULL
);
CREATE INDEX payment_callbacks_order_idx ON payment_callbacks (order_id) WHERE order_id IS NOT NULL;
