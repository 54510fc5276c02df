import { z } from 'zod';
import { intField, isoDate, textField } from '../fields.ts';
import { idField, rewardAsset } from './common.ts';

// Spins (diamond spin and coin spin).

/** One segment of a wheel, clockwise from the top; `asset` null is "try again". */
export const spinPrize = z.object({
  index: z.number().int(),
  asset: rewardAsset.nullable(),
  amount: z.number().int(),
  /**
   * The segment's weight: a spin lands on `weightedSegment(stream, weights)` of packages/fairness, so with
   * the revealed seed a player recomputes every spin (docs/rewards.md).
   */
  weight: z.number().int(),
});

/** A way to spin: its cost and the multiplier applied to every prize (index 0 = one spin at the base cost). */
export const spinBetOption = z.object({
  index: z.number().int(),
  cost: z.number().int(),
  multiplier: z.number().int(),
});

/** The player's seed pair for a spin activity, as for game rounds: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`). */
export const spinFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next spin. */
  nonce: z.number().int(),
});

export const spinRecord = z.object({
  id: z.number().int(),
  /** The bet option used. */
  betIndex: z.number().int(),
  cost: z.number().int(),
  prizeIndex: z.number().int(),
  asset: rewardAsset.nullable(),
  amount: z.number().int(),
  time: isoDate,
  serverSeedHash: z.string(),
  /** Revealed once the player rotates the seed (then the spin is verifiable); null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SpinRecord = z.infer<typeof spinRecord>;

export const spinWinner = z.object({
  mobile: z.string().describe('masked: 024****456'),
  asset: rewardAsset,
  amount: z.number().int(),
  time: isoDate,
});

export const spinRecordsQuery = z.object({
  /** Records with an id below this one (the smallest id of the previous page); absent for the newest. */
  maxId: idField.optional(),
  limit: intField.pipe(z.number().int().min(1).max(50)).optional().default(20),
});

export const seedRotation = z.object({
  /** The seed pair just retired, now revealed, with the last nonce used (null if never used). */
  previous: z
    .object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      lastNonce: z.number().int(),
    })
    .nullable(),
  current: spinFairness,
});
export const clientSeedField = textField(64).pipe(z.string().regex(/^[\x20-\x7e]{1,64}$/));
