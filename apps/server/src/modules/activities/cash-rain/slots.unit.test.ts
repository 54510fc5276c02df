import { describe, expect, it } from 'vitest';
import { claimableSlot, displayedSlot, slotsOfDay } from './slots.ts';

const SLOTS = [
  { id: 2, beginLocal: '20:00:00', endLocal: '20:30:00' },
  { id: 1, beginLocal: '12:00:00', endLocal: '12:30:00' },
];

describe('cash rain slots', () => {
  it('reads the slot times on the market’s wall clock (Nairobi is UTC+3)', () => {
    const slots = slotsOfDay(SLOTS, '2026-12-01', 'Africa/Nairobi', new Date('2026-12-01T09:10:00Z'));
    expect(slots.map((s) => [s.id, s.begin, s.beginAt.toISOString(), s.status])).toEqual([
      [1, '12:00', '2026-12-01T09:00:00.000Z', 1],
      [2, '20:00', '2026-12-01T17:00:00.000Z', 0],
    ]);
  });

  it('displays the first open slot, else the first upcoming, else the first finished', () => {
    const at = (time: string) =>
      slotsOfDay(SLOTS, '2026-12-01', 'Africa/Accra', new Date(`2026-12-01T${time}Z`));
    expect(displayedSlot(at('08:00:00'))).toBe(0);
    expect(displayedSlot(at('12:29:59'))).toBe(0);
    expect(displayedSlot(at('12:30:00'))).toBe(1);
    expect(displayedSlot(at('20:15:00'))).toBe(1);
    expect(displayedSlot(at('23:00:00'))).toBe(0);
    expect(displayedSlot([])).toBeNull();
  });

  it('lets a gift be claimed in the open slot or within the grace period after its end', () => {
    const at = (time: string) => {
      const now = new Date(`2026-12-01T${time}Z`);
      return claimableSlot(slotsOfDay(SLOTS, '2026-12-01', 'Africa/Accra', now), now, 30_000)?.id ?? null;
    };
    expect(at('11:59:59')).toBeNull();
    expect(at('12:00:00')).toBe(1);
    expect(at('12:30:29')).toBe(1);
    expect(at('12:30:30')).toBeNull();
    expect(at('20:10:00')).toBe(2);
  });
});
