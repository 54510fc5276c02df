import type { Market } from './markets.ts';

/**
 * Money is integers in minor units everywhere (ARCHITECTURE.md, Money). These are the only conversions
 * between minor units and what a player reads or types.
 */
export function isSafeMinor(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** ₵1,234.50 — thousands separators, the market's fraction digits. */
export function formatMoney(m: Market, amountMinor: number, withSymbol = true): string {
  const major = amountMinor / m.minorScale;
  const text = new Intl.NumberFormat(m.locale, {
    minimumFractionDigits: m.fractionDigits,
    maximumFractionDigits: m.fractionDigits,
  }).format(major);
  if (!withSymbol) return text;
  // A no-break space keeps "2 500 FCFA" on one line.
  return m.symbolAfter ? `${text}\u00a0${m.currencySymbol}` : `${m.currencySymbol}${text}`;
}

/** Coins as option 4030 says (Market.coinDecimals): 12.50 on the cash scale, or 1,250 whole coins. Never a symbol. */
export function formatCoins(m: Market, amountMinor: number): string {
  if (m.coinDecimals) return formatMoney(m, amountMinor, false);
  return new Intl.NumberFormat(m.locale, { maximumFractionDigits: 0 }).format(amountMinor);
}

/**
 * Reads option 4030, a JSON list of {type, isbonus}: false only when its `bonusMoney` entry says isbonus 0.
 * Anything unreadable keeps decimals, the scale every other amount uses.
 */
export function coinDecimalsOf(option4030: string | undefined): boolean {
  try {
    const formats: unknown = JSON.parse(option4030 ?? '[]');
    if (!Array.isArray(formats)) return true;
    const coins = formats.find((f) => (f as { type?: unknown } | null)?.type === 'bonusMoney') as
      | { isbonus?: unknown }
      | undefined;
    return Number(coins?.isbonus) !== 0;
  } catch {
    return true;
  }
}

/** Large values abbreviated K, M, B (spec activities §9), for badges and jackpots. */
export function formatCompact(m: Market, amountMinor: number): string {
  const major = amountMinor / m.minorScale;
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(major) >= size) return `${trimZeros((major / size).toFixed(2))}${suffix}`;
  }
  return trimZeros(major.toFixed(m.fractionDigits));
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Parse what a player typed ("12", "12.5", "12.50") into minor units without floating point.
 * Returns null for anything that is not a plain non-negative decimal within the market's digits.
 */
export function parseMoneyInput(m: Market, text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > m.fractionDigits) return null;
  const scaleDigits = Math.round(Math.log10(m.minorScale));
  const minor = Number(match[1]) * m.minorScale + Number(fraction.padEnd(scaleDigits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Withdraw coins → money: money = floor(coins × 100 / config) (spec core §5, option 100). */
export function coinsToMoneyMinor(coins: number, coinsPerHundredMinor: number): number {
  if (coinsPerHundredMinor <= 0) return 0;
  return Math.floor((coins * 100) / coinsPerHundredMinor);
}

/** A percentage fee in basis points of the amount, rounded up to the minor unit (spec core §5, fee type 1). */
export function percentageFeeMinor(amountMinor: number, basisPoints: number): number {
  return Math.ceil((amountMinor * basisPoints) / 10_000);
}
