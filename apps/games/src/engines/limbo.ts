import { limboResultHundredths, type RandomSource } from '@sika/fairness';
import { hundredths, type Ratio, ZERO } from './ratio.ts';

/**
 * Limbo: a result multiplier drawn with Stake's formula (P(result ≥ m) = 0.99 / m); the player wins
 * target × stake when the result reaches their target. RTP = target × 0.99 / target = 99% for every
 * target, up to the float's 2⁻³² grain (at most target / 2³² below: 2.3·10⁻⁶ at the 10,000× cap).
 */
export interface LimboParams {
  /** The target multiplier in hundredths (2.00× → 200). */
  targetHundredths: number;
}

export interface LimboOutcome {
  resultHundredths: number;
  win: boolean;
}

export const LIMBO_HOUSE_FACTOR = 0.99;
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;
export const LIMBO_MAX_TARGET_HUNDREDTHS = 1_000_000;
/** Results above this are shown as it; it only bounds the display (no target can reach it). */
export const LIMBO_RESULT_CAP_HUNDREDTHS = 100_000_000;

export function isValidLimboParams(params: LimboParams): boolean {
  const target = params.targetHundredths;
  return (
    Number.isInteger(target) && target >= LIMBO_MIN_TARGET_HUNDREDTHS && target <= LIMBO_MAX_TARGET_HUNDREDTHS
  );
}

export function limboResult(source: RandomSource): number {
  return limboResultHundredths(source, LIMBO_HOUSE_FACTOR, LIMBO_RESULT_CAP_HUNDREDTHS);
}

export function playLimbo(
  source: RandomSource,
  params: LimboParams,
): { outcome: LimboOutcome; multiplier: Ratio } {
  const resultHundredths = limboResult(source);
  const win = resultHundredths >= params.targetHundredths;
  return { outcome: { resultHundredths, win }, multiplier: win ? hundredths(params.targetHundredths) : ZERO };
}
