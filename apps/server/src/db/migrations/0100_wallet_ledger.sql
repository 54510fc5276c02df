-- The wallet: a double-entry ledger (ARCHITECTURE.md, Money; docs/ledger.md).
-- Every balance change is a transfer whose entries sum to zero per asset. Transfers and entries are
-- append-only (triggers below); a pending hold's state lives in wallet_holds and only moves forward.

-- One row per (owner, pocket). Keys are readable and deterministic so callers never look ids up:
--   player:<uuid>:<withdrawable|locked|coins|diamonds>   house:<purpose>:<asset>:<shard>
-- Players' accounts never go below zero (CHECK); house accounts may, except the holds escrow.
CREATE TABLE wallet_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  asset text NOT NULL CHECK (asset IN ('cash', 'coins', 'diamonds')),
  player_id uuid REFERENCES players (id),
  -- player: withdrawable | locked | coins | diamonds; house: the purpose (deposits, games, promotion.x, ...)
  pocket text NOT NULL,
  shard smallint,
  allow_negative boolean NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0,
  -- Number of entries posted to the account; entries carry it, so history is ordered without clocks.
  version bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallet_accounts_non_negative CHECK (allow_negative OR balance_minor >= 0),
  CONSTRAINT wallet_accounts_player_never_negative CHECK (player_id IS NULL OR NOT allow_negative)
) WITH (fillfactor = 70); -- room for HOT updates of the balance: the row is rewritten by every transfer
CREATE INDEX wallet_accounts_player_idx ON wallet_accounts (player_id) WHERE player_id IS NOT NULL;

CREATE TABLE wallet_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- sha256 of the money-relevant request; a replay with another hash is a conflict (409)
  request_hash bytea NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  -- single: one-phase; hold: funds moved into escrow; post/void/expire: a hold's settlement
  phase text NOT NULL CHECK (phase IN ('single', 'hold', 'post', 'void', 'expire')),
  -- the one player the transfer concerns (for their records); null for house-only movements
  player_id uuid,
  hold_id uuid REFERENCES wallet_transfers (id),
  -- a correction names the transfer it reverses; at most one reversal per transfer
  reverses_id uuid UNIQUE REFERENCES wallet_transfers (id),
  reference text CHECK (length(reference) <= 200),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((phase IN ('post', 'void', 'expire')) = (hold_id IS NOT NULL))
);
CREATE INDEX wallet_transfers_player_idx ON wallet_transfers (player_id, kind, created_at DESC)
  WHERE player_id IS NOT NULL AND phase IN ('single', 'hold');
CREATE INDEX wallet_transfers_hold_idx ON wallet_transfers (hold_id) WHERE hold_id IS NOT NULL;

-- Leg k of a transfer is entries 2k (the debit, negative) and 2k+1 (the credit, positive).
CREATE TABLE wallet_entries (
  transfer_id uuid NOT NULL REFERENCES wallet_transfers (id),
  seq smallint NOT NULL,
  account_id bigint NOT NULL REFERENCES wallet_accounts (id),
  account_version bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL,
  PRIMARY KEY (transfer_id, seq),
  -- two writers can never both post "the next" entry of an account
  UNIQUE (account_id, account_version)
);

-- A two-phase transfer: the hold transfer moved the funds from leg_from into leg_escrow; exactly one
-- settlement moves them on to leg_to (post) or back to leg_from (void, expire).
CREATE TABLE wallet_holds (
  id uuid PRIMARY KEY REFERENCES wallet_transfers (id),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'posted', 'voided', 'expired')),
  expires_at timestamptz,
  leg_from text[] NOT NULL,
  leg_escrow text[] NOT NULL,
  leg_to text[] NOT NULL,
  leg_amount_minor bigint[] NOT NULL,
  settled_by uuid REFERENCES wallet_transfers (id),
  settled_at timestamptz,
  CHECK ((state = 'pending') = (settled_by IS NULL))
);
CREATE INDEX wallet_holds_expiry_idx ON wallet_holds (expires_at) WHERE state = 'pending' AND expires_at IS NOT NULL;

-- Immutability is the database's job, not a convention (reliability checklist M8).
CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (a correction is a reversing transfer)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER wallet_transfers_immutable BEFORE UPDATE OR DELETE ON wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_entries_immutable BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_transfers_no_truncate BEFORE TRUNCATE ON wallet_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_holds_no_truncate BEFORE TRUNCATE ON wallet_holds
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_accounts_no_delete BEFORE DELETE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
CREATE TRIGGER wallet_accounts_no_truncate BEFORE TRUNCATE ON wallet_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();

-- A hold settles once: pending → posted | voided | expired, and nothing else about it ever changes.
CREATE FUNCTION wallet_hold_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'wallet_holds rows are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.state <> 'pending' OR NEW.state = 'pending' OR NEW.settled_by IS NULL
     OR (NEW.id, NEW.expires_at, NEW.leg_from, NEW.leg_escrow, NEW.leg_to, NEW.leg_amount_minor)
        IS DISTINCT FROM (OLD.id, OLD.expires_at, OLD.leg_from, OLD.leg_escrow, OLD.leg_to, OLD.leg_amount_minor)
  THEN
    RAISE EXCEPTION 'hold % may only move forward from pending (was %, asked %)', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER wallet_holds_forward_only BEFORE UPDATE OR DELETE ON wallet_holds
  FOR EACH ROW EXECUTE FUNCTION wallet_hold_forward_only();

-- Conservation per statement (checklist M1): whatever writes entries, each transfer's entries must sum
-- to zero per asset, or the insert fails. One check per INSERT statement, not per row.
CREATE FUNCTION wallet_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad uuid;
BEGIN
  SELECT e.transfer_id INTO bad
  FROM new_entries e JOIN wallet_accounts a ON a.id = e.account_id
  GROUP BY e.transfer_id, a.asset
  HAVING sum(e.amount_minor) <> 0
  LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'transfer % is unbalanced', bad USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_balanced();
