/**
 * Provably-fair outcome mappings: how each game turns the bet's random stream into a raw event.
 * Paytables and payouts live in the provider's engines; these are only the "floats → game events" step
 * (integration-contracts §6.2), kept Stake-compatible where Stake publishes a formula.
 */

import { nextFloat, type RandomSource, uniformInt } from './random-source.ts';
import { drawDistinct } from './shuffle.ts';

/** Dice rolls are 0.00–100.00: 10,001 values, held as integer hundredths. */
export const DICE_OUTCOMES = 10001;

/**
 * A dice roll in hundredths (0–10,000). Stake: `roll = floor(float × 10001) / 100`; ours is the same
 * value except that the rare biased draws are rejected (see `uniformInt`).
 */
export function diceRollHundredths(source: RandomSource): number {
  return uniformInt(source, DICE_OUTCOMES);
}

/**
 * A limbo result in hundredths, exactly Stake's published formula:
 * `floatPoint = 1e8 / (float × 1e8) × houseFactor; result = max(floor(floatPoint × 100) / 100, 1)`,
 * so P(result ≥ m) = houseFactor / m up to the 2⁻³² grain of the float. Capped at `capHundredths`
 * (a zero float would otherwise be infinite).
 */
export function limboResultHundredths(
  source: RandomSource,
  houseFactor: number,
  capHundredths: number,
): number {
  const float = nextFloat(source);
  const floatPoint = (1e8 / (float * 1e8)) * houseFactor;
  const hundredths = Math.floor(floatPoint * 100);
  return Math.min(Math.max(hundredths, 100), capHundredths);
}

/** Plinko: one float per row, `floor(float × 2)` (0 = left, 1 = right), i.e. the float's top bit. */
export function plinkoPath(source: RandomSource, rows: number): number[] {
  return Array.from({ length: rows }, () => source.nextUint32() >>> 31);
}

/** The plinko bucket (number of right bounces) without building the path: for fast simulation. */
export function plinkoBucket(source: RandomSource, rows: number): number {
  let rights = 0;
  for (let row = 0; row < rows; row++) rights += source.nextUint32() >>> 31;
  return rights;
}

/** The wheel segment under the pointer: uniform over the segments. */
export function wheelSegment(source: RandomSource, segments: number): number {
  return uniformInt(source, segments);
}

export const MINES_TILES = 25;

/** Mine positions on the 5×5 board (tile index left→right, top→bottom), in draw order. */
export function minesLayout(source: RandomSource, mines: number): number[] {
  return drawDistinct(source, MINES_TILES, mines);
}

/** One stop per reel, uniform over each reel strip. */
export function reelStops(source: RandomSource, stripLengths: readonly number[]): number[] {
  return stripLengths.map((length) => uniformInt(source, length));
}

/**
 * A prize wheel whose segments have integer weights (a reward spin): one uniform draw over the total
 * weight, then the segment whose cumulative range holds it. Segment i wins with weight[i] / total exactly.
 */
export function weightedSegment(source: RandomSource, weights: readonly number[]): number {
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 1))
    throw new RangeError('weights must be positive integers');
  const total = weights.reduce((sum, w) => sum + w, 0);
  let point = uniformInt(source, total);
  for (let i = 0; i < weights.length; i++) {
    point -= weights[i]!;
    if (point < 0) return i;
  }
  throw new Error('unreachable: point below the total weight');
}
