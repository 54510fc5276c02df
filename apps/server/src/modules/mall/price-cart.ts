import type { CartItem, CouponRefusal, Language, MallGoods, MallPayWith, MallQuote } from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';
import { couponDiscount, couponRefusal } from './coupon-rules.ts';
import { type PlayerCoupon, playerCoupons } from './coupons.ts';
import { listGoods } from './goods-repository.ts';

export interface PricedLine {
  goods: MallGoods;
  count: number;
  amount: number;
}

export interface PricedCart {
  payWith: MallPayWith;
  lines: PricedLine[];
  total: number;
}

/**
 * The cart at today's prices. Lines of the same good are added up; the price the player saw must be
 * today's (else they would pay what they did not agree to). Stock is checked here for the quote and again,
 * by the conditional UPDATE, when the order takes it.
 * Errors: MALL_GOODS_NOT_FOUND, MALL_PRICE_CHANGED, MALL_MIXED_CURRENCIES, MALL_TOO_MANY, MALL_SOLD_OUT.
 */
export async function priceCart(db: Db, items: CartItem[], lang: Language): Promise<PricedCart> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.id, (counts.get(item.id) ?? 0) + item.count);
  const goods = await listGoods(db, lang, { ids: [...counts.keys()] });
  const byId = new Map(goods.map((g) => [g.id, g]));
  for (const item of items) {
    const found = byId.get(item.id);
    if (!found) throw new AppError('MALL_GOODS_NOT_FOUND', { internal: `goods ${item.id}` });
    if (found.unitPrice !== item.unitPrice) throw new AppError('MALL_PRICE_CHANGED');
  }
  const lines = [...counts].map(([id, count]) => {
    const found = byId.get(id) as MallGoods;
    if (count > found.maxPerOrder) throw new AppError('MALL_TOO_MANY');
    if (count > found.stock) throw new AppError('MALL_SOLD_OUT');
    return { goods: found, count, amount: found.unitPrice * count };
  });
  const payWith = lines[0]?.goods.payWith ?? 'coins';
  if (lines.some((line) => line.goods.payWith !== payWith)) throw new AppError('MALL_MIXED_CURRENCIES');
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!Number.isSafeInteger(total)) throw new AppError('AMOUNT_INVALID');
  return { payWith, lines, total };
}

const couponLines = (cart: PricedCart) =>
  cart.lines.map((line) => ({ couponType: line.goods.couponType, amount: line.amount }));

export function refusalFor(
  coupon: PlayerCoupon,
  cart: PricedCart,
  platform: string | null,
  now: Date,
): CouponRefusal | null {
  return couponRefusal(coupon.terms, { payWith: cart.payWith, lines: couponLines(cart) }, platform, now);
}

export const discountFor = (coupon: PlayerCoupon, cart: PricedCart) =>
  couponDiscount(coupon.terms, couponLines(cart));

/**
 * Prices a cart and, with a coupon, says whether it can be used (the quote never refuses for a coupon: it
 * tells why). Moves nothing. Errors: those of priceCart, COUPON_NOT_FOUND.
 */
export async function quoteCart(
  db: Db,
  playerId: string,
  request: { items: CartItem[]; couponId?: string | undefined; lang: Language },
  platform: string | null,
  now: Date,
): Promise<MallQuote> {
  const cart = await priceCart(db, request.items, request.lang);
  const coupons = await playerCoupons(db, playerId, request.lang);
  const usable = coupons.filter((c) => refusalFor(c, cart, platform, now) === null);
  let refusal: CouponRefusal | null = null;
  let discount = 0;
  if (request.couponId) {
    const chosen = coupons.find((c) => c.id === request.couponId);
    if (!chosen) throw new AppError('COUPON_NOT_FOUND');
    refusal = refusalFor(chosen, cart, platform, now);
    if (refusal === null) discount = discountFor(chosen, cart);
  }
  return {
    payWith: cart.payWith,
    lines: cart.lines.map((line) => ({
      id: line.goods.id,
      name: line.goods.name,
      unitPrice: line.goods.unitPrice,
      count: line.count,
      couponType: line.goods.couponType,
      amount: line.amount,
    })),
    total: cart.total,
    discount,
    payable: cart.total - discount,
    usableCoupons: usable.map((c) => c.id),
    couponRefusal: refusal,
  };
}
