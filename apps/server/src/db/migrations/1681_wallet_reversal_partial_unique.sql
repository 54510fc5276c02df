-- At most one reversal per transfer, without an index entry for every transfer: reverses_id is NULL on all
-- but corrections, and the UNIQUE constraint of 0100 indexed each NULL too: one of the eight B-tree inserts
-- (WAL records) of every bet and win (docs/ledger.md, Performance). The partial unique index keeps the same
-- rule and still serves `WHERE reverses_id = $1`.
CREATE UNIQUE INDEX wallet_transfers_reverses_once ON wallet_transfers (reverses_id) WHERE reverses_id IS NOT NULL;
ALTER TABLE wallet_transfers DROP CONSTRAINT wallet_transfers_reverses_id_key;
