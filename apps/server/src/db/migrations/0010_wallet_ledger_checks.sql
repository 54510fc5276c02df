-- The results of the hourly ledger audit (modules/wallet/ledger-check-job.ts). The newest row is the
-- ledger's health as every instance reports it: /healthz/ledger, the `ledger` field of /readyz and the
-- sika_ledger_check_ok metric. Rows are only added; a breach stays on record after it is repaired.
CREATE TABLE wallet_ledger_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  checked_at timestamptz NOT NULL,
  ok boolean NOT NULL,
  -- Per broken invariant, up to 20 offending rows (checkLedger's report).
  breaches jsonb NOT NULL,
  counts jsonb NOT NULL,
  duration_ms integer NOT NULL
);
CREATE INDEX wallet_ledger_checks_recent_idx ON wallet_ledger_checks (checked_at DESC);
