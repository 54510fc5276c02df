import { z } from 'zod';
import { defineCall } from './call.ts';
import { isoDate } from './fields.ts';

/**
 * Self-exclusion (/me/settings/exclusion, spec core §6; rules in docs/decisions/005-self-exclusion.md).
 * Periods are counted in days from the moment of the request; `permanent` never ends by itself.
 */
export const selfExclusionPeriods = ['1d', '7d', '30d', '90d', '180d', '1y', 'permanent'] as const;
export const selfExclusionPeriod = z.enum(selfExclusionPeriods);
export type SelfExclusionPeriod = z.infer<typeof selfExclusionPeriod>;

const tags = ['account'];

const exclusionRecord = z.object({
  period: selfExclusionPeriod,
  startsAt: isoDate,
  /** The end of the exclusion; null when permanent. */
  until: isoDate.nullable(),
  permanent: z.boolean(),
});

export const getSelfExclusion = defineCall({
  operationId: 'getSelfExclusion',
  method: 'GET',
  path: '/api/account-service/member/self-exclusion',
  summary:
    'The periods a player can choose (days; null for permanent), whether an exclusion is running, and past exclusions, newest first. Open while paused.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: z.object({
    excluded: z.boolean(),
    periods: z.array(z.object({ period: selfExclusionPeriod, days: z.number().int().nullable() })),
    history: z.array(exclusionRecord),
  }),
});

export const setSelfExclusion = defineCall({
  operationId: 'setSelfExclusion',
  method: 'POST',
  path: '/api/account-service/member/self-exclusion',
  summary:
    'Exclude yourself for a period or permanently, confirmed with the password. Takes effect at once: the player’s sessions are paused (decision 017: only withdrawals, messages and settings answer; everything else 5404) and login admits paused until the end; after it, login answers 1003 and the retry with selfInclusion=1 re-admits. It cannot be lifted or shortened. Errors: 1101 wrong password, 1006 too many tries.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({ period: selfExclusionPeriod, password: z.string().min(1).max(64) }),
  data: exclusionRecord,
});
