import { localDateTime, marketTimeZones } from './calendar.ts';
import { dateFieldOrder, formatDateNumeric, type Market } from './markets.ts';

/**
 * Dates as a market reads and types them (issue 20: day/month/year in Ghana, never the browser's US default
 * nor its date picker, whose order follows the browser's language). The player's KYC form and the back
 * office type dates through these; ISO `YYYY-MM-DD` stays the wire's and the database's form.
 */

/**
 * A date typed in the market's order, masked while it is typed: 24111 → 24/11/1. A separator comes only
 * before a digit, so deleting works.
 */
export function maskTypedDate(market: Market, text: string): string {
  const digits = text.replace(/\D+/g, '').slice(0, 8);
  const parts: string[] = [];
  let next = 0;
  for (const part of dateFieldOrder(market)) {
    if (next >= digits.length) break;
    const size = part === 'year' ? 4 : 2;
    parts.push(digits.slice(next, next + size));
    next += size;
  }
  return parts.join('/');
}

/** A typed date (market order, complete) as ISO `YYYY-MM-DD`; null while incomplete or not a calendar date. */
export function parseTypedDate(market: Market, text: string): string | null {
  const digits = text.replace(/\D+/g, '');
  if (digits.length !== 8) return null;
  const parts: Record<string, number> = {};
  let next = 0;
  for (const part of dateFieldOrder(market)) {
    const size = part === 'year' ? 4 : 2;
    parts[part] = Number(digits.slice(next, next + size));
    next += size;
  }
  const { year = 0, month = 0, day = 0 } = parts;
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31/04, 29/02 of a common year
  return date.toISOString().slice(0, 10);
}

/**
 * An ISO date (`2026-11-24`) or month (`2026-11`) as the market writes it: 24/11/2026, 11/2026. Anything
 * else is returned unchanged.
 */
export function formatIsoDate(market: Market, iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return formatDateNumeric(market, Number(day[1]), Number(day[2]), Number(day[3]));
  const month = /^(\d{4})-(\d{2})$/.exec(iso);
  if (month) return market.dateOrder === 'ymd' ? `${month[1]}/${month[2]}` : `${month[2]}/${month[1]}`;
  return iso;
}

/**
 * An instant as the market's clock shows it, date in the market's order: 24/11/2026 14:05 (with `:09`
 * when `seconds`). The market's time zone, not the reader's: staff reconcile against local days.
 */
export function formatInstant(market: Market, at: Date | string, seconds = false): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const local = localDateTime(date, marketTimeZones[market.code]);
  return `${formatIsoDate(market, local.date)} ${seconds ? local.time : local.time.slice(0, 5)}`;
}
