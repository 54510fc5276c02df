import { plinkoBucket, plinkoPath, type RandomSource } from '@sika/fairness';
import { hundredths, type Ratio } from './ratio.ts';

/**
 * Plinko: the ball bounces left or right on each row (Stake's mapping); the bucket is the number of
 * right bounces, so P(bucket k) = C(n, k) / 2ⁿ. Tables start from Stake's and are nudged by a few
 * hundredths so that Σ C(n, k) × multiplier(k) = 0.99 × 2ⁿ exactly: every table returns exactly 99%.
 */
export type PlinkoRisk = 'low' | 'medium' | 'high';
export type PlinkoRows = 8 | 12 | 16;

export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** 0 = left, 1 = right, one per row. */
  path: number[];
  bucket: number;
}

/** The left half of each symmetric table, up to and including the centre bucket, in hundredths. */
const HALF_TABLES: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [562, 210, 110, 100, 50],
    medium: [1300, 298, 131, 70, 40],
    high: [2900, 399, 150, 30, 20],
  },
  12: {
    low: [1000, 298, 161, 140, 110, 100, 50],
    medium: [3300, 1100, 397, 201, 110, 60, 30],
    high: [17000, 2360, 817, 199, 70, 20, 20],
  },
  16: {
    low: [1610, 902, 200, 140, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 492, 300, 150, 99, 50, 32],
    high: [100000, 13000, 2630, 906, 399, 199, 20, 20, 20],
  },
};

function mirrored(half: readonly number[]): number[] {
  return [...half, ...half.slice(0, -1).reverse()];
}

export const PLINKO_ROWS: readonly PlinkoRows[] = [8, 12, 16];
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

const mirrorRisks = (half: Record<PlinkoRisk, readonly number[]>): Record<PlinkoRisk, readonly number[]> => ({
  low: mirrored(half.low),
  medium: mirrored(half.medium),
  high: mirrored(half.high),
});

const FULL_TABLES: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: mirrorRisks(HALF_TABLES[8]),
  12: mirrorRisks(HALF_TABLES[12]),
  16: mirrorRisks(HALF_TABLES[16]),
};

/** Multipliers in hundredths for buckets 0..rows. */
export function plinkoTable(params: PlinkoParams): readonly number[] {
  return FULL_TABLES[params.rows][params.risk];
}

export function isValidPlinkoParams(params: PlinkoParams): boolean {
  return PLINKO_ROWS.includes(params.rows) && PLINKO_RISKS.includes(params.risk);
}

export function playPlinko(
  source: RandomSource,
  params: PlinkoParams,
): { outcome: PlinkoOutcome; multiplier: Ratio } {
  const path = plinkoPath(source, params.rows);
  const bucket = path.reduce((rights, step) => rights + step, 0);
  return { outcome: { path, bucket }, multiplier: hundredths(plinkoTable(params)[bucket]!) };
}

/** The same round's multiplier in hundredths without the path: the allocation-free path for simulation. */
export function plinkoRoundHundredths(source: RandomSource, params: PlinkoParams): number {
  return plinkoTable(params)[plinkoBucket(source, params.rows)]!;
}
