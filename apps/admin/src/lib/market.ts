import {
  formatInstant,
  formatIsoDate,
  isMarketCode,
  localDate,
  type Market,
  markets,
  marketTimeZones,
} from '@sika/domain';

/**
 * The market the back office serves: one deployment serves one market (docs/markets.md), which adminMe
 * names at sign-in, before any page is drawn, and which never changes in a tab. Dates and money are shown
 * as that market writes them (issue 20: day/month/year in Ghana, whatever the browser's language), on its
 * clock, and amounts at its currency's scale (XAF has no minor unit).
 */
let current: Market = markets.GH;

export function setOperatorMarket(code: string): void {
  if (isMarketCode(code)) current = markets[code];
}

export function operatorMarket(): Market {
  return current;
}

/** An instant on the market's clock, date in its order: 24/11/2026 14:05:09; — for none. */
export function when(iso: string | null): string {
  return iso ? formatInstant(current, iso, true) : '—';
}

/** A local day or month of a report (2026-11-24, 2026-11) in the market's order: 24/11/2026, 11/2026. */
export function day(iso: string): string {
  return formatIsoDate(current, iso);
}

/** Today's date on the market's clock, ISO. */
export function today(now = new Date()): string {
  return localDate(now, marketTimeZones[current.code]);
}

/** An amount in minor units in major units at the market's scale, without symbol: 12.50, or 2500 in XAF. */
export function money(minor: number): string {
  return (minor / current.minorScale).toFixed(current.fractionDigits);
}

/** A day without its year, for chart axes: 24/11 (11/24 where the month leads, 11/24 ymd). */
export function shortDay(iso: string): string {
  const full = day(iso);
  return current.dateOrder === 'ymd' ? full.slice(5) : full.slice(0, 5);
}
