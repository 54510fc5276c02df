import { type RandomSource, uniformInt } from '@sika/fairness';
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

const scratchWindow = newWindow();
const scratchStops = [0, 0, 0, 0, 0];

/** The same round as playSlot, returning only its win in line bets: the allocation-free path for simulation. */
export function slotRoundWinLineBets(source: RandomSource): number {
  let total = scratchSpin(source);
  const awarded = FREE_SPINS_BY_COUNT[scatterCount(scratchWindow)]!;
  for (let i = 0; i < awarded; i++) total += scratchSpin(source) * FREE_SPIN_MULTIPLIER;
  return total;
}

function scratchSpin(source: RandomSource): number {
  for (let reel = 0; reel < REELS; reel++) scratchStops[reel] = uniformInt(source, STRIP_LENGTHS[reel]!);
  fillWindow(scratchStops, scratchWindow);
  return spinWinLineBets(scratchWindow);
}
