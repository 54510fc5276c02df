import type { ServerContext } from '../../../context.ts';
import { findActivity, localToday, requireActivity, timeZoneOf } from '../../rewards/index.ts';
import { loadSlots } from './cash-rain-repository.ts';
import { type DaySlot, slotsOfDay } from './slots.ts';

export const CASH_RAIN = 'cash-rain';

type Localized<T> = { en: T; fr?: T; pt?: T };

/** `reward_activities.settings` of the cash rain (seed-cash-rain.ts). */
export interface CashRainSettings {
  /** memberStatus 1 (deposit first) for a player without a credited deposit. */
  requireDeposit: boolean;
  /** How long after a slot's end its gift can still be claimed (countdown + rain + the call). */
  claimGraceMs: number;
  title: Localized<string>;
  rules: Localized<string[]>;
}

const DEFAULTS: CashRainSettings = {
  requireDeposit: true,
  claimGraceMs: 30_000,
  title: { en: 'Cash Rain' },
  rules: { en: [] },
};

export function settingsOf(raw: Record<string, unknown>): CashRainSettings {
  return { ...DEFAULTS, ...(raw as Partial<CashRainSettings>) };
}

export function localized<T>(value: Localized<T>, lang: 'en' | 'fr' | 'pt'): T {
  return value[lang] ?? value.en;
}

/** Today's slots at `now` and the settings; `enabled` false when the activity is off or not configured. */
export async function cashRainToday(ctx: ServerContext, now: Date, required: boolean) {
  const row = required ? await requireActivity(ctx.db, CASH_RAIN) : await findActivity(ctx.db, CASH_RAIN);
  const settings = settingsOf(row?.settings ?? {});
  const today = localToday(ctx, now);
  const slots: DaySlot[] = row ? slotsOfDay(await loadSlots(ctx.db), today, timeZoneOf(ctx), now) : [];
  return { enabled: row?.enabled ?? false, settings, today, slots };
}
