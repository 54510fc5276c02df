-- Withdrawals to mobile money (docs/withdrawals.md). The money is a wallet hold made in the same transaction
-- as the order: posted when the provider confirms the payout, voided when it definitively failed, and left
-- pending while the outcome is unknown. An order's state only moves forward.

-- Spec core §3 Withdraw channel option, per market: the fee each channel charges. fee_type 1 = basis
-- points of the money (200 = 2%, rounded up), 2 = a fixed amount in minor units; any other type is kept
-- as the operator set it and answered 6003 "not support".
CREATE TABLE withdraw_channels (
  id integer PRIMARY KEY,
  market text NOT NULL,
  channel_code text NOT NULL,
  fee_type smallint NOT NULL,
  fee_value bigint NOT NULL CHECK (fee_value >= 0),
  sort smallint NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (market, channel_code)
);

-- One row per player who has submitted a withdrawal, locked FOR UPDATE by each submission: a player's
-- submissions run one at a time, so the daily count of option 150 cannot be overrun (checklist M11).
CREATE TABLE withdraw_players (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  -- The channel of the last successful withdrawal: the page's default (spec core §4).
  last_success_channel text,
  updated_at timestamptz NOT NULL
);

-- One withdrawal: 1 created (held, payout not yet sent) · 2 processing (sent; the provider's answer may be
-- PENDING or UNKNOWN) · 3 success (hold posted) · 4 failed (hold voided, money returned).
CREATE TABLE withdraw_orders (
  -- Our payment id: in the signed callback URL and MTN's externalId.
  id uuid PRIMARY KEY,
  -- What the player and support read, and the hold's reference in the ledger (withdraw records).
  order_no text NOT NULL UNIQUE,
  player_id uuid NOT NULL REFERENCES players (id),
  market text NOT NULL,
  currency text NOT NULL,
  channel_id integer NOT NULL,
  channel_code text NOT NULL,
  provider text NOT NULL,
  -- The spec's payload: bankAccount is the local mobile-money number, bankCode the channel code.
  bank_account text NOT NULL,
  msisdn text NOT NULL,
  bank_account_name text NOT NULL,
  bank_name text NOT NULL,
  coins bigint NOT NULL CHECK (coins > 0),
  money_minor bigint NOT NULL CHECK (money_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  tax_minor bigint NOT NULL CHECK (tax_minor >= 0),
  net_minor bigint NOT NULL CHECK (net_minor > 0),
  hold_id uuid NOT NULL UNIQUE,
  state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 4),
  -- Made and stored BEFORE the provider is called (MTN X-Reference-Id, Daraja OriginatorConversationID):
  -- every resend uses it, and the provider refuses a second payment under it.
  provider_ref text NOT NULL,
  -- The provider's last word: PENDING | SUCCESSFUL | FAILED | UNKNOWN (null before the first call).
  provider_status text,
  provider_txn_id text,
  paid_amount_minor bigint,
  failure_code text,
  failure_provider_code text,
  failure_text text,
  -- The wallet transfer that posted or voided the hold.
  settlement_id uuid,
  -- A double tap sends the same key: one order. The hash tells a replay from another request.
  client_key text NOT NULL,
  request_hash text NOT NULL,
  send_count integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  check_count integer NOT NULL DEFAULT 0,
  next_check_at timestamptz,
  -- Since when nobody has known the outcome (a timeout, a 5xx); cleared by any definite answer.
  unknown_since timestamptz,
  -- Past this an unsettled order is escalated to an operator; its hold stays, whatever happens.
  escalate_at timestamptz NOT NULL,
  escalated_at timestamptz,
  -- Something a person must look at (escalated, an amount mismatch, a SUCCESSFUL after FAILED).
  review_reason text,
  review_note text,
  settled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (net_minor + fee_minor + tax_minor = money_minor),
  CHECK ((state IN (3, 4)) = (settlement_id IS NOT NULL)),
  UNIQUE (provider, provider_ref),
  UNIQUE (player_id, client_key)
);
CREATE INDEX withdraw_orders_player_idx ON withdraw_orders (player_id, created_at DESC);
CREATE INDEX withdraw_orders_due_idx ON withdraw_orders (next_check_at) WHERE next_check_at IS NOT NULL;

-- Forward only, enforced by the database too: 1 → 2, 3, 4; 2 → 3, 4; 3 and 4 are final (a voided hold
-- cannot be posted again, nor a posted one voided: a contradiction is flagged for review instead).
CREATE FUNCTION withdraw_orders_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'withdraw orders are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.state <> OLD.state AND NOT (
       (OLD.state = 1 AND NEW.state IN (2, 3, 4))
    OR (OLD.state = 2 AND NEW.state IN (3, 4))) THEN
    RAISE EXCEPTION 'withdraw order % may not move from % to %', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.state IN (3, 4) AND NEW.settlement_id IS DISTINCT FROM OLD.settlement_id THEN
    RAISE EXCEPTION 'settled withdraw order % is final', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.money_minor <> OLD.money_minor OR NEW.net_minor <> OLD.net_minor OR NEW.hold_id <> OLD.hold_id
     OR NEW.provider_ref <> OLD.provider_ref OR NEW.msisdn <> OLD.msisdn THEN
    RAISE EXCEPTION 'withdraw order % amounts, hold and destination are fixed', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER withdraw_orders_forward_only BEFORE UPDATE OR DELETE ON withdraw_orders
  FOR EACH ROW EXECUTE FUNCTION withdraw_orders_forward_only();

-- Every move of an order and every word from a provider, for support and review.
CREATE TABLE withdraw_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES withdraw_orders (id),
  from_state smallint NOT NULL,
  to_state smallint NOT NULL,
  -- submit | send | callback | job | operator
  source text NOT NULL,
  detail jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX withdraw_events_order_idx ON withdraw_events (order_id, id);

-- Every payout callback as it came, before anything is decided (checklist M13).
CREATE TABLE withdraw_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  method text NOT NULL,
  -- The path without the query: the URL token is a credential and is not kept.
  path text NOT NULL,
  headers jsonb NOT NULL,
  raw_body text NOT NULL,
  order_id uuid,
  -- accepted | forged | unreadable | unknown-order | ref-mismatch
  verdict text,
  claimed_state text,
  received_at timestamptz NOT NULL
);
CREATE INDEX withdraw_callbacks_order_idx ON withdraw_callbacks (order_id) WHERE order_id IS NOT NULL;
