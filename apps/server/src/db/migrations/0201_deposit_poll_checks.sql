-- When the provider was last asked about an order, whoever asked. Result polls ask at most every few
-- seconds per order, independently of the reconciliation job's backoff (next_check_at).
ALTER TABLE deposit_orders ADD COLUMN last_checked_at timestamptz;
