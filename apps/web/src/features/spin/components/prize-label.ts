import type { RewardAsset } from '@sika/contract';
import { formatCompact, type Market } from '@sika/domain';

/** A prize as short as a wheel segment allows: "₵5", "2.5K", "50"; null asset is "try again". */
export function shortPrize(market: Market, asset: RewardAsset | null, amount: number): string | null {
  if (asset === null || amount <= 0) return null;
  if (asset === 'diamonds')
    return new Intl.NumberFormat(market.locale, { notation: 'compact' }).format(amount);
  const compact = formatCompact(market, amount);
  return asset === 'coins' ? compact : `${market.currencySymbol}${compact}`;
}
