import { z } from 'zod';
import { defineCall } from './call.ts';
import { idempotencyKeyField, intField, isoDate, pageQuery, textField } from './fields.ts';

/**
 * The mall, the cart and coupons (spec core §2 mall routes, §3 Cart, §4 Cart; activities §2, §5 coupon
 * reasons; issue 17). The spec leaves the paths open; the calls live under `/api/mall-service/…`.
 * Rules: docs/mall.md.
 *
 * A good is bought with one currency, the one it says (`payWith`): coins, diamonds or cash. Amounts are
 * minor units (GHS 1 = 100; coins and diamonds on the same scale). An order holds the cart's lines (all in
 * one currency) and at most one coupon; it takes the stock, pays and delivers digital goods in one
 * transaction, or does nothing.
 *
 * Errors common to every call: 1001 not logged in (where the call needs it), 5404 play paused.
 */

const lang = z.enum(['en', 'fr', 'pt']).optional().default('en');
const goodsIdField = intField.pipe(z.number().int().positive());

export const mallPayWith = z.enum(['coins', 'diamonds', 'cash']);
export type MallPayWith = z.infer<typeof mallPayWith>;

/**
 * What an order of the good gives: `raffle_codes` free codes of the lucky refund round on sale,
 * `bonus_coins` coins, `data_bundle` a voucher code to load on the phone, `physical` a thing we ship,
 * `free_rounds` free spins of one game (issued at the game provider).
 */
export const mallDelivery = z.enum(['raffle_codes', 'bonus_coins', 'data_bundle', 'physical', 'free_rounds']);

/** What one unit of a free-spins good gives: rounds of a game at a fixed bet, to play within some days. */
export const mallFreeRounds = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  rounds: z.number().int(),
  /** The stake of each free round, minor units of cash. */
  bet: z.number().int(),
  validDays: z.number().int(),
});
export type MallFreeRounds = z.infer<typeof mallFreeRounds>;
export type MallDelivery = z.infer<typeof mallDelivery>;

export const mallType = z.object({ id: z.number().int(), name: z.string() });
export type MallType = z.infer<typeof mallType>;

export const mallGoods = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  payWith: mallPayWith,
  /** The price of one, minor units of `payWith`. */
  unitPrice: z.number().int(),
  /** How many are left (0: sold out). */
  stock: z.number().int(),
  sold: z.number().int(),
  maxPerOrder: z.number().int(),
  delivery: mallDelivery,
  /** Raffle codes: codes per unit; bonus coins: coins per unit (minor units); 0 otherwise. */
  deliveryAmount: z.number().int(),
  /** Which coupons apply: a coupon applies when its `couponType` is this one; 0: no coupon applies. */
  couponType: z.number().int(),
  /** `/mall/jump/{id}` leads here instead of the detail page (null: the detail page). */
  jumpUrl: z.string().nullable(),
  /** Free spins: what one unit gives (null for other goods). */
  freeRounds: mallFreeRounds.nullable(),
});
export type MallGoods = z.infer<typeof mallGoods>;

export const getMallCentre = defineCall({
  operationId: 'getMallCentre',
  method: 'GET',
  path: '/api/mall-service/centre',
  summary: 'The mall centre: the shelves (types) and the goods on each, in the operator’s order.',
  tags: ['mall'],
  auth: 'optional',
  query: z.object({ lang }),
  data: z.object({ types: z.array(mallType.extend({ goods: z.array(mallGoods) })) }),
});

export const getMallGoodsByType = defineCall({
  operationId: 'getMallGoodsByType',
  method: 'GET',
  path: '/api/mall-service/goods',
  summary: 'The goods of one shelf (`/mall/{type}`). Errors: 1004 no such shelf.',
  tags: ['mall'],
  auth: 'optional',
  query: z.object({ type: intField.pipe(z.number().int().positive()), lang }),
  data: z.object({ type: mallType, list: z.array(mallGoods) }),
});

export const getMallGoodsDetail = defineCall({
  operationId: 'getMallGoodsDetail',
  method: 'GET',
  path: '/api/mall-service/goods/:id',
  summary: 'One good (`/mall/detail/{id}`, login required). Errors: 5680 no such good.',
  tags: ['mall'],
  auth: 'player',
  params: z.object({ id: goodsIdField }),
  query: z.object({ lang }),
  data: mallGoods,
});

// ───────────────────────────── Coupons (activities §5) ─────────────────────────────

/**
 * Why a coupon cannot be used on a cart (activities §5): `product` it matches none of the lines (5508,
 * 'Coupon does not match product'), `platform` not on this platform (5684, 'Coupon does not match
 * platform'), `coins` it needs the order paid with coins (5685), `time` outside its validity (5686), `used`
 * already used by an order (5687). null: usable.
 */
export const couponRefusal = z.enum(['product', 'platform', 'coins', 'time', 'used']);
export type CouponRefusal = z.infer<typeof couponRefusal>;

/** Where a coupon can be used: every platform, or one of them. */
export const mallCouponPlatform = z.enum(['all', 'h5', 'android', 'ios']);

export const mallCoupon = z.object({
  /** The player's coupon (what an order names). */
  id: z.string(),
  couponId: z.number().int(),
  name: z.string(),
  couponType: z.number().int(),
  /** Taken off the matching lines, minor units of the order's currency; never below 0. */
  discount: z.number().int(),
  /** The currency the discount reads in: coins for coins-only coupons, else that of the goods it fits. */
  currency: mallPayWith,
  platform: mallCouponPlatform,
  coinsOnly: z.boolean(),
  validFrom: isoDate,
  validUntil: isoDate,
  usedAt: isoDate.nullable(),
  orderNo: z.string().nullable(),
});
export type MallCoupon = z.infer<typeof mallCoupon>;

/** A coupon kind on offer in the coupon centre, and whether this player has collected it. */
export const mallCouponOffer = z.object({
  couponId: z.number().int(),
  name: z.string(),
  couponType: z.number().int(),
  discount: z.number().int(),
  currency: mallPayWith,
  platform: mallCouponPlatform,
  coinsOnly: z.boolean(),
  validDays: z.number().int(),
  endsAt: isoDate,
  collected: z.boolean(),
});
export type MallCouponOffer = z.infer<typeof mallCouponOffer>;

export const getMallCoupons = defineCall({
  operationId: 'getMallCoupons',
  method: 'GET',
  path: '/api/mall-service/coupons',
  summary:
    'The player’s coupons (newest first) and the coupon kinds on offer that can be collected now (one of each per player).',
  tags: ['mall'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.object({ mine: z.array(mallCoupon), offers: z.array(mallCouponOffer) }),
});

export const collectMallCoupon = defineCall({
  operationId: 'collectMallCoupon',
  method: 'POST',
  path: '/api/mall-service/coupons/collect',
  summary:
    'Collect one coupon of a kind on offer; it is valid from now for the kind’s days (never past the offer’s end). Once per player and kind, whatever the concurrency. Errors: 5683 no such offer (or over), 5688 already collected.',
  tags: ['mall'],
  auth: 'player',
  body: z.object({ couponId: intField.pipe(z.number().int().positive()), lang }),
  data: mallCoupon,
});

// ───────────────────────────── Cart and orders (core §3, §4) ─────────────────────────────

/** A cart line as the app holds it (core §3): the good, the price the player saw, how many, its coupon type. */
export const cartItem = z.object({
  id: goodsIdField,
  unitPrice: intField.pipe(z.number().int().positive()),
  count: intField.pipe(z.number().int().min(1).max(100)),
  couponType: intField.pipe(z.number().int().min(0)).optional(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Lines as JSON, or a JSON string of them in a form-encoded body. */
const cartItems = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, z.array(cartItem).min(1).max(10));

const cartBody = z.object({
  items: cartItems,
  /** The player's coupon (`mallCoupon.id`); at most one per order. */
  couponId: textField(64).pipe(z.string().uuid()).optional(),
  lang,
});

export const mallQuoteLine = z.object({
  id: z.number().int(),
  name: z.string(),
  unitPrice: z.number().int(),
  count: z.number().int(),
  couponType: z.number().int(),
  amount: z.number().int(),
});

export const mallQuote = z.object({
  payWith: mallPayWith,
  lines: z.array(mallQuoteLine),
  total: z.number().int(),
  discount: z.number().int(),
  /** What the order would take from the player: total − discount. */
  payable: z.number().int(),
  /** The coupons of the player that this cart could use now (for the picker). */
  usableCoupons: z.array(z.string()),
  /** Why the chosen coupon cannot be used (null: it can, or none was chosen). */
  couponRefusal: couponRefusal.nullable(),
});
export type MallQuote = z.infer<typeof mallQuote>;

export const quoteMallCart = defineCall({
  operationId: 'quoteMallCart',
  method: 'POST',
  path: '/api/mall-service/cart/quote',
  summary:
    'Prices a cart with today’s prices and stock and, when a coupon is chosen, says whether it can be used and why not. Moves nothing. Errors: 5680 no such good, 5681 sold out, 5682 too many of one good, 5689 the price changed, 5691 lines in different currencies, 5683 no such coupon.',
  tags: ['mall'],
  auth: 'player',
  body: cartBody,
  data: mallQuote,
});

export const mallAddress = z.object({
  name: textField(80).pipe(z.string().min(1)),
  mobile: textField(20).pipe(z.string().regex(/^\+?\d{6,15}$/)),
  address: textField(300).pipe(z.string().min(5)),
});

export const mallOrderLine = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  count: z.number().int(),
  unitPrice: z.number().int(),
  delivery: mallDelivery,
  /**
   * Digital goods are `delivered` at once; physical goods go `processing` → `shipped` → `delivered`; free
   * spins are `pending` until the game provider has them, then `delivered`, or `refunded` (what the line
   * cost is given back) when the provider refuses them.
   */
  deliveryState: z.enum(['processing', 'shipped', 'delivered', 'pending', 'refunded']),
  /** Raffle codes given (6 digits each). */
  codes: z.array(z.string()),
  /** Data bundle voucher codes. */
  vouchers: z.array(z.string()),
  /** Bonus coins credited (minor units). */
  coins: z.number().int(),
  /** The lucky refund round the codes are in. */
  drawId: z.string().nullable(),
  /** Free spins: the game, the rounds given, their bet and until when they can be played. */
  freeRounds: z
    .object({
      gameId: z.number().int(),
      gameName: z.string(),
      rounds: z.number().int(),
      bet: z.number().int(),
      expiresAt: isoDate,
    })
    .nullable(),
  /** What was given back for a refunded line, minor units of the order's currency. */
  refunded: z.number().int(),
});

export const mallOrder = z.object({
  orderNo: z.string(),
  payWith: mallPayWith,
  total: z.number().int(),
  discount: z.number().int(),
  paid: z.number().int(),
  couponId: z.string().nullable(),
  lines: z.array(mallOrderLine),
  address: z.object({ name: z.string(), mobile: z.string(), address: z.string() }).nullable(),
  createdAt: isoDate,
});
export type MallOrder = z.infer<typeof mallOrder>;

export const placeMallOrder = defineCall({
  operationId: 'placeMallOrder',
  method: 'POST',
  path: '/api/mall-service/orders',
  summary:
    'Buys the cart: takes the stock (never below 0), uses the coupon (once), pays in the goods’ currency and delivers digital goods, all in one transaction or nothing. A replay with the same idempotency key answers the same order. Errors: 5680, 5681 sold out, 5682, 5689 price changed, 5690 address needed for a physical good, 5691 mixed currencies, coupons 5683 / 5508 product / 5684 platform / 5685 needs coins / 5686 not time to use / 5687 used, 2001 not enough cash, 5111 not enough coins, 5108 not enough diamonds, 5502 / 5509 no lucky refund round for codes, 2002 key reused.',
  tags: ['mall'],
  auth: 'player',
  body: cartBody.extend({ address: mallAddress.optional(), idempotencyKey: idempotencyKeyField }),
  data: mallOrder,
});

export const getMallOrders = defineCall({
  operationId: 'getMallOrders',
  method: 'GET',
  path: '/api/mall-service/orders',
  summary: 'The player’s orders, newest first, with what each delivered and the delivery state.',
  tags: ['mall'],
  auth: 'player',
  query: pageQuery(20, 50).extend({ lang }),
  data: z.object({ list: z.array(mallOrder), total: z.number().int() }),
});
