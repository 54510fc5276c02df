-- The reference a provider issues at initiation and asks for in every status query, when it is not the one
-- we stored before the call: Orange Money Cameroon's payToken (market-payments.md §3B). Set once, from the
-- payout's answer (even an UNKNOWN one), and never changed after.
ALTER TABLE withdraw_orders ADD COLUMN provider_token text;

CREATE OR REPLACE FUNCTION withdraw_orders_provider_token_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.provider_token IS NOT NULL AND NEW.provider_token IS DISTINCT FROM OLD.provider_token THEN
    RAISE EXCEPTION 'withdraw order % provider token is fixed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER withdraw_orders_provider_token_once BEFORE UPDATE ON withdraw_orders
  FOR EACH ROW EXECUTE FUNCTION withdraw_orders_provider_token_once();
