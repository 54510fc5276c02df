import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDate, startOfNextLocalDay, weekStart } from './calendar.ts';

describe('market calendar', () => {
  it('reads the local date in the market zone, not UTC', () => {
    // 23:30 UTC is 02:30 the next day in Nairobi, still the same day in Accra (GMT all year).
    const at = new Date('2026-11-23T23:30:00Z');
    expect(localDate(at, 'Africa/Accra')).toBe('2026-11-23');
    expect(localDate(at, 'Africa/Nairobi')).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-24T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-23');
  });

  it('finds the next local midnight', () => {
    expect(startOfNextLocalDay(new Date('2026-11-23T10:00:00Z'), 'Africa/Accra').toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(startOfNextLocalDay(new Date('2026-11-23T10:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-23T21:00:00.000Z',
    );
    expect(startOfNextLocalDay(new Date('2026-11-23T10:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-24T03:00:00.000Z',
    );
  });

  it('adds days across months and years, and finds the Monday of a week', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-23', '2026-11-25')).toBe(2);
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });
});
