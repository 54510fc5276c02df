import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets } from './markets.ts';
import {
  coinDecimalsOf,
  coinsToMoneyMinor,
  formatCoins,
  formatCompact,
  formatMoney,
  parseMoneyInput,
  percentageFeeMinor,
} from './money.ts';

const ghana = markets.GH;

describe('money', () => {
  it('shows coins as option 4030 says: on the cash scale, or as whole coins', () => {
    expect(formatCoins(ghana, 123_450)).toBe('1,234.50');
    expect(formatCoins({ ...ghana, coinDecimals: false }, 123_450)).toBe('123,450');
    expect(coinDecimalsOf('[{"type":"money","isbonus":1},{"type":"bonusMoney","isbonus":0}]')).toBe(false);
    expect(coinDecimalsOf('[{"type":"money","isbonus":1},{"type":"bonusMoney","isbonus":1}]')).toBe(true);
    for (const unreadable of [undefined, '', 'nope', '{}', '[null]', '[{"type":"money","isbonus":0}]'])
      expect(coinDecimalsOf(unreadable)).toBe(true);
  });

  it('formats cedis with the symbol, separators and 2 decimals', () => {
    expect(formatMoney(ghana, 123_456_789)).toBe('₵1,234,567.89');
    expect(formatMoney(ghana, 5)).toBe('₵0.05');
    expect(formatMoney(ghana, 0, false)).toBe('0.00');
    // Cameroon writes the symbol after the amount, in whole francs.
    expect(formatMoney(markets.CM, 2500)).toBe('2\u202f500\u00a0FCFA');
  });

  it('abbreviates large values with K, M, B', () => {
    expect(formatCompact(ghana, 150_000)).toBe('1.5K');
    expect(formatCompact(ghana, 250_000_000)).toBe('2.5M');
    expect(formatCompact(ghana, 300_000_000_000)).toBe('3B');
    expect(formatCompact(ghana, 99_900)).toBe('999');
  });

  it('parses typed amounts into minor units without floating point', () => {
    expect(parseMoneyInput(ghana, '12')).toBe(1200);
    expect(parseMoneyInput(ghana, '12.5')).toBe(1250);
    expect(parseMoneyInput(ghana, '0.07')).toBe(7);
    expect(parseMoneyInput(ghana, '12.')).toBe(1200);
    for (const bad of ['', '.', '12.345', '-1', '1e3', 'abc', '1,000'])
      expect(parseMoneyInput(ghana, bad)).toBeNull();
  });

  it('round-trips every amount a player can type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(parseMoneyInput(ghana, text)).toBe(minor);
      }),
    );
  });

  it('converts withdraw coins as money = floor(coins × 100 / config)', () => {
    expect(coinsToMoneyMinor(1000, 100)).toBe(1000);
    expect(coinsToMoneyMinor(999, 300)).toBe(333);
    expect(coinsToMoneyMinor(5, 0)).toBe(0);
  });

  it('rounds a percentage fee up to the pesewa', () => {
    expect(percentageFeeMinor(1001, 200)).toBe(21);
    expect(percentageFeeMinor(1000, 200)).toBe(20);
  });
});
