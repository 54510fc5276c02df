-- The mall, the cart and coupons (issue 17; docs/mall.md). Goods are bought with coins, diamonds or cash;
-- an order takes the stock in one conditional UPDATE (stock never below zero), pays through one wallet
-- transfer and delivers digital goods in the same transaction. Coupons are used once (a conditional
-- UPDATE on the player's coupon row).

-- The mall's shelves (`/mall/{type}`): names localized ({en, fr, pt}).
CREATE TABLE mall_types (
  id smallint PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  sort smallint NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- A good. `delivery` says what an order gives: `raffle_codes` (`delivery_amount` free codes of the lucky
-- refund round on sale), `bonus_coins` (`delivery_amount` coins, minor units), `data_bundle` (one voucher
-- code from mall_vouchers per unit), `physical` (shipped: the order keeps a delivery state).
CREATE TABLE mall_goods (
  id integer PRIMARY KEY CHECK (id > 0),
  type smallint NOT NULL REFERENCES mall_types (id),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  image text NOT NULL,
  pay_with text NOT NULL CHECK (pay_with IN ('coins', 'diamonds', 'cash')),
  price_minor bigint NOT NULL CHECK (price_minor > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  max_per_order smallint NOT NULL DEFAULT 5 CHECK (max_per_order BETWEEN 1 AND 100),
  delivery text NOT NULL CHECK (delivery IN ('raffle_codes', 'bonus_coins', 'data_bundle', 'physical')),
  delivery_amount bigint NOT NULL DEFAULT 0 CHECK (delivery_amount >= 0),
  -- which coupons apply (a coupon's coupon_type must equal it); 0: none
  coupon_type smallint NOT NULL DEFAULT 0 CHECK (coupon_type >= 0),
  -- `/mall/jump/{id}`: where the good leads instead of its detail page (null: the detail page)
  jump_url text CHECK (jump_url IS NULL OR jump_url ~ '^/'),
  enabled boolean NOT NULL DEFAULT true,
  sort smallint NOT NULL DEFAULT 0,
  CHECK ((delivery IN ('raffle_codes', 'bonus_coins')) = (delivery_amount > 0))
);
CREATE INDEX mall_goods_type_idx ON mall_goods (type, sort, id);

-- Data bundle vouchers, bought from the network and loaded by the operator: one per unit sold.
CREATE TABLE mall_vouchers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  goods_id integer NOT NULL REFERENCES mall_goods (id),
  code text NOT NULL UNIQUE,
  order_id uuid,
  delivered_at timestamptz
);
CREATE INDEX mall_vouchers_free_idx ON mall_vouchers (goods_id, id) WHERE order_id IS NULL;

-- Coupon kinds. A coupon takes `discount_minor` (of the order's currency) off the matching lines, never
-- below 0. `platform` 'all' or one client platform (the `platform` header); `coins_only`: usable only on
-- goods paid with coins. Players collect one of each kind; it is valid from collection for `valid_days`,
-- and never outside [starts_at, ends_at].
CREATE TABLE mall_coupons (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  coupon_type smallint NOT NULL CHECK (coupon_type > 0),
  discount_minor bigint NOT NULL CHECK (discount_minor > 0),
  platform text NOT NULL DEFAULT 'all' CHECK (platform IN ('all', 'h5', 'android', 'ios')),
  coins_only boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  valid_days smallint NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  -- when a collected coupon becomes usable, in hours after collection (0: at once)
  usable_after_hours smallint NOT NULL DEFAULT 0 CHECK (usable_after_hours >= 0),
  enabled boolean NOT NULL DEFAULT true,
  CHECK (ends_at > starts_at)
);

CREATE TABLE mall_orders (
  id uuid PRIMARY KEY,
  -- the order orders were placed in (created_at can be equal)
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  order_no text NOT NULL UNIQUE,
  player_id uuid NOT NULL REFERENCES players (id),
  -- `mall:{player}:{key}`: a replay answers this order
  idempotency_key text NOT NULL UNIQUE,
  request jsonb NOT NULL,
  pay_with text NOT NULL CHECK (pay_with IN ('coins', 'diamonds', 'cash')),
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0 AND discount_minor <= total_minor),
  player_coupon_id uuid,
  transfer_id uuid,
  -- physical goods: where to ship
  address jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX mall_orders_player_idx ON mall_orders (player_id, seq DESC);

CREATE TABLE mall_order_lines (
  order_id uuid NOT NULL REFERENCES mall_orders (id),
  line smallint NOT NULL,
  goods_id integer NOT NULL REFERENCES mall_goods (id),
  count smallint NOT NULL CHECK (count > 0),
  unit_price_minor bigint NOT NULL CHECK (unit_price_minor > 0),
  delivery text NOT NULL,
  -- digital goods: `delivered` at once; physical: `processing` → `shipped` → `delivered`
  delivery_state text NOT NULL CHECK (delivery_state IN ('processing', 'shipped', 'delivered')),
  -- what was delivered: codes, voucher codes, coins, the lucky refund round
  delivered jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, line)
);

ALTER TABLE mall_vouchers ADD FOREIGN KEY (order_id) REFERENCES mall_orders (id);

-- A player's coupon: one of each kind; used by exactly one order (the conditional UPDATE sets it once).
CREATE TABLE mall_player_coupons (
  id uuid PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES mall_coupons (id),
  player_id uuid NOT NULL REFERENCES players (id),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  used_order_id uuid UNIQUE REFERENCES mall_orders (id),
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (player_id, coupon_id),
  CHECK ((used_order_id IS NULL) = (used_at IS NULL))
);
ALTER TABLE mall_orders ADD FOREIGN KEY (player_coupon_id) REFERENCES mall_player_coupons (id);
