import type { RewardAsset } from '@sika/contract';
import { CashIcon, CoinIcon, DiamondIcon } from './core.tsx';

/** The picture of what a reward pays in: cash, coins or diamonds. */
export function AssetIcon({ asset, className }: { asset: RewardAsset | null; className?: string }) {
  if (asset === 'coins') return <CoinIcon className={className} />;
  if (asset === 'diamonds') return <DiamondIcon className={className} />;
  if (asset === 'cash' || asset === 'withdrawable_cash') return <CashIcon className={className} />;
  return null;
}
