import { z } from 'zod';
import { defineCall } from '../call.ts';
import { textField } from '../fields.ts';
import { rewardAsset } from './common.ts';

// Daily sign-in (account-service/daily-bonus).

export const dailyBonusEntry = z.object({
  /** 1–7. */
  day: z.number().int(),
  /** 0 not yet signed, 1 signed (in the current streak). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The reward of that day, minor units of `asset`. */
  cashBack: z.number().int(),
  asset: rewardAsset,
  /** The entry that today's sign-in fills (or filled). */
  today: z.boolean(),
  /** The grand prize (day 7). */
  grand: z.boolean(),
});
export type DailyBonusEntry = z.infer<typeof dailyBonusEntry>;

export const getDailyBonusPreview = defineCall({
  operationId: 'getDailyBonusPreview',
  method: 'GET',
  path: '/api/account-service/daily-bonus/preview',
  summary:
    'The 7 day tiles of the current streak. Streak rule (docs/decisions): signing on consecutive local days moves to the next tile; a missed day starts again at day 1; after day 7 the next sign-in starts a new week at day 1. If today’s entry has status 0 the button reads SIGN IN, else WIN CASH. `t` is a cache buster and is ignored.',
  tags: ['activities'],
  auth: 'player',
  query: z.object({ t: textField(32).optional() }),
  data: z.array(dailyBonusEntry),
});

export const signDailyBonus = defineCall({
  operationId: 'signDailyBonus',
  method: 'POST',
  path: '/api/account-service/daily-bonus/sign',
  summary:
    'Sign in for today (no body) and receive today’s tile reward, once per local day whatever the concurrency. Errors: 5104 already signed today, 5001 off, 5101 budget spent, 1003 self-excluded.',
  tags: ['activities'],
  auth: 'player',
  data: z.object({ day: z.number().int(), cashBack: z.number().int(), asset: rewardAsset }),
});
