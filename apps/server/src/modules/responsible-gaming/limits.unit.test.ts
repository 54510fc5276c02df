import { describe, expect, it } from 'vitest';
import { COOLING_OFF_MS, changeLimit, effectiveValue, NO_LIMIT, pendingChange } from './limits.ts';

const now = new Date('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('limit changes', () => {
  it('a new or lower limit holds at once', () => {
    const set = changeLimit(NO_LIMIT, 5_000, now);
    expect(set.effectiveAt).toEqual(now);
    expect(effectiveValue(set.next, now)).toBe(5_000);
    const lower = changeLimit(set.next, 3_000, now);
    expect(effectiveValue(lower.next, now)).toBe(3_000);
    expect(lower.old).toBe(5_000);
  });

  it('a raise waits 24 hours, the old value holding until then', () => {
    const raised = changeLimit({ value: 5_000, pendingValue: null, pendingFrom: null }, 9_000, now);
    expect(raised.effectiveAt).toEqual(at(COOLING_OFF_MS));
    expect(effectiveValue(raised.next, at(COOLING_OFF_MS - 1))).toBe(5_000);
    expect(effectiveValue(raised.next, at(COOLING_OFF_MS))).toBe(9_000);
    expect(pendingChange(raised.next, now)).toEqual({ value: 9_000, from: at(COOLING_OFF_MS) });
    expect(pendingChange(raised.next, at(COOLING_OFF_MS))).toBeNull();
  });

  it('a removal waits 24 hours too', () => {
    const removed = changeLimit({ value: 5_000, pendingValue: null, pendingFrom: null }, null, now);
    expect(effectiveValue(removed.next, at(COOLING_OFF_MS - 1))).toBe(5_000);
    expect(effectiveValue(removed.next, at(COOLING_OFF_MS))).toBeNull();
  });

  it('lowering drops a waiting raise; a due raise counts as the current value', () => {
    const raised = changeLimit({ value: 5_000, pendingValue: null, pendingFrom: null }, 9_000, now).next;
    const lowered = changeLimit(raised, 4_000, at(1_000));
    expect(lowered.next).toEqual({ value: 4_000, pendingValue: null, pendingFrom: null });
    // Once due, 9,000 is the value a later change starts from: 8,000 is then a lowering.
    const later = changeLimit(raised, 8_000, at(COOLING_OFF_MS + 1));
    expect(later.old).toBe(9_000);
    expect(later.effectiveAt).toEqual(at(COOLING_OFF_MS + 1));
  });
});
