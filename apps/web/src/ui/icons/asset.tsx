import type { RewardAsset } from '@sika/contract';
import { CashIcon, CoinIcon, DiamondIcon, TicketIcon } from './core.tsx';

/** The picture of what a reward pays in: cash, coins or diamonds, or raffle codes (a VIP benefit). */
export function AssetIcon({
  asset,
  className,
}: {
  asset: RewardAsset | 'tickets' | null;
  className?: string;
}) {
  if (asset === 'tickets') return <TicketIcon className={className} />;
  if (asset === 'coins') return <CoinIcon className={className} />;
  if (asset === 'diamonds') return <DiamondIcon className={className} />;
  if (asset === 'cash' || asset === 'withdrawable_cash') return <CashIcon className={className} />;
  return null;
}
