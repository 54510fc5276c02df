import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idField, lang, rewardAsset } from './common.ts';

// Tasks (account-service/task).

/** 1 bet on games (target: total stake in minor units), 2 deposit (target: credited deposits in minor units, or a count of 1 for the first-deposit task). */
export const taskType = z.union([z.literal(1), z.literal(2)]);

export const rewardTask = z.object({
  id: z.number().int(),
  type: taskType,
  title: z.string(),
  /** `daily`: progress counts within the local day and restarts tomorrow; `once`: a one-off (first deposit). */
  period: z.enum(['daily', 'once']),
  /** `minor`: target/current are amounts in minor units; `count`: a count (the first-deposit task: 0/1 or 1/1). */
  unit: z.enum(['minor', 'count']),
  target: z.number().int(),
  current: z.number().int(),
  bonus: z.number().int(),
  originalBonus: z.number().int(),
  asset: rewardAsset,
  index: z.number().int(),
  /** Whether the bonus was received (button Received); else Go while current < target, Receive when reached. */
  collect: z.boolean(),
});
export type RewardTask = z.infer<typeof rewardTask>;

export const getTasks = defineCall({
  operationId: 'getTasks',
  method: 'GET',
  path: '/api/account-service/task/tasks',
  summary:
    'The task list (bet, deposit) with the player’s progress. Progress is fed by settled bets and credited deposits. The client shows 100 % when current ≥ target, otherwise at most 99.99 %.',
  tags: ['activities'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.object({ enable: z.boolean(), tasks: z.array(rewardTask) }),
});

export const receiveTask = defineCall({
  operationId: 'receiveTask',
  method: 'POST',
  path: '/api/account-service/task/receive',
  summary:
    'Receive a finished task’s bonus, once per task and period. Errors: 5105 unknown task, 5106 not finished yet, 5107 already received, 5001 off, 5101 budget spent, 1003 self-excluded.',
  tags: ['activities'],
  auth: 'player',
  body: z.object({ id: idField }),
  data: z.object({ id: z.number().int(), bonus: z.number().int(), asset: rewardAsset }),
});
