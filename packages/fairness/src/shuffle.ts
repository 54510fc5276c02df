import { type RandomSource, uniformInt } from './random-source.ts';

/**
 * Draws `count` distinct values from 0..poolSize-1 in draw order, by Fisher and Yates' original
 * strike-out method: pick the k-th remaining value, strike it, repeat. This is Stake's mines placement
 * (each float × remaining tiles), with unbiased integers.
 */
export function drawDistinct(source: RandomSource, poolSize: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > poolSize) {
    throw new RangeError(`cannot draw ${count} of ${poolSize}`);
  }
  if (poolSize <= 31) return drawDistinctSmall(source, poolSize, count);
  const remaining = Array.from({ length: poolSize }, (_, i) => i);
  const drawn: number[] = [];
  for (let left = poolSize; drawn.length < count; left--) {
    const index = uniformInt(source, left);
    drawn.push(remaining[index]!);
    remaining.splice(index, 1);
  }
  return drawn;
}

/** The same strike-out draw for pools of up to 31 values, kept as a bit set (mines: 25 tiles). */
function drawDistinctSmall(source: RandomSource, poolSize: number, count: number): number[] {
  let available = (1 << poolSize) - 1;
  const drawn: number[] = [];
  for (let left = poolSize; drawn.length < count; left--) {
    // The index-th remaining value is the index-th set bit, counting from the lowest.
    let index = uniformInt(source, left);
    let bits = available;
    while (index > 0) {
      bits &= bits - 1;
      index--;
    }
    const value = 31 - Math.clz32(bits & -bits);
    available &= ~(1 << value);
    drawn.push(value);
  }
  return drawn;
}

/** A uniformly shuffled copy of `items` (Durstenfeld's in-place Fisher–Yates, from the end). */
export function shuffle<T>(source: RandomSource, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(source, i + 1);
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}
