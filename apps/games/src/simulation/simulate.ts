import type { RandomSource } from '@sika/fairness';
import type { SimConfig } from './configs.ts';

/** Running sums of one simulation; RTP and its interval follow from them. */
export interface SimTally {
  rounds: number;
  sum: number;
  sumSquares: number;
}

export const Z_99 = 2.5758293035489;

export function emptyTally(): SimTally {
  return { rounds: 0, sum: 0, sumSquares: 0 };
}

/** Plays `rounds` rounds cycling through the configs; tallies the mix and each config. */
export function simulate(
  source: RandomSource,
  configs: readonly SimConfig[],
  rounds: number,
  mix: SimTally,
  each: SimTally[],
): void {
  const count = configs.length;
  for (let i = 0; i < rounds; i++) {
    const index = i % count;
    const payout = configs[index]!.play(source);
    mix.sum += payout;
    mix.sumSquares += payout * payout;
    const own = each[index]!;
    own.sum += payout;
    own.sumSquares += payout * payout;
    own.rounds += 1;
  }
  mix.rounds += rounds;
}

export function rtpOf(tally: SimTally): number {
  return tally.sum / tally.rounds;
}

/** Sample standard deviation of one round's payout multiplier. */
export function deviationOf(tally: SimTally): number {
  const mean = rtpOf(tally);
  return Math.sqrt(
    Math.max(0, tally.sumSquares / tally.rounds - mean * mean) * (tally.rounds / (tally.rounds - 1)),
  );
}

/** Half-width of the 99% confidence interval of the RTP (normal approximation; n is in the millions). */
export function halfWidth99(tally: SimTally): number {
  return (Z_99 * deviationOf(tally)) / Math.sqrt(tally.rounds);
}

/** Rounds needed for a 99% half-width of `target` at standard deviation `deviation`. */
export function roundsForHalfWidth(deviation: number, target: number): number {
  return Math.ceil(((Z_99 * deviation) / target) ** 2);
}
