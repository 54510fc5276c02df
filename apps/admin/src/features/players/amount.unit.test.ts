import { describe, expect, it } from 'vitest';
import { amount, parseAmount } from './amount.ts';

describe('adjustment amounts as staff type and read them', () => {
  it('reads cash and coins in major units without floating point, diamonds as whole counts', () => {
    expect(parseAmount('cash', '25')).toBe(2_500);
    expect(parseAmount('cash', '0.1')).toBe(10);
    expect(parseAmount('cash', '-10.05')).toBe(-1_005);
    expect(parseAmount('cash', '−3.50')).toBe(-350);
    expect(parseAmount('coins', '+1.99')).toBe(199);
    expect(parseAmount('diamonds', '12')).toBe(12);
  });

  it('refuses zero, a third decimal, fractions of a diamond and anything else', () => {
    for (const [asset, text] of [
      ['cash', '0'],
      ['cash', '0.00'],
      ['cash', '1.234'],
      ['cash', '1e3'],
      ['cash', ''],
      ['cash', '12,50'],
      ['diamonds', '1.5'],
    ] as const) {
      expect(parseAmount(asset, text)).toBeNull();
    }
  });

  it('writes the sign and the unit', () => {
    expect(amount('cash', 2_500)).toBe('+25.00 cash');
    expect(amount('coins', -199)).toBe('−1.99 coins');
    expect(amount('diamonds', 12)).toBe('+12 diamonds');
  });
});
