import { describe, expect, it } from 'vitest';
import { formatInstant, formatIsoDate, maskTypedDate, parseTypedDate } from './dates.ts';
import { type Market, markets } from './markets.ts';

const ghana = markets.GH;
const american: Market = { ...ghana, dateOrder: 'mdy' };
const iso: Market = { ...ghana, dateOrder: 'ymd' };

describe('dates typed in the market’s order', () => {
  it('masks the digits as they are typed, day first in Ghana', () => {
    expect(maskTypedDate(ghana, '2411')).toBe('24/11');
    expect(maskTypedDate(ghana, '24112026')).toBe('24/11/2026');
    expect(maskTypedDate(ghana, '24/11/20261')).toBe('24/11/2026');
    expect(maskTypedDate(ghana, '24/')).toBe('24');
    expect(maskTypedDate(iso, '20261124')).toBe('2026/11/24');
  });

  it('reads a complete date in the market’s order as ISO, and refuses what is not a calendar day', () => {
    expect(parseTypedDate(ghana, '03/07/2026')).toBe('2026-07-03');
    expect(parseTypedDate(american, '03/07/2026')).toBe('2026-03-07');
    expect(parseTypedDate(iso, '2026/07/03')).toBe('2026-07-03');
    expect(parseTypedDate(ghana, '29/02/2028')).toBe('2028-02-29');
    expect(parseTypedDate(ghana, '29/02/2026')).toBeNull();
    expect(parseTypedDate(ghana, '31/04/2026')).toBeNull();
    expect(parseTypedDate(ghana, '00/04/2026')).toBeNull();
    expect(parseTypedDate(ghana, '12/13/2026')).toBeNull();
    expect(parseTypedDate(ghana, '24/11/202')).toBeNull();
    expect(parseTypedDate(ghana, '24/11/0999')).toBeNull();
  });
});

describe('dates shown in the market’s order', () => {
  it('writes ISO days and months day first, never the US way', () => {
    expect(formatIsoDate(ghana, '2026-11-24')).toBe('24/11/2026');
    expect(formatIsoDate(ghana, '2026-11')).toBe('11/2026');
    expect(formatIsoDate(american, '2026-11-24')).toBe('11/24/2026');
    expect(formatIsoDate(iso, '2026-11')).toBe('2026/11');
    expect(formatIsoDate(ghana, 'soon')).toBe('soon');
  });

  it('shows an instant on the market’s clock', () => {
    expect(formatInstant(ghana, '2026-11-24T23:30:05Z')).toBe('24/11/2026 23:30');
    // Nairobi is three hours ahead: the same instant is already the 25th there.
    expect(formatInstant(markets.KE, '2026-11-24T23:30:05Z', true)).toBe('25/11/2026 02:30:05');
    expect(formatInstant(markets.BR, new Date('2026-03-01T02:00:00Z'))).toBe('28/02/2026 23:00');
    expect(formatInstant(ghana, 'not a date')).toBe('');
  });
});
