import type { Market } from '@sika/domain';
import type { TFunction } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatPrice, type MallCoupons } from '../api/mall.ts';

type Coupon = MallCoupons['mine'][number];

/** A coupon's discount in its currency: "1.00 coin off". */
export function couponOff(
  t: TFunction,
  market: Market,
  coupon: Pick<Coupon, 'discount' | 'currency'>,
): string {
  return t('mall.off', { amount: formatPrice(market, coupon.currency, coupon.discount) });
}

/** Where and when a coupon can be used, in a line. */
export function couponTerms(t: TFunction, coupon: Coupon, language: string, now = Date.now()): string {
  if (coupon.usedAt) return t('mall.used', { orderNo: coupon.orderNo ?? '' });
  const parts: string[] = [];
  if (Date.parse(coupon.validFrom) > now)
    parts.push(t('mall.validFrom', { date: formatDate(coupon.validFrom, language, 'medium') }));
  parts.push(t('mall.validUntil', { date: formatDate(coupon.validUntil, language, 'medium') }));
  if (coupon.platform !== 'all') parts.push(t('mall.appOnly'));
  if (coupon.coinsOnly) parts.push(t('mall.coinsOnly'));
  return parts.join(' · ');
}
