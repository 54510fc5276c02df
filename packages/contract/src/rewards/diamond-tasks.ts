import { z } from 'zod';
import { defineCall } from '../call.ts';
import { isoDate, pageQuery } from '../fields.ts';
import { idField, lang } from './common.ts';
import { taskType } from './tasks.ts';

// Diamond tasks (account-service/diamond-task).

export const diamondTask = z.object({
  id: z.number().int(),
  /** 1 bet on the listed games (target in minor units staked), 2 deposit (target in minor units credited). */
  type: taskType,
  title: z.string(),
  bonus: z.number().int(),
  originalBonus: z.number().int(),
  collect: z.boolean(),
  current: z.number().int(),
  target: z.number().int(),
  enable: z.boolean(),
  /** Level of the chain (0-based; shown as index + 1). A collected level is replaced by the next one. */
  index: z.number().int(),
});
export type DiamondTask = z.infer<typeof diamondTask>;

export const diamondTaskList = z.object({
  enable: z.boolean(),
  /** Game ids whose bets count for the bet task; the in-game entry shows only in these games. */
  games: z.array(z.number().int()),
  /** The current level of each chain (one bet, one deposit). */
  tasks: z.array(diamondTask),
  /** Milliseconds until the tasks restart (local midnight). */
  countdown: z.number().int(),
});
export type DiamondTaskList = z.infer<typeof diamondTaskList>;

export const getDiamondTasks = defineCall({
  operationId: 'getDiamondTasks',
  method: 'GET',
  path: '/api/account-service/diamond-task/tasks',
  summary:
    'The diamond task centre and the in-game task entry (polled every 2017 ms): today’s level of each chain with its progress.',
  tags: ['diamonds'],
  auth: 'player',
  query: z.object({ lang }),
  data: diamondTaskList,
});

export const collectDiamondTask = defineCall({
  operationId: 'collectDiamondTask',
  method: 'POST',
  path: '/api/account-service/diamond-task/collect',
  summary:
    'Collect a finished diamond task: its bonus goes to the diamond balance and the next level (if any) replaces it. Errors: 5105 unknown task or not today’s level, 5106 not finished, 5107 already collected, 5001 off, 5101 budget spent, 1003 self-excluded.',
  tags: ['diamonds'],
  auth: 'player',
  body: z.object({ id: idField, lang }),
  data: z.object({
    id: z.number().int(),
    bonus: z.number().int(),
    /** The diamond balance after the collect. */
    diamond: z.number().int(),
    next: diamondTask.nullable(),
  }),
});

export const diamondTaskRecord = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  type: taskType,
  title: z.string(),
  bonus: z.number().int(),
  time: isoDate,
});

export const getDiamondTaskRecords = defineCall({
  operationId: 'getDiamondTaskRecords',
  method: 'GET',
  path: '/api/account-service/diamond-task/records',
  summary: 'Collected diamond tasks, newest first (page from 1, size default 20).',
  tags: ['diamonds'],
  auth: 'player',
  query: pageQuery(20, 50).extend({ lang }),
  data: z.object({
    list: z.array(diamondTaskRecord),
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
  }),
});
