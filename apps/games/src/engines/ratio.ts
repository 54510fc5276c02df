/**
 * A payout multiplier as an exact fraction of the stake. Payouts are computed from it in integers, so
 * a table value like 1.1× never turns into 1.0999… and RTP stays exactly what the table says.
 */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

export const ZERO: Ratio = { num: 0, den: 1 };

/** A multiplier given in hundredths (plinko, wheel and limbo tables): 560 → 5.6×. */
export function hundredths(value: number): Ratio {
  return { num: value, den: 100 };
}

/** The multiplier as a number, for display and simulation sums. */
export function ratioValue(ratio: Ratio): number {
  return ratio.num / ratio.den;
}

/**
 * The payout of a stake at a multiplier, floored to the minor unit (never more than the exact value).
 * BigInt, because stake × numerator can pass 2^53 (mines numerators reach 10^8).
 */
export function payoutMinorFor(stakeMinor: number, multiplier: Ratio): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError(`bad stake ${stakeMinor}`);
  const payout = (BigInt(stakeMinor) * BigInt(multiplier.num)) / BigInt(multiplier.den);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout beyond a safe integer');
  return Number(payout);
}
