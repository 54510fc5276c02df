import type { AdminMallGoods, MallPayWith } from '@sika/contract';
import { money } from '../../lib/market.ts';
import { parseAmount } from '../players/amount.ts';

/** A price as staff read it: cash and coins in major units (two decimals), diamonds as a count. */
export function price(payWith: MallPayWith, minor: number): string {
  return payWith === 'diamonds' ? `${minor} diamonds` : `${money(minor)} ${payWith}`;
}

/** What staff type as a price, in minor units; null unless a positive amount. */
export function parsePrice(payWith: MallPayWith, text: string): number | null {
  const minor = parseAmount(payWith, text);
  return minor !== null && minor > 0 ? minor : null;
}

/** The price as it stands in the form (the inverse of parsePrice). */
export function priceText(payWith: MallPayWith, minor: number): string {
  return payWith === 'diamonds' ? String(minor) : money(minor);
}

/**
 * Voucher codes pasted or read from a CSV: one per line, the first column (comma or semicolon), quotes and
 * blanks dropped, a header line (`code`) skipped.
 */
export function parseCodes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      (line.split(/[,;\t]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((code) => code.length > 0 && code.toLowerCase() !== 'code');
}

export const deliveryLabel: Record<AdminMallGoods['delivery'], string> = {
  raffle_codes: 'raffle codes',
  bonus_coins: 'bonus coins',
  data_bundle: 'digital voucher',
  physical: 'physical',
  free_rounds: 'free spins',
};
