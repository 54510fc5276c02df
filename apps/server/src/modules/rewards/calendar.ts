import { localDate, marketTimeZones, startOfNextLocalDay } from '@sika/domain';
import type { ServerContext } from '../../context.ts';

/** The market's time zone: days and weeks of every activity are local (Ghana: Africa/Accra). */
export function timeZoneOf(ctx: ServerContext): string {
  return marketTimeZones[ctx.market.code];
}

/** Today's local date from the one clock (ctx.now), which tests move. */
export function localToday(ctx: ServerContext, at: Date = ctx.now()): string {
  return localDate(at, timeZoneOf(ctx));
}

/** Milliseconds until the next local midnight. */
export function msUntilTomorrow(ctx: ServerContext, at: Date = ctx.now()): number {
  return startOfNextLocalDay(at, timeZoneOf(ctx)).getTime() - at.getTime();
}
