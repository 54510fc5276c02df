/**
 * Dates for display, through the browser's Intl (no date library in the bundle). The wire carries ISO-8601
 * UTC; the player reads their own clock, in the app's language.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** English is read the British way in Ghana (day first, 24-hour clock), not the US way. */
const localeOf = (language: string) => (language === 'en' ? 'en-GB' : language);

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, found);
  }
  return found;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026, 14:05" in English; the language's own order elsewhere. */
export function formatDateTime(iso: string, language: string): string {
  const date = parse(iso);
  return date ? formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** "21 November 2026", or "21 Nov 2026" where room is short. */
export function formatDate(iso: string, language: string, style: 'long' | 'medium' = 'long'): string {
  const date = parse(iso);
  return date ? formatter(language, { dateStyle: style }).format(date) : '';
}

/** "14:05" (24-hour in English as in Ghana; the language's own way elsewhere). */
export function formatTime(iso: string, language: string): string {
  const date = parse(iso);
  return date ? formatter(language, { timeStyle: 'short' }).format(date) : '';
}
