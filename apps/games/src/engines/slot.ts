import { type RandomSource, TWO_POW_32, uniformInt, uniformIntPrepared } from '@sika/fairness';
import type { Ratio } from './ratio.ts';
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
  STRIP_LENGTHS,
  WILD,
} from './slot-paytable.ts';

/** Symbols as small integers, so that a spin is evaluated on typed arrays without allocating. */
const SYMBOLS = 'WSCDMPAKQJT';
const WILD_CODE = SYMBOLS.indexOf(WILD);
const SCATTER_CODE = SYMBOLS.indexOf(SCATTER);
/** Each strip followed by its first two symbols, so a window never wraps (no modulo per cell). */
const STRIPS = REEL_STRIPS.map((strip) =>
  Uint8Array.from(strip + strip.slice(0, ROWS - 1), (letter) => SYMBOLS.indexOf(letter)),
);
/** PAY[symbol × 6 + run length] in line bets. */
const PAY = new Int32Array(SYMBOLS.length * 6);
for (const [letter, pays] of Object.entries(LINE_PAYS)) {
  pays.forEach((pay, i) => {
    PAY[SYMBOLS.indexOf(letter) * 6 + 3 + i] = pay;
  });
}
/** Window cell index of each payline's position on each reel: CELL[line × 5 + reel]. */
const LINE_CELLS = Int8Array.from(PAYLINES.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));
/** Scatter pay (in total bets) and free spins by number of scatters on screen, as flat tables. */
const SCATTER_PAY_BY_COUNT = Int32Array.from({ length: REELS * ROWS + 1 }, (_, n) => SCATTER_PAYS[n] ?? 0);
const FREE_SPINS_BY_COUNT = Int32Array.from(
  { length: REELS * ROWS + 1 },
  (_, n) => FREE_SPINS_AWARDED[n] ?? 0,
);

/** A reel window: cell (reel, row) at reel × 3 + row. */
export type Window = Uint8Array;

export function newWindow(): Window {
  return new Uint8Array(REELS * ROWS);
}

export function fillWindow(stops: readonly number[], window: Window): void {
  for (let reel = 0; reel < REELS; reel++) {
    const strip = STRIPS[reel]!;
    for (let row = 0; row < ROWS; row++)
      window[reel * ROWS + row] = strip[(stops[reel]! + row) % strip.length]!;
  }
}

/** The symbol that starts a payline (reel 1 has no wild, so it is the line's symbol). */
function lineSymbol(window: Window, line: number): number {
  return window[LINE_CELLS[line * REELS]!]!;
}

/** How many reels from the left the line's symbol runs (wilds extend a run). */
function lineRunLength(window: Window, line: number): number {
  const first = line * REELS;
  const base = window[LINE_CELLS[first]!]!;
  let length = 1;
  while (length < REELS) {
    const cell = window[LINE_CELLS[first + length]!]!;
    if (cell !== base && cell !== WILD_CODE) break;
    length += 1;
  }
  return length;
}

export function scatterCount(window: Window): number {
  let count = 0;
  for (let cell = 0; cell < window.length; cell++) if (window[cell] === SCATTER_CODE) count += 1;
  return count;
}

/** A spin's win in line bets (line pays plus scatter pay × 20), before any free-spin multiplier. */
export function spinWinLineBets(window: Window): number {
  let win = 0;
  for (let line = 0; line < LINE_COUNT; line++)
    win += PAY[lineSymbol(window, line) * 6 + lineRunLength(window, line)]!;
  return win + SCATTER_PAY_BY_COUNT[scatterCount(window)]! * LINE_COUNT;
}

export function spinStops(source: RandomSource): number[] {
  return STRIP_LENGTHS.map((length) => uniformInt(source, length));
}

export interface LineWin {
  /** Payline index (0-based). */
  line: number;
  symbol: string;
  count: number;
  payLineBets: number;
}

export interface SlotSpin {
  stops: number[];
  /** Five reels of three symbols, top to bottom. */
  reels: string[];
  lineWins: LineWin[];
  scatters: number;
  /** This spin's win in line bets, free-spin multiplier included. */
  winLineBets: number;
}

export interface SlotOutcome {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalWinLineBets: number;
}

function describeSpin(stops: number[], multiplier: number): SlotSpin {
  const window = newWindow();
  fillWindow(stops, window);
  const lineWins: LineWin[] = [];
  for (let line = 0; line < LINE_COUNT; line++) {
    const symbol = lineSymbol(window, line);
    const count = lineRunLength(window, line);
    const pay = PAY[symbol * 6 + count]!;
    if (pay > 0) lineWins.push({ line, symbol: SYMBOLS[symbol]!, count, payLineBets: pay });
  }
  const reels = Array.from({ length: REELS }, (_, reel) =>
    Array.from(window.subarray(reel * ROWS, reel * ROWS + ROWS), (code) => SYMBOLS[code]).join(''),
  );
  return {
    stops,
    reels,
    lineWins,
    scatters: scatterCount(window),
    winLineBets: spinWinLineBets(window) * multiplier,
  };
}

/** One paid spin and the free spins it triggers, all drawn from the bet's stream in order. */
export function playSlot(source: RandomSource): { outcome: SlotOutcome; multiplier: Ratio } {
  const base = describeSpin(spinStops(source), 1);
  const freeSpins: SlotSpin[] = [];
  const awarded = FREE_SPINS_AWARDED[base.scatters] ?? 0;
  for (let i = 0; i < awarded; i++) freeSpins.push(describeSpin(spinStops(source), FREE_SPIN_MULTIPLIER));
  const totalWinLineBets = freeSpins.reduce((sum, spin) => sum + spin.winLineBets, base.winLineBets);
  return {
    outcome: { base, freeSpins, totalWinLineBets },
    multiplier: { num: totalWinLineBets, den: LINE_COUNT },
  };
}

/*
 * The simulation's fast path: tables built once, so that a spin is five draws and a few lookups.
 *  - MATCH[reel][stop × 16 + symbol]: 3-bit mask of the rows of the reel's window at `stop` that show the
 *    symbol or a wild (a wild extends any line's run).
 *  - A line's run is fixed by its row on reel 1 and, for reels 2–5, whether its row matches the symbol:
 *    a 12-bit pattern (3 bits per reel). LINE_RUNS[row × 4096 + pattern] packs how many lines starting at
 *    that row run 3, 4 and 5 reels (5 bits each), so one lookup pays every line starting there.
 *  - SCATTERS[reel][stop]: scatters in the reel's window.
 * This evaluates exactly what spinWinLineBets evaluates (tested on the same streams, and by golden digests).
 */
const FIRST_REEL = STRIPS[0]!;
const MATCH = STRIPS.map((strip, reel) => {
  const table = new Uint8Array(STRIP_LENGTHS[reel]! * 16);
  for (let stop = 0; stop < STRIP_LENGTHS[reel]!; stop++) {
    for (let row = 0; row < ROWS; row++) {
      const code = strip[stop + row]!;
      for (let symbol = 0; symbol < SYMBOLS.length; symbol++) {
        if (code === symbol || code === WILD_CODE) table[stop * 16 + symbol]! |= 1 << row;
      }
    }
  }
  return table;
});
const [, MATCH_2, MATCH_3, MATCH_4, MATCH_5] = MATCH as [
  Uint8Array,
  Uint8Array,
  Uint8Array,
  Uint8Array,
  Uint8Array,
];
const SCATTERS = STRIPS.map((strip, reel) =>
  Uint8Array.from({ length: STRIP_LENGTHS[reel]! }, (_, stop) => {
    let count = 0;
    for (let row = 0; row < ROWS; row++) if (strip[stop + row] === SCATTER_CODE) count += 1;
    return count;
  }),
);
const [SCATTERS_1, SCATTERS_2, SCATTERS_3, SCATTERS_4, SCATTERS_5] = SCATTERS as [
  Uint8Array,
  Uint8Array,
  Uint8Array,
  Uint8Array,
  Uint8Array,
];
const LINE_RUNS = new Uint16Array(ROWS * 4096);
for (let line = 0; line < LINE_COUNT; line++) {
  const rows = PAYLINES[line]!;
  for (let pattern = 0; pattern < 4096; pattern++) {
    let length = 1;
    while (length < REELS && pattern & (1 << ((length - 1) * ROWS + rows[length]!))) length += 1;
    if (length >= 3) LINE_RUNS[rows[0]! * 4096 + pattern]! += 1 << ((length - 3) * 5);
  }
}
/** Line pays of 3, 4 and 5 of a kind by symbol code. */
const PAY_3 = Int32Array.from(SYMBOLS, (_, code) => PAY[code * 6 + 3]!);
const PAY_4 = Int32Array.from(SYMBOLS, (_, code) => PAY[code * 6 + 4]!);
const PAY_5 = Int32Array.from(SYMBOLS, (_, code) => PAY[code * 6 + 5]!);
const [LENGTH_1, LENGTH_2, LENGTH_3, LENGTH_4, LENGTH_5] = STRIP_LENGTHS as [
  number,
  number,
  number,
  number,
  number,
];
const REJECT_1 = TWO_POW_32 % LENGTH_1;
const REJECT_2 = TWO_POW_32 % LENGTH_2;
const REJECT_3 = TWO_POW_32 % LENGTH_3;
const REJECT_4 = TWO_POW_32 % LENGTH_4;
const REJECT_5 = TWO_POW_32 % LENGTH_5;

/** Scatters on screen in the last fastSpin. */
let lastScatters = 0;

/** One spin's win in line bets (as spinWinLineBets), drawing its five stops as spinStops does. */
function fastSpin(source: RandomSource): number {
  const s1 = uniformIntPrepared(source, LENGTH_1, REJECT_1);
  const s2 = uniformIntPrepared(source, LENGTH_2, REJECT_2) * 16;
  const s3 = uniformIntPrepared(source, LENGTH_3, REJECT_3) * 16;
  const s4 = uniformIntPrepared(source, LENGTH_4, REJECT_4) * 16;
  const s5 = uniformIntPrepared(source, LENGTH_5, REJECT_5) * 16;
  let win = 0;
  for (let row = 0; row < ROWS; row++) {
    const symbol = FIRST_REEL[s1 + row]!;
    const second = MATCH_2[s2 + symbol]!;
    if (second === 0 || PAY_3[symbol] === 0) continue;
    const runs =
      LINE_RUNS[
        row * 4096 +
          (second |
            (MATCH_3[s3 + symbol]! << 3) |
            (MATCH_4[s4 + symbol]! << 6) |
            (MATCH_5[s5 + symbol]! << 9))
      ]!;
    if (runs !== 0)
      win +=
        (runs & 31) * PAY_3[symbol]! + ((runs >> 5) & 31) * PAY_4[symbol]! + (runs >> 10) * PAY_5[symbol]!;
  }
  lastScatters =
    SCATTERS_1[s1]! +
    SCATTERS_2[s2 >> 4]! +
    SCATTERS_3[s3 >> 4]! +
    SCATTERS_4[s4 >> 4]! +
    SCATTERS_5[s5 >> 4]!;
  return win + SCATTER_PAY_BY_COUNT[lastScatters]! * LINE_COUNT;
}

/** The same round as playSlot, returning only its win in line bets: the allocation-free path for simulation. */
export function slotRoundWinLineBets(source: RandomSource): number {
  let total = fastSpin(source);
  const awarded = FREE_SPINS_BY_COUNT[lastScatters]!;
  for (let i = 0; i < awarded; i++) total += fastSpin(source) * FREE_SPIN_MULTIPLIER;
  return total;
}
