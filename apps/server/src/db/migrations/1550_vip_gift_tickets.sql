-- VIP benefit type 8 (tickets, issue 14; docs/decisions/015): a claim gives free lucky refund codes. They are
-- tickets like the others ("gift" sales, no money moves: cost 0), and the claim points at the sale that
-- made them instead of a reward grant.
ALTER TABLE draw_tickets DROP CONSTRAINT draw_tickets_paid_with_check;
ALTER TABLE draw_tickets
  ADD CONSTRAINT draw_tickets_paid_with_check
    CHECK (paid_with IN ('cash', 'coins', 'diamonds', 'coupon', 'gift')),
  ADD CONSTRAINT draw_tickets_gift_is_free CHECK (paid_with <> 'gift' OR cost_minor = 0);

-- `amount` of a tickets benefit is the number of codes a claim gives.
ALTER TABLE vip_benefits DROP CONSTRAINT vip_benefits_asset_check;
ALTER TABLE vip_benefits
  ADD CONSTRAINT vip_benefits_asset_check
    CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds', 'tickets')),
  ADD CONSTRAINT vip_benefits_tickets_type CHECK (asset <> 'tickets' OR type = 8);

ALTER TABLE vip_benefit_claims
  ALTER COLUMN grant_id DROP NOT NULL,
  ADD COLUMN purchase_key text REFERENCES draw_purchases (purchase_key),
  ADD CONSTRAINT vip_benefit_claims_paid_once CHECK ((grant_id IS NULL) <> (purchase_key IS NULL));
