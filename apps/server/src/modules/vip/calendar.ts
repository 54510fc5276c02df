import { addDays, localDate, startOfNextLocalDay, weekStart } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { timeZoneOf } from '../rewards/index.ts';

/** The claim window opens this long after the local midnight that starts the following week (Monday 06:00). */
const CLAIM_OPENS_AFTER_MS = 6 * 3_600_000;

/** The instant a local date begins in the market's zone (its local midnight). */
export function localMidnight(ctx: ServerContext, date: string): Date {
  // Noon UTC of the day before lies inside that local day for every zone within ±11 h of UTC.
  return startOfNextLocalDay(new Date(`${addDays(date, -1)}T12:00:00Z`), timeZoneOf(ctx));
}

/** The market's calendar year of an instant: points are counted and reviewed per local year. */
export function localYear(ctx: ServerContext, at: Date): number {
  return Number(localDate(at, timeZoneOf(ctx)).slice(0, 4));
}

/** When the year's review happens: local midnight of the next 1 January. */
export function reviewAt(ctx: ServerContext, year: number): Date {
  return localMidnight(ctx, `${year + 1}-01-01`);
}

/**
 * A cash back week (spec activities §9): Monday 00:00:00 to Sunday 23:59:59 local time, claimable from
 * Monday 06:00 of the next week until that week ends (Sunday 23:59:59), then expired.
 */
export interface CashBackPeriod {
  weekStart: string;
  weekEnd: string;
  from: Date;
  to: Date;
  claimOpensAt: Date;
  claimClosesAt: Date;
}

export function cashBackPeriod(ctx: ServerContext, monday: string): CashBackPeriod {
  const next = addDays(monday, 7);
  const to = localMidnight(ctx, next);
  return {
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    from: localMidnight(ctx, monday),
    to,
    claimOpensAt: new Date(to.getTime() + CLAIM_OPENS_AFTER_MS),
    claimClosesAt: localMidnight(ctx, addDays(next, 7)),
  };
}

/** The Monday of the local week containing `at`. */
export function weekOf(ctx: ServerContext, at: Date): string {
  return weekStart(localDate(at, timeZoneOf(ctx)));
}
