-- Issue 21: the ledger's write functions planned two of their statements again at every call (the
-- accounts' `key = ANY (keys) … FOR UPDATE` and the balances' `UPDATE … FROM unnest(ids, bal, ver)`):
-- plpgsql keeps their plans, but PostgreSQL judged the generic plan of an array parameter dearer than a
-- custom one and so planned each call anew, 0.33 ms of a wallet-API call's 2.6 ms of PostgreSQL CPU
-- (pg_stat_statements, docs/performance.md). Their generic plans are the same index scans (the unique key,
-- the primary key), so these functions now always use them. Nothing else changes.
ALTER FUNCTION wallet_apply(text, bytea, text, text, uuid, uuid, uuid, text, jsonb, text[], text[], text[], bigint[])
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION wallet_transfer_batch(text[], bytea[], text[], uuid[], text[], jsonb[], int[], text[], text[], text[], bigint[])
  SET plan_cache_mode = force_generic_plan;
