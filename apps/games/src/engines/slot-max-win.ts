/**
 * The largest win a slot round can pay, found by branch and bound over every combination of reel stops
 * (about 37 million): reels are fixed left to right, and a branch is dropped when even the best
 * completion of every payline could not beat the best total found so far.
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

const payFor = (symbol: string, run: number) => (run >= 3 ? (LINE_PAYS[symbol]?.[run - 3] ?? 0) : 0);
const windowAt = (reel: number, stop: number) => {
  const strip = REEL_STRIPS[reel]!;
  return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
};
const maxScattersPerReel = REEL_STRIPS.map((strip, reel) =>
  Math.max(...[...strip].map((_, stop) => windowAt(reel, stop).filter((s) => s === SCATTER).length)),
);

interface LineState {
  base: string;
  run: number;
  alive: boolean;
}

/** Best spin win (line bets) among windows with exactly `scatters` scatters, or -1 if none exist. */
function bestSpinWithScatters(scatters: number): number {
  let best = -1;
  const lines: LineState[] = PAYLINES.map(() => ({ base: '', run: 0, alive: true }));
  const visit = (reel: number, scattersSoFar: number): void => {
    let remainingScatters = 0;
    for (let r = reel; r < REELS; r++) remainingScatters += maxScattersPerReel[r]!;
    if (scattersSoFar > scatters || scattersSoFar + remainingScatters < scatters) return;
    let bound = (SCATTER_PAYS[scatters] ?? 0) * LINE_COUNT;
    for (const line of lines) bound += line.alive ? payFor(line.base, REELS) : payFor(line.base, line.run);
    if (reel > 0 && bound <= best) return;
    if (reel === REELS) {
      best = bound;
      return;
    }
    const saved = lines.map((line) => ({ ...line }));
    for (let stop = 0; stop < REEL_STRIPS[reel]!.length; stop++) {
      const window = windowAt(reel, stop);
      PAYLINES.forEach((rows, i) => {
        const line = lines[i]!;
        const symbol = window[rows[reel]!]!;
        if (reel === 0) Object.assign(line, { base: symbol, run: 1, alive: true });
        else if (line.alive && (symbol === line.base || symbol === WILD)) line.run += 1;
        else line.alive = false;
      });
      if (reel === 0) for (const line of lines) if (line.base === SCATTER) line.alive = false;
      visit(reel + 1, scattersSoFar + window.filter((s) => s === SCATTER).length);
      for (const [i, line] of lines.entries()) Object.assign(line, saved[i]);
    }
  };
  visit(0, 0);
  return best;
}

/** The largest round win in line bets: a paid spin plus, when it triggers, every free spin at its best. */
export function slotMaxRoundWinLineBets(): number {
  const bestByScatters = Array.from({ length: REELS * ROWS + 1 }, (_, k) =>
    k <= REELS ? bestSpinWithScatters(k) : -1,
  );
  const bestSpin = Math.max(...bestByScatters);
  return Math.max(
    ...bestByScatters.map((spin, scatters) =>
      spin < 0 ? 0 : spin + (FREE_SPINS_AWARDED[scatters] ?? 0) * FREE_SPIN_MULTIPLIER * bestSpin,
    ),
  );
}
