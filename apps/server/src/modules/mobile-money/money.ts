/**
 * Minor units ↔ the providers' amount formats. Amounts stay integers until the very edge.
 * MTN: decimal strings in major units ("5", "12.5"). Daraja: whole shillings as numbers; a
 * non-whole amount is refused rather than rounded, because rounding would charge or pay the
 * player something other than what they confirmed.
 */

const MINOR_PER_MAJOR = 100;

export function isPositiveSafeMinor(amountMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor > 0;
}

/** 1250 → "12.5", 1000 → "10", 5 → "0.05". */
export function minorToDecimalString(amountMinor: number): string {
  const whole = Math.trunc(amountMinor / MINOR_PER_MAJOR);
  const fraction = amountMinor % MINOR_PER_MAJOR;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** "12.5" → 1250; null for anything that is not a plain non-negative decimal with at most 2 decimals. */
export function decimalStringToMinor(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1500 → 15 shillings; null when the amount has cents (Daraja takes whole shillings only). */
export function minorToWholeUnits(amountMinor: number): number | null {
  return amountMinor % MINOR_PER_MAJOR === 0 ? amountMinor / MINOR_PER_MAJOR : null;
}

/** A whole-unit amount from a provider body (number or numeric string) → minor units. */
export function wholeUnitsToMinor(value: unknown): number | null {
  const units = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof units !== 'number' || !Number.isFinite(units) || units < 0) return null;
  const minor = Math.round(units * MINOR_PER_MAJOR);
  return Number.isSafeInteger(minor) && Math.abs(minor - units * MINOR_PER_MAJOR) < 1e-6 ? minor : null;
}
