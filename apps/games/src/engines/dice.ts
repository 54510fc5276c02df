import { DICE_OUTCOMES, diceRollHundredths, type RandomSource } from '@sika/fairness';
import { type Ratio, ZERO } from './ratio.ts';

/**
 * Dice: a roll of 0.00–100.00 (10,001 values, Stake's formula); the player wins when it lands over or
 * under their target. Stake pays 99 / chance% against 10,000 values and so returns 98.99%; we pay
 * against the 10,001 values actually rolled, so the RTP is exactly 99% for every target:
 * multiplier = 0.99 × 10,001 / W for W winning rolls, and RTP = multiplier × W / 10,001 = 0.99.
 */
export type DiceDirection = 'over' | 'under';

export interface DiceParams {
  /** The target in hundredths (50.00 → 5000). */
  targetHundredths: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  rollHundredths: number;
  win: boolean;
}

/** Win chance bounds, in winning rolls out of 10,001: from 0.01% (9,900.99×) to 98% (1.0103×). */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9800;

/** 0.99 × 10,001 as a fraction: 990,099 / 100. */
const RTP_TIMES_OUTCOMES = { num: 990_099, den: 100 } as const;

/** Rolls that win: over T wins on T+0.01 … 100.00, under T wins on 0.00 … T−0.01. */
export function diceWinningRolls(params: DiceParams): number {
  return params.direction === 'over' ? 10_000 - params.targetHundredths : params.targetHundredths;
}

export function isValidDiceParams(params: DiceParams): boolean {
  const winningRolls = diceWinningRolls(params);
  return (
    Number.isInteger(params.targetHundredths) &&
    winningRolls >= DICE_MIN_WINNING_ROLLS &&
    winningRolls <= DICE_MAX_WINNING_ROLLS
  );
}

export function diceMultiplier(params: DiceParams): Ratio {
  return { num: RTP_TIMES_OUTCOMES.num, den: RTP_TIMES_OUTCOMES.den * diceWinningRolls(params) };
}

export function diceWins(rollHundredths: number, params: DiceParams): boolean {
  return params.direction === 'over'
    ? rollHundredths > params.targetHundredths
    : rollHundredths < params.targetHundredths;
}

export function playDice(
  source: RandomSource,
  params: DiceParams,
): { outcome: DiceOutcome; multiplier: Ratio } {
  const rollHundredths = diceRollHundredths(source);
  const win = diceWins(rollHundredths, params);
  return { outcome: { rollHundredths, win }, multiplier: win ? diceMultiplier(params) : ZERO };
}

export { DICE_OUTCOMES };
