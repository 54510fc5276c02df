import { type RandomSource, wheelSegment } from '@sika/fairness';
import { hundredths, type Ratio } from './ratio.ts';

/**
 * Wheel: 20 equal segments, each with a multiplier; the pointer's segment pays. The RTP of a table is
 * the mean of its multipliers, and every table's multipliers add up to exactly 19.80 = 0.99 × 20.
 */
export type WheelRisk = 'low' | 'medium' | 'high';

export interface WheelParams {
  risk: WheelRisk;
}

export interface WheelOutcome {
  segment: number;
}

export const WHEEL_SEGMENTS = 20;

/** Multipliers in hundredths, clockwise from the top; interleaved so that wins are spread around. */
export const WHEEL_TABLES: Record<WheelRisk, readonly number[]> = {
  // 9 × 1.20, 6 × 1.50, 5 × 0 = 1,980
  low: [120, 150, 0, 120, 150, 120, 0, 120, 150, 120, 0, 120, 150, 120, 0, 150, 120, 150, 0, 120],
  // 1 × 4.00, 2 × 3.00, 3 × 2.00, 2 × 1.90, 12 × 0 = 1,980
  medium: [400, 0, 190, 0, 200, 0, 0, 300, 0, 200, 0, 0, 190, 0, 300, 0, 200, 0, 0, 0],
  // 1 × 19.80, 19 × 0 = 1,980
  high: [1980, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

export const WHEEL_RISKS = Object.keys(WHEEL_TABLES) as WheelRisk[];

export function isValidWheelParams(params: WheelParams): boolean {
  return WHEEL_RISKS.includes(params.risk);
}

export function playWheel(
  source: RandomSource,
  params: WheelParams,
): { outcome: WheelOutcome; multiplier: Ratio } {
  const segment = wheelSegment(source, WHEEL_SEGMENTS);
  return { outcome: { segment }, multiplier: hundredths(WHEEL_TABLES[params.risk][segment]!) };
}
