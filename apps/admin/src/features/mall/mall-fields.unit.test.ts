import { describe, expect, it } from 'vitest';
import { parseCodes, parsePrice, price, priceText } from './mall-fields.ts';

describe('the mall back office fields', () => {
  it('reads voucher codes pasted or from a CSV: first column, header, quotes and blank lines dropped', () => {
    expect(parseCodes('code,network\n"MTN-0001",MTN\r\nMTN-0002;x\n\n  MTN-0003  \n')).toEqual([
      'MTN-0001',
      'MTN-0002',
      'MTN-0003',
    ]);
  });

  it('reads and shows prices in the currency: cash and coins with two decimals, diamonds as a count', () => {
    expect(parsePrice('cash', '25.50')).toBe(2550);
    expect(parsePrice('coins', '4')).toBe(400);
    expect(parsePrice('diamonds', '27')).toBe(27);
    expect(parsePrice('diamonds', '2.5')).toBeNull();
    expect(parsePrice('cash', '-3')).toBeNull();
    expect(parsePrice('cash', '0')).toBeNull();
    expect(price('cash', 2550)).toBe('25.50 cash');
    expect(price('diamonds', 27)).toBe('27 diamonds');
    expect(priceText('coins', 450)).toBe('4.50');
  });
});
