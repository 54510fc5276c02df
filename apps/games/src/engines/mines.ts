import { drawDistinctMask, MINES_TILES, minesLayout, type RandomSource } from '@sika/fairness';
import { type Ratio, ZERO } from './ratio.ts';

/**
 * Mines: m mines hidden among 25 tiles (Stake's placement); the player reveals tiles one at a time and
 * may cash out after any safe one. After k safe reveals the multiplier is 0.99 / P(k safe), i.e.
 * 0.99 × C(25, k) / C(25 − m, k). That makes the expected payout of every next step equal to the
 * current one (a martingale), so the RTP is exactly 99% whatever the player's stopping strategy.
 * A reveal that would pass MINES_MAX_MULTIPLIER is not offered (stopping earlier keeps the RTP).
 */
export interface MinesParams {
  mines: number;
  /** The tiles the player revealed, in order (the last one may be a mine, which ends the round). */
  picks: number[];
}

export interface MinesOutcome {
  minePositions: number[];
  /** The tile that blew up, or null when every pick was safe (the round was cashed out). */
  hitMine: number | null;
  safeReveals: number;
}

export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_MAX_MULTIPLIER = 10_000;

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The multiplier after `safeReveals` safe tiles with `mines` mines (0.99× before any reveal). */
export function minesMultiplier(mines: number, safeReveals: number): Ratio {
  return {
    num: 99 * binomial(MINES_TILES, safeReveals),
    den: 100 * binomial(MINES_TILES - mines, safeReveals),
  };
}

/** How many safe reveals a round may reach: all safe tiles, or fewer where the cap would be passed. */
export function minesMaxSafeReveals(mines: number): number {
  let reveals = 0;
  while (reveals < MINES_TILES - mines) {
    const next = minesMultiplier(mines, reveals + 1);
    if (next.num > MINES_MAX_MULTIPLIER * next.den) break;
    reveals += 1;
  }
  return reveals;
}

export function isValidMinesCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

export function isValidMinesParams(params: MinesParams): boolean {
  const { mines, picks } = params;
  if (!isValidMinesCount(mines) || picks.length > minesMaxSafeReveals(mines) + 1) return false;
  const inRange = picks.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES);
  return inRange && new Set(picks).size === picks.length;
}

/** Replays the picks against the layout: stops at the first mine. */
export function resolveMinesPicks(minePositions: number[], picks: readonly number[]): MinesOutcome {
  let safeReveals = 0;
  for (const tile of picks) {
    if (minePositions.includes(tile)) return { minePositions, hitMine: tile, safeReveals };
    safeReveals += 1;
  }
  return { minePositions, hitMine: null, safeReveals };
}

export function playMines(
  source: RandomSource,
  params: MinesParams,
): { outcome: MinesOutcome; multiplier: Ratio } {
  const outcome = resolveMinesPicks(minesLayout(source, params.mines), params.picks);
  const multiplier = outcome.hitMine === null ? minesMultiplier(params.mines, outcome.safeReveals) : ZERO;
  return { outcome, multiplier };
}

/** The tiles as a bit set (bit t for tile t), for minesPicksSafe. */
export function tilesMask(tiles: readonly number[]): number {
  return tiles.reduce((mask, tile) => mask | (1 << tile), 0);
}

/**
 * Whether every tile of `picksMask` is safe in the round's layout, which it draws from the stream as
 * playMines does (all `mines` mines, whatever the picks): the allocation-free path for simulation. All
 * safe pays minesMultiplier(mines, picks), any mine pays nothing, as in playMines.
 */
export function minesPicksSafe(source: RandomSource, mines: number, picksMask: number): boolean {
  return (drawDistinctMask(source, MINES_TILES, mines) & picksMask) === 0;
}
