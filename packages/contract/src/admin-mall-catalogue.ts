import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { localizedTitle } from './admin-content.ts';
import { isoDate } from './fields.ts';
import { mallCouponPlatform, mallDelivery, mallGoods, mallPayWith } from './mall.ts';

/**
 * The mall's back office (issue 17, docs/mall.md "The back office"): goods (create, edit, publish, stock as
 * audited adjustments), voucher codes of voucher goods (uploaded, counted, masked) and coupon campaigns
 * (define, issue to players once per key, revoke an unused coupon). Permission `mall.manage` (content,
 * admin); a voucher code is shown in full only to `mall.vouchers.reveal` (admin), and each reveal is
 * audited. Every change writes its audit row in its own transaction.
 */

const reason = z.string().trim().min(3).max(500);
const instant = z.iso.datetime({ offset: true });
const goodsId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const couponKindId = goodsId;
const longText = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    fr: z.string().trim().max(max).optional(),
    pt: z.string().trim().max(max).optional(),
  });
const localizedOut = z.object({ en: z.string(), fr: z.string().optional(), pt: z.string().optional() });

/**
 * A good as staff see it. What it shares with the player's good (mall.ts) is taken from there, in place so
 * the fields keep their order; names in every language, the price, the place, the state and the codes are
 * staff's own.
 */
const asPlayersSee = mallGoods.shape;
export const adminMallGoods = z.object({
  id: asPlayersSee.id,
  type: asPlayersSee.type,
  name: localizedOut,
  description: localizedOut,
  image: asPlayersSee.image,
  payWith: asPlayersSee.payWith,
  /** The price of one, minor units of `payWith`. */
  price: z.number().int(),
  stock: asPlayersSee.stock,
  sold: asPlayersSee.sold,
  maxPerOrder: asPlayersSee.maxPerOrder,
  delivery: asPlayersSee.delivery,
  deliveryAmount: asPlayersSee.deliveryAmount,
  couponType: asPlayersSee.couponType,
  jumpUrl: asPlayersSee.jumpUrl,
  sort: z.number().int(),
  /** Published: on sale in the player's mall. */
  enabled: z.boolean(),
  /** Voucher goods: codes left and delivered (null for other goods). */
  vouchers: z.object({ left: z.number().int(), used: z.number().int() }).nullable(),
});
export type AdminMallGoods = z.infer<typeof adminMallGoods>;

export const adminMallType = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });

/** What staff set on a good; its stock moves only through adjustments (or voucher uploads). */
const goodsFields = z.object({
  type: z.number().int().positive().max(32_767),
  name: localizedTitle,
  description: longText(2000),
  image: z.string().trim().min(1).max(500),
  payWith: mallPayWith,
  price: z.number().int().positive().max(1_000_000_000_00),
  maxPerOrder: z.number().int().min(1).max(100),
  deliveryAmount: z.number().int().min(0).max(1_000_000_000),
  couponType: z.number().int().min(0).max(32_767),
  jumpUrl: z
    .string()
    .trim()
    .regex(/^\/[^\s]*$/)
    .max(500)
    .nullable(),
  sort: z.number().int().min(-32_768).max(32_767),
});
export type AdminMallGoodsFields = z.infer<typeof goodsFields>;

export const adminListMallGoods = defineStaffCall({
  operationId: 'adminListMallGoods',
  method: 'GET',
  path: '/api/admin/mall/goods',
  summary:
    'Every good of the mall, published or not, with stock, sold and (voucher goods) codes left and used; filtered by shelf and status. Also the shelves.',
  permission: 'mall.manage',
  query: z.object({
    type: z.coerce.number().int().positive().max(32_767).optional(),
    status: z.enum(['all', 'published', 'unpublished']).default('all'),
  }),
  data: z.object({ list: z.array(adminMallGoods), types: z.array(adminMallType) }),
});

export const adminCreateMallGoods = defineStaffCall({
  operationId: 'adminCreateMallGoods',
  method: 'POST',
  path: '/api/admin/mall/goods',
  summary:
    'A new good, unpublished, with its starting stock (0 for a voucher good: its stock is its codes). Errors: 5798 delivery amount missing or not wanted, 5799 no such shelf, 5796 a voucher good with a stock.',
  permission: 'mall.manage',
  // Free spins need a game, rounds and a bet the form does not have yet (docs/mall.md "Free spins").
  body: goodsFields.extend({
    delivery: mallDelivery.exclude(['free_rounds']),
    stock: z.number().int().min(0).max(10_000_000),
  }),
  data: adminMallGoods,
});

export const adminUpdateMallGoods = defineStaffCall({
  operationId: 'adminUpdateMallGoods',
  method: 'PUT',
  path: '/api/admin/mall/goods/:id',
  summary:
    'Edits a good (not its delivery kind, not its stock). A new price reaches carts as 5689 at checkout, never as a silent charge. Errors: 5680 no such good, 5798, 5799.',
  permission: 'mall.manage',
  params: goodsId,
  body: goodsFields,
  data: adminMallGoods,
});

export const adminPublishMallGoods = defineStaffCall({
  operationId: 'adminPublishMallGoods',
  method: 'POST',
  path: '/api/admin/mall/goods/:id/publish',
  summary: 'Puts a good on sale (published) or takes it off. Errors: 5680 no such good.',
  permission: 'mall.manage',
  params: goodsId,
  body: z.object({ published: z.boolean() }),
  data: adminMallGoods,
});

export const adminAdjustMallStock = defineStaffCall({
  operationId: 'adminAdjustMallStock',
  method: 'POST',
  path: '/api/admin/mall/goods/:id/stock',
  summary:
    'Adds (positive) or takes away (negative) stock, in one conditional UPDATE beside the purchases: never a blind overwrite, never below zero. Audited with the stock before and after. Errors: 5680, 5795 fewer left than taken away, 5796 a voucher good.',
  permission: 'mall.manage',
  params: goodsId,
  body: z.object({
    delta: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((n) => n !== 0, 'not zero'),
    reason,
  }),
  data: adminMallGoods,
});

export const adminMallVoucher = z.object({
  id: z.number().int(),
  /** The code masked (its last 4 characters), unless revealed. */
  code: z.string(),
  orderNo: z.string().nullable(),
  deliveredAt: isoDate.nullable(),
});
export type AdminMallVoucher = z.infer<typeof adminMallVoucher>;

export const adminListMallVouchers = defineStaffCall({
  operationId: 'adminListMallVouchers',
  method: 'GET',
  path: '/api/admin/mall/goods/:id/vouchers',
  summary:
    'The voucher codes of a voucher good, masked, newest first, with codes left and used. Errors: 5680, 5797 not a voucher good.',
  permission: 'mall.manage',
  params: goodsId,
  query: z.object({ state: z.enum(['left', 'used']).default('left') }),
  data: z.object({ left: z.number().int(), used: z.number().int(), list: z.array(adminMallVoucher) }),
});

export const adminUploadMallVouchers = defineStaffCall({
  operationId: 'adminUploadMallVouchers',
  method: 'POST',
  path: '/api/admin/mall/goods/:id/vouchers',
  summary:
    'Loads voucher codes (pasted or from a CSV: the first column of each line) for a voucher good; the stock grows by the codes added, in the same transaction. A code already loaded (a second upload of the same file) is skipped and counted, so an upload sent twice adds once. Errors: 5680, 5797.',
  permission: 'mall.manage',
  params: goodsId,
  body: z.object({
    codes: z.array(z.string().trim().min(4).max(200)).min(1).max(5000),
    reason,
  }),
  data: z.object({
    added: z.number().int(),
    skipped: z.number().int(),
    goods: adminMallGoods,
  }),
});

export const adminRevealMallVoucher = defineStaffCall({
  operationId: 'adminRevealMallVoucher',
  method: 'POST',
  path: '/api/admin/mall/vouchers/:id/reveal',
  summary:
    'One voucher code in full (a player says theirs does not load), with its audit row and reason. Errors: 5803 no such code.',
  permission: 'mall.vouchers.reveal',
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ reason }),
  data: adminMallVoucher,
});

// ───────────────────────────── Coupon campaigns ─────────────────────────────

export const adminMallCouponKind = z.object({
  id: z.number().int(),
  name: localizedOut,
  /** The goods it applies to: those whose coupon type is this (activities §5 'not matching product'). */
  couponType: z.number().int(),
  /** Taken off the matching lines, minor units of the order's currency. */
  discount: z.number().int(),
  platform: mallCouponPlatform,
  coinsOnly: z.boolean(),
  startsAt: isoDate,
  endsAt: isoDate,
  validDays: z.number().int(),
  usableAfterHours: z.number().int(),
  /** On offer in the coupon centre (issued coupons stay usable either way). */
  enabled: z.boolean(),
  issued: z.number().int(),
  used: z.number().int(),
  revoked: z.number().int(),
});
export type AdminMallCouponKind = z.infer<typeof adminMallCouponKind>;

const couponFields = z.object({
  name: localizedTitle,
  couponType: z.number().int().positive().max(32_767),
  discount: z.number().int().positive().max(1_000_000_000_00),
  platform: mallCouponPlatform,
  coinsOnly: z.boolean(),
  startsAt: instant,
  endsAt: instant,
  validDays: z.number().int().min(1).max(365),
  usableAfterHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  enabled: z.boolean(),
});
export type AdminMallCouponFields = z.infer<typeof couponFields>;

export const adminListMallCoupons = defineStaffCall({
  operationId: 'adminListMallCoupons',
  method: 'GET',
  path: '/api/admin/mall/coupons',
  summary: 'Every coupon campaign with how many coupons were issued (collected or given), used and revoked.',
  permission: 'mall.manage',
  data: z.object({ list: z.array(adminMallCouponKind) }),
});

export const adminCreateMallCoupon = defineStaffCall({
  operationId: 'adminCreateMallCoupon',
  method: 'POST',
  path: '/api/admin/mall/coupons',
  summary: 'A new coupon campaign. Errors: 5622 the end at or before the start.',
  permission: 'mall.manage',
  body: couponFields,
  data: adminMallCouponKind,
});

export const adminUpdateMallCoupon = defineStaffCall({
  operationId: 'adminUpdateMallCoupon',
  method: 'PUT',
  path: '/api/admin/mall/coupons/:id',
  summary:
    'Edits a coupon campaign; coupons already issued keep their validity dates but follow the new rules and value. Errors: 5800 no such campaign, 5622.',
  permission: 'mall.manage',
  params: couponKindId,
  body: couponFields,
  data: adminMallCouponKind,
});

export const adminMallPlayerCoupon = z.object({
  id: z.string().uuid(),
  playerId: z.string().uuid(),
  mobile: z.string(),
  validFrom: isoDate,
  validUntil: isoDate,
  /** Who issued it: a staff e-mail, or null when the player collected it. */
  issuedBy: z.string().nullable(),
  issuedAt: isoDate,
  usedAt: isoDate.nullable(),
  orderNo: z.string().nullable(),
  revokedAt: isoDate.nullable(),
});
export type AdminMallPlayerCoupon = z.infer<typeof adminMallPlayerCoupon>;

export const adminListMallPlayerCoupons = defineStaffCall({
  operationId: 'adminListMallPlayerCoupons',
  method: 'GET',
  path: '/api/admin/mall/coupons/:id/players',
  summary: 'The coupons of one campaign that players hold, newest first, by state. Errors: 5800.',
  permission: 'mall.manage',
  params: couponKindId,
  query: z.object({
    state: z.enum(['unused', 'used', 'revoked']).default('unused'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(100),
  }),
  data: z.object({ list: z.array(adminMallPlayerCoupon), total: z.number().int() }),
});

export const adminIssueMallCoupon = defineStaffCall({
  operationId: 'adminIssueMallCoupon',
  method: 'POST',
  path: '/api/admin/mall/coupons/:id/issue',
  summary:
    "Gives a campaign's coupon to players (ids or mobiles, up to 1000), valid from now (plus its waiting hours) for its days, never past the campaign's end. A player who already holds one is counted, not given a second. Once per idempotency key: a replay (double click, lost answer) answers the first issue; the same key with other players is 2002. Errors: 5800, 5802 an id or mobile nobody has (nothing is issued; `data.unknown` lists them), 2002.",
  permission: 'mall.manage',
  params: couponKindId,
  body: z.object({
    players: z.array(z.string().trim().min(3).max(64)).min(1).max(1000),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    reason,
  }),
  data: z.object({
    issued: z.number().int(),
    alreadyHeld: z.number().int(),
    replayed: z.boolean(),
  }),
});

export const adminRevokeMallPlayerCoupon = defineStaffCall({
  operationId: 'adminRevokeMallPlayerCoupon',
  method: 'POST',
  path: '/api/admin/mall/player-coupons/:id/revoke',
  summary:
    "Revokes a player's unused coupon: no order can use it from then on (an order racing the revocation either used it first, and the revocation is refused, or is refused itself). Errors: 5683 no such coupon, 5801 used or revoked already.",
  permission: 'mall.manage',
  params: z.object({ id: z.string().uuid() }),
  body: z.object({ reason }),
  data: adminMallPlayerCoupon,
});
