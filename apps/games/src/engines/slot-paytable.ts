/**
 * "Kente Gold": a 5×3 video slot with 20 fixed paylines, a wild on reels 2–4 and scatter-triggered
 * free spins. Every number that sets the RTP lives here; slot-math.ts derives the exact RTP from them.
 */

/** Symbols by letter: W wild, S scatter, C golden stool, D talking drum, M mask, P cocoa pod, A K Q J T. */
export type SlotSymbol = 'W' | 'S' | 'C' | 'D' | 'M' | 'P' | 'A' | 'K' | 'Q' | 'J' | 'T';

export const REELS = 5;
export const ROWS = 3;

/**
 * Reel strips, read top to bottom; a stop s shows strip[s], strip[s+1], strip[s+2] (wrapping). Built so
 * that no symbol sits next to itself and scatters are at least 3 apart (at most one per reel window).
 */
export const REEL_STRIPS: readonly string[] = [
  'CTAPMTQJDKJQAJAKMTQTMADKPSPKCQJ',
  'TPQDCTKJKMCDJPJMAKTWQWSPWQAMTQKJA',
  'SKACPMTWAJTDJCPTQKTQWKWSATMDJQPQAWMJ',
  'JTJQPMAWPMPJQATADKJTKCKCWASQWMTKD',
  'MAPJKQDQMTJATKJTCTMAQSKJKAPQDCP',
];

export const STRIP_LENGTHS: readonly number[] = REEL_STRIPS.map((strip) => strip.length);

/** Pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets (total bet / 20). */
export const LINE_PAYS: Readonly<Record<string, readonly [number, number, number]>> = {
  C: [50, 200, 1000],
  D: [30, 100, 400],
  M: [20, 80, 250],
  P: [15, 50, 200],
  A: [10, 30, 100],
  K: [8, 25, 80],
  Q: [6, 20, 60],
  J: [5, 15, 50],
  T: [4, 10, 40],
};

export const WILD = 'W';
export const SCATTER = 'S';

/** Scatters pay anywhere, in total bets, for 3, 4 and 5 on screen; they also award free spins. */
export const SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 100 };
export const FREE_SPINS_AWARDED: Readonly<Record<number, number>> = { 3: 10, 4: 15, 5: 25 };
/** Every win during free spins is tripled; free spins cannot retrigger, so a round's win is bounded. */
export const FREE_SPIN_MULTIPLIER = 3;

export const LINE_COUNT = 20;

/** The 20 paylines: the row (0 top … 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
