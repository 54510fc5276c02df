import type { CashRainSlot } from '@sika/contract';
import type { TFunction } from '../../../i18n/index.ts';

/** The entry's and the start button's label (spec activities §4): by the displayed slot's status. */
export function slotLabel(t: TFunction, slot: CashRainSlot | undefined): string {
  if (!slot || slot.status === -1) return t('cashRain.tomorrow');
  if (slot.status === 0) return t('cashRain.startsAt', { begin: slot.begin });
  return t('cashRain.grabNow');
}
