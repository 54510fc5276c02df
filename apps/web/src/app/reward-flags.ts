import { RATING_ELIGIBLE_AFTER_MS } from '@sika/domain';
import { readStored, storageKeys } from '../lib/storage.ts';
import { isStoreBuild } from '../lib/store-build.ts';

/** Query flags that open an overlay from any link an operator configures (menus, adverts, notices). */
export const DAILY_BONUS = 'dailyBonus';
export const COINS_EVENT = 'coinsEvent';
export const CASH_RAIN = 'cashRain';
/** Spec activities §4 Rating bonus: only the store app, only when a registration time is stored a day ago. */
export function ratingDue(): boolean {
  if (!isStoreBuild()) return false;
  const registered = Number(readStored(storageKeys.registerTime));
  return Number.isFinite(registered) && registered > 0 && Date.now() - registered >= RATING_ELIGIBLE_AFTER_MS;
}
