import type { RewardAsset } from '@sika/contract';
import { formatCoins, formatMoney, type Market } from '@sika/domain';

/**
 * A reward as a player reads it: cash with the currency symbol, coins as option 4030 says (coins are
 * bonus money on the cash scale), diamonds as a whole count. The asset's name is the caller's label.
 */
export function formatReward(market: Market, asset: RewardAsset, amount: number): string {
  switch (asset) {
    case 'cash':
    case 'withdrawable_cash':
      return formatMoney(market, amount);
    case 'coins':
      return formatCoins(market, amount);
    case 'diamonds':
      return new Intl.NumberFormat(market.locale).format(amount);
  }
}
