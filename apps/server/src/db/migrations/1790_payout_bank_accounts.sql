-- Where a player's withdrawals go when their market pays out to bank accounts (Nigeria, Paystack transfers to a
-- NUBAN; issue 20). One destination per player, replaced when they choose another. The account name is the one
-- the bank gave (Paystack GET /bank/resolve) when the player confirmed it, never text the player typed.
CREATE TABLE payout_bank_accounts (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  market text NOT NULL,
  bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3,9}$'),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{10}$'),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 100),
  resolved_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The bank of a bank payout (its code in the provider's list); null for mobile money, where bank_account is the
-- number. Set with the order, as the destination was when the player confirmed.
ALTER TABLE withdraw_orders ADD COLUMN bank_code text CHECK (bank_code IS NULL OR bank_code ~ '^[0-9]{3,9}$');

-- A paid payout that came back (Paystack transfer.reversed, confirmed by GET /transfer/verify): the wallet transfer
-- that returned the money to the player, once (docs/withdrawals.md, Reversals). The order then reads failed.
ALTER TABLE withdraw_orders
  ADD COLUMN reversal_id uuid REFERENCES wallet_transfers (id),
  ADD COLUMN reversed_at timestamptz,
  ADD CONSTRAINT withdraw_orders_reversal_once UNIQUE (reversal_id),
  ADD CONSTRAINT withdraw_orders_reversal_pair CHECK ((reversal_id IS NULL) = (reversed_at IS NULL));

-- Still forward only, with one narrow exception: a paid order (3) becomes failed (4) only in the same update that
-- records its reversal transfer. Everything else is as 0600 wrote it.
CREATE OR REPLACE FUNCTION withdraw_orders_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'withdraw orders are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.state <> OLD.state AND NOT (
       (OLD.state = 1 AND NEW.state IN (2, 3, 4))
    OR (OLD.state = 2 AND NEW.state IN (3, 4))
    OR (OLD.state = 3 AND NEW.state = 4 AND OLD.reversal_id IS NULL AND NEW.reversal_id IS NOT NULL)) THEN
    RAISE EXCEPTION 'withdraw order % may not move from % to %', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.reversal_id IS NOT NULL AND NEW.reversal_id IS DISTINCT FROM OLD.reversal_id THEN
    RAISE EXCEPTION 'withdraw order % reversal is final', OLD.id USING ERRCODE = 'restrict_violation';
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
