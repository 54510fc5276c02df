import { type RandomSource, TWO_POW_32, uniformInt, uniformIntPrepared } from './random-source.ts';

/**
 * Draws `count` distinct values from 0..poolSize-1 in draw order, by Fisher and Yates' original
 * strike-out method: pick the k-th remaining value, strike it, repeat. This is Stake's mines placement
 * (each float × remaining tiles), with unbiased integers.
 */
export function drawDistinct(source: RandomSource, poolSize: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > poolSize) {
    throw new RangeError(`cannot draw ${count} of ${poolSize}`);
  }
  if (poolSize <= MAX_MASK_POOL) return drawDistinctSmall(source, poolSize, count);
  const remaining = Array.from({ length: poolSize }, (_, i) => i);
  const drawn: number[] = [];
  for (let left = poolSize; drawn.length < count; left--) {
    const index = uniformInt(source, left);
    drawn.push(remaining[index]!);
    remaining.splice(index, 1);
  }
  return drawn;
}

/** Largest pool `drawDistinctMask` takes: its values are bits of a 32-bit integer. */
export const MAX_MASK_POOL = 31;

/** 2^32 mod n for every pool size, so a draw needs no float modulo. */
const REJECT_BELOW = Float64Array.from({ length: MAX_MASK_POOL + 1 }, (_, n) =>
  n === 0 ? 0 : TWO_POW_32 % n,
);
/** Set bits of each byte, and the position of its k-th set bit at SELECT_IN_BYTE[byte × 8 + k]. */
const BITS_IN_BYTE = new Uint8Array(256);
const SELECT_IN_BYTE = new Uint8Array(256 * 8);
for (let byte = 0; byte < 256; byte++) {
  for (let bit = 0; bit < 8; bit++) {
    if (byte & (1 << bit)) SELECT_IN_BYTE[byte * 8 + BITS_IN_BYTE[byte]!++] = bit;
  }
}

/**
 * The position of the index-th set bit of `bits` (0-based, from the lowest; index < the bits set, ≤ 31 bits):
 * which 16-bit half, then which byte, chosen by masks rather than branches (a draw's index is random,
 * so a branch on it would be mispredicted half the time), then a table lookup inside the byte.
 */
function selectBit(bits: number, index: number): number {
  let below = BITS_IN_BYTE[bits & 255]! + BITS_IN_BYTE[(bits >>> 8) & 255]!;
  let past = (below - index - 1) >> 31; // −1 when the bit is past the low half, else 0
  let rest = index - (below & past);
  const half = past & 16;
  let high = bits >>> half;
  below = BITS_IN_BYTE[high & 255]!;
  past = (below - rest - 1) >> 31;
  rest -= below & past;
  const byte = past & 8;
  high >>>= byte;
  return half + byte + SELECT_IN_BYTE[(high & 255) * 8 + rest]!;
}

/** The same strike-out draw for pools of up to 31 values, kept as a bit set (mines: 25 tiles). */
function drawDistinctSmall(source: RandomSource, poolSize: number, count: number): number[] {
  let available = (1 << poolSize) - 1;
  const drawn: number[] = [];
  for (let left = poolSize; drawn.length < count; left--) {
    // The index-th remaining value is the index-th set bit, counting from the lowest.
    const value = selectBit(available, uniformIntPrepared(source, left, REJECT_BELOW[left]!));
    available &= ~(1 << value);
    drawn.push(value);
  }
  return drawn;
}

/**
 * The values `drawDistinct(source, poolSize, count)` would draw, as a bit set (bit v set when v is drawn),
 * from the same numbers of the stream, without allocating: for simulation, where only which values were
 * drawn matters, not their order. poolSize ≤ 31; the caller checks count (0 ≤ count ≤ poolSize).
 */
export function drawDistinctMask(source: RandomSource, poolSize: number, count: number): number {
  const all = (1 << poolSize) - 1;
  let available = all;
  for (let left = poolSize; left > poolSize - count; left--) {
    available &= ~(1 << selectBit(available, uniformIntPrepared(source, left, REJECT_BELOW[left]!)));
  }
  return all & ~available;
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
