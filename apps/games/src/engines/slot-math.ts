/**
 * The slot's exact theory, derived from the paytable: RTP as a fraction (BigInt, no rounding) and the
 * largest possible round win. Used by the tests that pin the catalogue's declared values, and by the
 * RTP benchmark as the reference its simulation must meet.
 */
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARDED,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  WILD,
} from './slot-paytable.ts';

export interface BigFraction {
  num: bigint;
  den: bigint;
}

const count = (strip: string, symbol: string) => BigInt([...strip].filter((s) => s === symbol).length);
const lengths = REEL_STRIPS.map((strip) => BigInt(strip.length));
const allStops = lengths.reduce((a, b) => a * b, 1n);

/** Expected win of one payline, in line bets, × allStops (the marginals on each reel are the strips'). */
function lineExpectationTimesStops(): bigint {
  let total = 0n;
  for (const [symbol, pays] of Object.entries(LINE_PAYS)) {
    // atLeast[k] = number of stop combinations whose line starts with k or more `symbol`s.
    const atLeast: bigint[] = [];
    for (let run = 1; run <= REELS; run++) {
      let combos = 1n;
      for (let reel = 0; reel < REELS; reel++) {
        const strip = REEL_STRIPS[reel]!;
        if (reel === 0) combos *= count(strip, symbol);
        else if (reel < run) combos *= count(strip, symbol) + count(strip, WILD);
        else combos *= lengths[reel]!;
      }
      atLeast[run] = combos;
    }
    for (let run = 3; run <= REELS; run++) {
      const exactly = atLeast[run]! - (run < REELS ? atLeast[run + 1]! : 0n);
      total += exactly * BigInt(pays[run - 3]!);
    }
  }
  return total;
}

/** Stop combinations by number of scatters on screen (index = scatter count). */
export function scatterCountCombos(): bigint[] {
  let distribution = [1n];
  for (const strip of REEL_STRIPS) {
    const perReel = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop++) {
      let scatters = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) scatters += 1;
      perReel[scatters]! += 1n;
    }
    const next = new Array<bigint>(distribution.length + ROWS).fill(0n);
    distribution.forEach((ways, total) => {
      perReel.forEach((reelWays, scatters) => {
        next[total + scatters]! += ways * reelWays;
      });
    });
    distribution = next;
  }
  return distribution;
}

/**
 * The exact RTP: E[spin] × (1 + Σₖ P(k scatters) × free spins(k) × 3), since free spins are ordinary
 * spins with wins tripled and no retrigger. E[spin] = E[one line] (20 lines / 20 line bets per bet)
 * + E[scatter pay].
 */
export function slotRtpExact(): BigFraction {
  const scatterCombos = scatterCountCombos();
  let scatterPayTimesStops = 0n;
  let freeSpinsTimesStops = 0n;
  scatterCombos.forEach((combos, scatters) => {
    scatterPayTimesStops += combos * BigInt(SCATTER_PAYS[scatters] ?? 0);
    freeSpinsTimesStops += combos * BigInt(FREE_SPINS_AWARDED[scatters] ?? 0);
  });
  const spinTimesStops = lineExpectationTimesStops() + scatterPayTimesStops;
  const num = spinTimesStops * (allStops + freeSpinsTimesStops * BigInt(FREE_SPIN_MULTIPLIER));
  return { num, den: allStops * allStops };
}

/** Probability that a paid spin triggers free spins, exactly. */
export function slotFreeSpinsTriggerChance(): BigFraction {
  const combos = scatterCountCombos();
  const triggering = combos.reduce(
    (sum, ways, scatters) => sum + (FREE_SPINS_AWARDED[scatters] ? ways : 0n),
    0n,
  );
  return { num: triggering, den: allStops };
}

export function fractionValue(fraction: BigFraction): number {
  // Scale first so that the division keeps 15 significant digits.
  const scale = 10n ** 15n;
  return Number((fraction.num * scale) / fraction.den) / 1e15;
}

export { LINE_COUNT, PAYLINES };
