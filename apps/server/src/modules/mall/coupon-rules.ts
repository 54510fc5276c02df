import type { CouponRefusal, ErrorName, MallPayWith } from '@sika/contract';

/** What the rules need of a player's coupon. */
export interface CouponTerms {
  couponType: number;
  discount: number;
  platform: 'all' | 'h5' | 'android' | 'ios';
  coinsOnly: boolean;
  validFrom: Date;
  validUntil: Date;
  used: boolean;
}

export interface CartLineForCoupon {
  couponType: number;
  amount: number;
}

/**
 * Why a coupon cannot be used on a cart (activities §5), checked in this order: used, not time to use, not
 * matching platform, not matching product, needs coins. null: it can be used.
 */
export function couponRefusal(
  coupon: CouponTerms,
  cart: { payWith: MallPayWith; lines: CartLineForCoupon[] },
  platform: string | null,
  now: Date,
): CouponRefusal | null {
  if (coupon.used) return 'used';
  if (now < coupon.validFrom || now >= coupon.validUntil) return 'time';
  if (coupon.platform !== 'all' && coupon.platform !== platform) return 'platform';
  if (!cart.lines.some((line) => line.couponType !== 0 && line.couponType === coupon.couponType))
    return 'product';
  if (coupon.coinsOnly && cart.payWith !== 'coins') return 'coins';
  return null;
}

/** The discount: the coupon's amount, never more than the lines it matches. */
export function couponDiscount(coupon: CouponTerms, lines: CartLineForCoupon[]): number {
  const matching = lines
    .filter((line) => line.couponType === coupon.couponType)
    .reduce((sum, line) => sum + line.amount, 0);
  return Math.min(coupon.discount, matching);
}

export const REFUSAL_ERRORS: Record<CouponRefusal, ErrorName> = {
  used: 'COUPON_USED',
  time: 'COUPON_NOT_TIME',
  platform: 'COUPON_WRONG_PLATFORM',
  product: 'COUPON_NOT_USABLE',
  coins: 'COUPON_NEEDS_COINS',
};
