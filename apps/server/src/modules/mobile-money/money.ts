/**
 * Minor units ↔ the providers' amount formats. Amounts stay integers until the very edge.
 * MTN: decimal strings in major units ("5", "12.5"). Daraja: whole shillings as numbers; a
 * non-whole amount is refused rather than rounded, because rounding would charge or pay the
 * player something other than what they confirmed. Airtel: JSON numbers in major units; Orange
 * Money Cameroon: whole francs.
 *
 * `scale` is the market's minor units per major unit (Market.minorScale): 100 for GHS, KES, ZMW; 1 for
 * UGX and XAF, which have no minor unit (one "minor unit" is one shilling or franc).
 */

const DEFAULT_SCALE = 100;

export function isPositiveSafeMinor(amountMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor > 0;
}

function fractionDigits(scale: number): number {
  return Math.round(Math.log10(scale));
}

/** 1250 → "12.5", 1000 → "10", 5 → "0.05"; with scale 1, 500 → "500". */
export function minorToDecimalString(amountMinor: number, scale = DEFAULT_SCALE): string {
  const whole = Math.trunc(amountMinor / scale);
  const fraction = amountMinor % scale;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(fractionDigits(scale), '0').replace(/0+$/, '')}`;
}

/** "12.5" → 1250; null for anything that is not a plain non-negative decimal within the scale's digits. */
export function decimalStringToMinor(value: unknown, scale = DEFAULT_SCALE): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const digits = fractionDigits(scale);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * scale + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1500 → 15 shillings; null when the amount has cents (Daraja takes whole shillings only). */
export function minorToWholeUnits(amountMinor: number, scale = DEFAULT_SCALE): number | null {
  return amountMinor % scale === 0 ? amountMinor / scale : null;
}

/** Major units as a JSON number (Airtel): 1250 → 12.5 at scale 100, 500 → 500 at scale 1. */
export function minorToMajorNumber(amountMinor: number, scale = DEFAULT_SCALE): number {
  return Number(minorToDecimalString(amountMinor, scale));
}

/** A whole-unit amount from a provider body (number or numeric string) → minor units. */
export function wholeUnitsToMinor(value: unknown, scale = DEFAULT_SCALE): number | null {
  const units = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof units !== 'number' || !Number.isFinite(units) || units < 0) return null;
  const minor = Math.round(units * scale);
  return Number.isSafeInteger(minor) && Math.abs(minor - units * scale) < 1e-6 ? minor : null;
}
