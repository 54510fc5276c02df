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
  const remaining: number[] = [];
  for (let i = 0; i < poolSize; i++) remaining.push(i);
  const drawn: number[] = [];
  for (let left = poolSize; drawn.length < count; left--) {
    const index = uniformInt(source, left);
    drawn.push(remaining[index]!);
    // Strike it out, keeping the rest in order (a plain loop beats splice on these short arrays).
    for (let i = index; i < left - 1; i++) remaining[i] = remaining[i + 1]!;
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
