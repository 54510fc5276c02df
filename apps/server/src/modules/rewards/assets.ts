import type { RewardAsset } from '@sika/contract';
import { type AccountRef, houseAccount, playerAccount } from '../wallet/index.ts';

/**
 * Where a reward asset lives: cash is the player's locked cash (to be wagered, decision 004), withdrawable
 * cash their withdrawable cash; each activity pays from promotion house accounts of its own, one per asset
 * (`promotion.daily-sign` cash, `promotion.daily-sign.withdrawable` cash, coins, diamonds).
 */
export function playerPocket(asset: RewardAsset, playerId: string): AccountRef {
  switch (asset) {
    case 'cash':
      return playerAccount.locked(playerId);
    case 'withdrawable_cash':
      return playerAccount.withdrawable(playerId);
    case 'coins':
      return playerAccount.coins(playerId);
    case 'diamonds':
      return playerAccount.diamonds(playerId);
  }
}

/** What a player pays with: coins or diamonds (spins and exchanges). */
export function playerSource(asset: 'coins' | 'diamonds', playerId: string): AccountRef {
  return asset === 'coins' ? playerAccount.coins(playerId) : playerAccount.diamonds(playerId);
}

export function promotionAccount(activity: string, asset: RewardAsset): AccountRef {
  switch (asset) {
    case 'cash':
      return houseAccount(`promotion.${activity}`, 'cash');
    case 'withdrawable_cash':
      return houseAccount(`promotion.${activity}.withdrawable`, 'cash');
    case 'coins':
      return houseAccount(`promotion.${activity}`, 'coins');
    case 'diamonds':
      return houseAccount(`promotion.${activity}`, 'diamonds');
  }
}
