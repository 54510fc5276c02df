import type { AdjustmentAsset } from '@sika/contract';
import { money, operatorMarket } from '../../lib/market.ts';

/** A signed adjustment as staff read it: cash and coins in major units (two decimals), diamonds as a count. */
export function amount(asset: AdjustmentAsset, minor: number): string {
  const sign = minor < 0 ? '−' : '+';
  const size = Math.abs(minor);
  return asset === 'diamonds' ? `${sign}${size} diamonds` : `${sign}${money(size)} ${asset}`;
}

/**
 * What staff type (`-12.50`, `40`) in minor units, without floating point: cash and coins take the market's
 * decimals (two, none in XAF), diamonds none. null when it is not a non-zero amount.
 */
export function parseAmount(asset: AdjustmentAsset, text: string): number | null {
  const match = /^([+-]?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replace('−', '-'));
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  // The market's scale: XAF and UGX have no minor unit, so no decimals there.
  const { minorScale, fractionDigits } = operatorMarket();
  if (fraction !== undefined && (asset === 'diamonds' || fraction.length > fractionDigits)) return null;
  const minor =
    asset === 'diamonds'
      ? Number(whole)
      : Number(whole) * minorScale + Number((fraction ?? '').padEnd(fractionDigits, '0') || 0);
  if (minor === 0) return null;
  return sign === '-' ? -minor : minor;
}
