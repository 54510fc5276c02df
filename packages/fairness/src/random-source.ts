/**
 * The one interface every outcome mapping draws from: a stream of uniform 32-bit unsigned integers.
 * The provably-fair HMAC stream implements it, and so can a fast seeded generator for RTP simulation,
 * so the same mapping code runs in both.
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

export const TWO_POW_32 = 4294967296;

/**
 * Stake's float: 4 bytes b0..b3 → b0/256 + b1/256² + b2/256³ + b3/256⁴, which equals the big-endian
 * uint32 divided by 2^32 (exactly: both are the same dyadic rational). In [0, 1).
 */
export function nextFloat(source: RandomSource): number {
  return source.nextUint32() / TWO_POW_32;
}

/** Largest bound `uniformInt` accepts: keeps `uint32 × bound` below 2^53, so the arithmetic is exact. */
export const MAX_UNIFORM_BOUND = 2 ** 21;

/**
 * An unbiased integer in [0, bound) by rejection sampling on 32-bit ints (Lemire's multiply-and-reject).
 *
 * Why this one: its accepted draws map exactly like Stake's `Math.floor(float * bound)`, so results
 * match a Stake-style verifier on every draw except the rare rejected ones (probability
 * (2^32 mod bound) / 2^32, under 5·10⁻⁴ for every bound we use), while each result keeps exactly
 * floor(2^32 / bound) preimages: no modulo or float bias, which matters where money depends on it.
 * A power-of-two bound never rejects.
 */
export function uniformInt(source: RandomSource, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > MAX_UNIFORM_BOUND) {
    throw new RangeError(`uniformInt bound must be an integer in [1, ${MAX_UNIFORM_BOUND}], got ${bound}`);
  }
  return uniformIntPrepared(source, bound, TWO_POW_32 % bound);
}

/**
 * `uniformInt` for hot loops: the caller has checked `bound` once and passes its rejection threshold
 * `2^32 mod bound`, precomputed. The same arithmetic, so the same draws and results as `uniformInt`.
 */
export function uniformIntPrepared(source: RandomSource, bound: number, rejectBelow: number): number {
  for (;;) {
    const product = source.nextUint32() * bound;
    const high = Math.floor(product / TWO_POW_32);
    // The low word, product mod 2^32, without a float modulo (every step here is exact below 2^53).
    if (product - high * TWO_POW_32 >= rejectBelow) return high;
  }
}
