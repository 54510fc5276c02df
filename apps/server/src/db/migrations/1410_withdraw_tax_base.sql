-- What each withdrawal's tax was charged on (packages/domain taxes.ts, docs/decisions/018): the winnings part
-- in Ghana, the money in Kenya, 0 where no tax applies. money − tax_base_minor is the part that returned the
-- player's own deposits, untaxed: the next withdrawal's base is read from it.
ALTER TABLE withdraw_orders ADD COLUMN tax_base_minor bigint;
-- Older orders were taxed on the whole money when they were taxed at all.
UPDATE withdraw_orders SET tax_base_minor = CASE WHEN tax_minor > 0 THEN money_minor ELSE 0 END;
ALTER TABLE withdraw_orders ALTER COLUMN tax_base_minor SET NOT NULL;
ALTER TABLE withdraw_orders
  ADD CONSTRAINT withdraw_orders_tax_base_check CHECK (tax_base_minor BETWEEN 0 AND money_minor);

-- The tax report sums what was withheld by the day of settlement (tax-report.ts).
CREATE INDEX withdraw_orders_settled_tax_idx ON withdraw_orders (settled_at) WHERE state = 3 AND tax_minor > 0;
CREATE INDEX deposit_orders_settled_tax_idx ON deposit_orders (settled_at) WHERE state = 3 AND tax_minor > 0;
