import type { VipBenefitAsset } from '@sika/contract';
import type { Market } from '@sika/domain';
import type { TFunction } from '../../i18n/index.ts';
import { formatReward } from '../../lib/rewards/index.ts';

/** What a benefit gives, as a player reads it: an amount of money or coins, or "N raffle codes". */
export function benefitAmount(t: TFunction, market: Market, asset: VipBenefitAsset, amount: number): string {
  return asset === 'tickets' ? t('vip.raffleCodes', { count: amount }) : formatReward(market, asset, amount);
}
