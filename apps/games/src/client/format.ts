import { language } from './i18n.ts';

/** Decimal places of a currency (GHS 2, XAF 0), from the platform's currency data. */
export function currencyScale(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The one money formatter of the pages: minor units → "GHS 1,234.50". */
export function formatMoney(amountMinor: number, currency: string): string {
  const scale = currencyScale(currency);
  const amount = new Intl.NumberFormat(language(), {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return `${currency} ${amount.format(amountMinor / 10 ** scale)}`;
}

/** Major-unit text from an input → minor units, or null. */
export function parseMoney(text: string, currency: string): number | null {
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 10 ** currencyScale(currency));
}

export function toMajorText(amountMinor: number, currency: string): string {
  const scale = currencyScale(currency);
  return (amountMinor / 10 ** scale).toFixed(scale);
}

export function formatMultiplier(value: number, digits = 2): string {
  return `${value.toFixed(digits)}×`;
}

export function formatPercent(fraction: number, digits = 2): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}
