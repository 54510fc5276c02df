-- The mall's back office (issue 17; docs/mall.md "The back office"): goods and coupon campaigns made by
-- staff get their ids from sequences (the seeds keep their small explicit ids), a player's coupon says who
-- issued it and may be revoked while unused, and an issue of coupons to players is claimed once per
-- idempotency key.

CREATE SEQUENCE mall_goods_id_seq START 10000 OWNED BY mall_goods.id;
ALTER TABLE mall_goods ALTER COLUMN id SET DEFAULT nextval('mall_goods_id_seq');
CREATE SEQUENCE mall_coupons_id_seq START 10000 OWNED BY mall_coupons.id;
ALTER TABLE mall_coupons ALTER COLUMN id SET DEFAULT nextval('mall_coupons_id_seq');

-- Revoked: no longer usable (an order's conditional UPDATE names `revoked_at IS NULL`); a used coupon
-- cannot be revoked and a revoked one cannot be used.
ALTER TABLE mall_player_coupons
  ADD COLUMN issued_by uuid REFERENCES staff_accounts (id),
  ADD COLUMN revoked_at timestamptz,
  ADD COLUMN revoked_by uuid REFERENCES staff_accounts (id),
  ADD CONSTRAINT mall_player_coupons_revoked_unused CHECK (revoked_at IS NULL OR used_order_id IS NULL);
CREATE INDEX mall_player_coupons_kind_idx ON mall_player_coupons (coupon_id, created_at DESC);

-- One issue of a campaign's coupons to a list of players: a replay with the same key answers the first
-- issue's result; the same key with another request is refused.
CREATE TABLE mall_coupon_issues (
  idempotency_key text PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES mall_coupons (id),
  request_hash text NOT NULL,
  result jsonb NOT NULL,
  issued_by uuid NOT NULL REFERENCES staff_accounts (id),
  issued_at timestamptz NOT NULL
);

CREATE INDEX mall_vouchers_goods_idx ON mall_vouchers (goods_id, id);
