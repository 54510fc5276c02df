import { describe, expect, it } from 'vitest';
import { wheelRotation } from './wheel.tsx';

/** Which segment sits under the top pointer after turning the wheel by `rotation` degrees clockwise. */
function underPointer(rotation: number, count: number): number {
  const step = 360 / count;
  const atTop = (((-rotation % 360) + 360) % 360) / step;
  return Math.round(atTop) % count;
}

describe('the wheel stops on the server outcome', () => {
  it.each([
    [0, 8],
    [3, 8],
    [7, 8],
    [5, 12],
    [0, 1],
  ])('segment %i of %i ends under the pointer', (index, count) => {
    expect(underPointer(wheelRotation(0, index, count), count)).toBe(index);
  });

  it('always turns forward, several full turns, from wherever it stopped', () => {
    let from = 0;
    for (const index of [2, 2, 0, 7, 4]) {
      const next = wheelRotation(from, index, 8);
      expect(next - from).toBeGreaterThanOrEqual(5 * 360);
      expect(underPointer(next, 8)).toBe(index);
      from = next;
    }
  });
});
