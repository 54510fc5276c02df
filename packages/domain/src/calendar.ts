import type { MarketCode } from './markets.ts';

/**
 * The market's local calendar: activities count days and weeks in the market's time zone (Ghana:
 * Africa/Accra), never in the server's. Dates are `YYYY-MM-DD` strings, which sort and compare as dates.
 */
export const marketTimeZones: Record<MarketCode, string> = {
  GH: 'Africa/Accra',
  KE: 'Africa/Nairobi',
  UG: 'Africa/Kampala',
  NG: 'Africa/Lagos',
  ZM: 'Africa/Lusaka',
  CM: 'Africa/Douala',
  BR: 'America/Sao_Paulo',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    utcOfWallClock: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The local date of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return wallClock(at, timeZone).date;
}

/** The local date and time (`HH:MM:SS`, 24-hour) of an instant in a time zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const { date, time } = wallClock(at, timeZone);
  return { date, time };
}

/** A date `days` later (or earlier when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the local week that contains `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The instant the local day after `at` begins (local midnight), correct across offset changes. */
export function startOfNextLocalDay(at: Date, timeZone: string): Date {
  const next = addDays(localDate(at, timeZone), 1);
  const midnightAsUtc = Date.parse(`${next}T00:00:00Z`);
  // The zone's offset near that midnight: wall clock minus real instant, read twice to settle a change.
  let guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  guess = midnightAsUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant a local wall-clock time (`date` at `hour`:`minute`) happens in a time zone. */
export function localInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  let guess = wallAsUtc - offsetMs(new Date(wallAsUtc), timeZone);
  guess = wallAsUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(at: Date, timeZone: string): number {
  return wallClock(at, timeZone).utcOfWallClock - Math.floor(at.getTime() / 1000) * 1000;
}
