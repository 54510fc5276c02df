-- Manual balance adjustments under four eyes (issue 18, docs/back-office.md): one staff member proposes,
-- another approves (the ledger transfer `adjustment:<id>` posts, in the same transaction) or rejects.
CREATE TABLE balance_adjustments (
  id uuid PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  asset text NOT NULL CHECK (asset IN ('cash', 'coins', 'diamonds')),
  -- Signed: positive credits the player, negative debits them.
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0 AND abs(amount_minor) <= 10000000000),
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  state text NOT NULL DEFAULT 'proposed' CHECK (state IN ('proposed', 'approved', 'rejected')),
  proposed_by uuid NOT NULL REFERENCES staff_accounts (id),
  proposed_at timestamptz NOT NULL,
  decided_by uuid REFERENCES staff_accounts (id),
  decided_at timestamptz,
  decision_reason text,
  transfer_id uuid REFERENCES wallet_transfers (id),
  -- Four eyes, also where the code cannot forget it: the proposer never decides.
  CONSTRAINT balance_adjustments_four_eyes CHECK (decided_by IS DISTINCT FROM proposed_by),
  CONSTRAINT balance_adjustments_decided CHECK (
    (state = 'proposed') = (decided_by IS NULL AND decided_at IS NULL)
  ),
  CONSTRAINT balance_adjustments_posted CHECK ((state = 'approved') = (transfer_id IS NOT NULL))
);
CREATE INDEX balance_adjustments_player_idx ON balance_adjustments (player_id, proposed_at DESC);
CREATE INDEX balance_adjustments_open_idx ON balance_adjustments (proposed_at) WHERE state = 'proposed';
