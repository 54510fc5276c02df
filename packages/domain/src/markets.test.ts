import { describe, expect, it } from 'vitest';
import {
  dateFieldOrder,
  formatDateNumeric,
  formatMobile,
  markets,
  toE164Mobile,
  toInternationalMobile,
  toLocalMobile,
} from './markets.ts';
import { isValidMobile } from './validation.ts';

describe('mobile numbers: national on screen, E.164 on the wire', () => {
  it('writes each market’s local number in its national format', () => {
    expect(formatMobile(markets.GH, '0244123456')).toBe('024 412 3456');
    expect(formatMobile(markets.KE, '0712345678')).toBe('0712 345 678');
    expect(formatMobile(markets.NG, '08031234567')).toBe('0803 123 4567');
    expect(formatMobile(markets.CM, '671234567')).toBe('6 71 23 45 67');
    expect(formatMobile(markets.BR, '11912345678')).toBe('(11) 91234-5678');
    expect(formatMobile(markets.GH, '02441')).toBe('024 41');
    expect(formatMobile(markets.BR, '119')).toBe('(11) 9');
    expect(formatMobile(markets.GH, '024****456')).toBe('024****456');
  });

  it('gives the E.164 form, dropping the trunk 0 only where the market has one', () => {
    expect(toE164Mobile(markets.GH, '0244123456')).toBe('+233244123456');
    expect(toE164Mobile(markets.KE, '0712345678')).toBe('+254712345678');
    expect(toE164Mobile(markets.CM, '671234567')).toBe('+237671234567');
    expect(toE164Mobile(markets.BR, '11912345678')).toBe('+5511912345678');
    expect(toInternationalMobile(markets.GH, '0244123456')).toBe('233244123456');
  });

  it('reads E.164, international digits and spaced national forms back to the local number', () => {
    for (const input of [
      '+233244123456',
      '+233 24 412 3456',
      '00233244123456',
      '233244123456',
      '024 412 3456',
    ]) {
      expect(toLocalMobile(markets.GH, input)).toBe('0244123456');
    }
    expect(toLocalMobile(markets.KE, '+254 712 345 678')).toBe('0712345678');
    expect(toLocalMobile(markets.CM, '+237 6 71 23 45 67')).toBe('671234567');
    expect(toLocalMobile(markets.BR, '+55 (11) 91234-5678')).toBe('11912345678');
    // Brazil's area code 55 is not the country code: an 11-digit number stays local.
    expect(toLocalMobile(markets.BR, '55991234567')).toBe('55991234567');
  });

  it('refuses another country’s number and anything that is not a number', () => {
    expect(isValidMobile(markets.GH, toLocalMobile(markets.GH, '+254712345678'))).toBe(false);
    expect(isValidMobile(markets.GH, toLocalMobile(markets.GH, '024abc3456'))).toBe(false);
    expect(isValidMobile(markets.GH, toLocalMobile(markets.GH, '+233 24 412 345'))).toBe(false);
    for (const code of Object.keys(markets) as (keyof typeof markets)[]) {
      const m = markets[code];
      const local =
        code === 'CM' ? '671234567' : code === 'BR' ? '11912345678' : `0${'7'.repeat(m.mobileLength - 1)}`;
      expect(isValidMobile(m, local)).toBe(true);
      expect(toLocalMobile(m, toE164Mobile(m, local))).toBe(local);
    }
  });
});

describe('dates in the market’s order', () => {
  it('is day/month/year in every market we serve', () => {
    expect(dateFieldOrder(markets.GH)).toEqual(['day', 'month', 'year']);
    expect(formatDateNumeric(markets.GH, 2026, 3, 7)).toBe('07/03/2026');
    expect(formatDateNumeric(markets.BR, 2026, 11, 24)).toBe('24/11/2026');
    expect(formatDateNumeric({ ...markets.GH, dateOrder: 'mdy' }, 2026, 3, 7)).toBe('03/07/2026');
  });
});

describe('currency scales', () => {
  it('XAF has no minor unit', () => {
    expect(markets.CM.minorScale).toBe(1);
    expect(markets.GH.minorScale).toBe(100);
  });
});
