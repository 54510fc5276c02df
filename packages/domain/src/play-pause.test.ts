import { describe, expect, it } from 'vitest';
import { playPauseOf } from './play-pause.ts';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-24T12:00:00Z');
const earlier = new Date('2026-11-22T12:00:00Z');

describe('playPauseOf', () => {
  it('is null with nothing set or everything ended', () => {
    expect(playPauseOf({ selfExcludedUntil: null, timeOutUntil: null }, now)).toBeNull();
    expect(playPauseOf({ selfExcludedUntil: earlier, timeOutUntil: earlier }, now)).toBeNull();
    expect(playPauseOf({ selfExcludedUntil: null, timeOutUntil: now }, now)).toBeNull();
  });

  it('names a running time-out with its end', () => {
    expect(playPauseOf({ selfExcludedUntil: null, timeOutUntil: later }, now)).toEqual({
      reason: 'time-out',
      until: later,
    });
  });

  it('puts a self-exclusion first, permanent ones (Infinity) included', () => {
    expect(playPauseOf({ selfExcludedUntil: later, timeOutUntil: later }, now)?.reason).toBe(
      'self-exclusion',
    );
    expect(playPauseOf({ selfExcludedUntil: Number.POSITIVE_INFINITY, timeOutUntil: null }, now)).toEqual({
      reason: 'self-exclusion',
      until: null,
    });
  });
});
