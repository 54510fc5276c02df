import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idempotencyKeyField, intField } from '../fields.ts';
import { idField } from './common.ts';
import {
  clientSeedField,
  seedRotation,
  spinBetOption,
  spinFairness,
  spinPrize,
  spinRecord,
  spinRecordsQuery,
  spinWinner,
} from './spins.ts';

// Coin spin (/games/coin-spin/{id}).

const coinSpinId = z.object({ id: idField.optional().default(1) });

export const getCoinSpinCfg = defineCall({
  operationId: 'getCoinSpinCfg',
  method: 'GET',
  path: '/api/activity-service/coin-spin/cfg',
  summary:
    'The coin wheel `id` (1): prizes, bet options (cost in coins, minor units), the player’s coins, today’s free spins left (one per local day once signed in today) and the seed pair of the next spin.',
  tags: ['activities'],
  auth: 'player',
  query: coinSpinId,
  data: z.object({
    id: z.number().int(),
    enable: z.boolean(),
    prizes: z.array(spinPrize),
    bets: z.array(spinBetOption),
    coins: z.number().int(),
    freeSpins: z.number().int(),
    fairness: spinFairness,
  }),
});

export const getCoinSpinWinners = defineCall({
  operationId: 'getCoinSpinWinners',
  method: 'GET',
  path: '/api/activity-service/coin-spin/winners',
  summary: 'The latest 20 prizes won on the coin wheel, numbers masked.',
  tags: ['activities'],
  auth: 'none',
  query: coinSpinId,
  data: z.object({ list: z.array(spinWinner) }),
});

export const betCoinSpin = defineCall({
  operationId: 'betCoinSpin',
  method: 'POST',
  path: '/api/activity-service/coin-spin/bet',
  summary:
    'Spin the coin wheel: uses today’s free spin if one is left (bet option 0 only), else takes the option’s cost in coins; pays the prize × multiplier. One idempotency key per tap. Errors: 5111 not enough coins, 5109 unknown bet option, 5001 off, 5101 budget spent, 2002 key reused, 1003 self-excluded.',
  tags: ['activities'],
  auth: 'player',
  body: z.object({
    id: idField.optional().default(1),
    index: intField.pipe(z.number().int().min(0)),
    idempotencyKey: idempotencyKeyField,
  }),
  data: spinRecord.extend({ free: z.boolean(), coins: z.number().int() }),
});

export const getCoinSpinRecords = defineCall({
  operationId: 'getCoinSpinRecords',
  method: 'GET',
  path: '/api/activity-service/coin-spin/records',
  summary: 'The player’s coin spins, newest first, `limit` per page below `maxId`.',
  tags: ['activities'],
  auth: 'player',
  query: spinRecordsQuery.extend({ id: idField.optional().default(1) }),
  data: z.object({ list: z.array(spinRecord) }),
});

export const rotateCoinSpinSeed = defineCall({
  operationId: 'rotateCoinSpinSeed',
  method: 'POST',
  path: '/api/activity-service/coin-spin/seed',
  summary: 'Reveal the coin wheel’s current server seed and start a new pair.',
  tags: ['activities'],
  auth: 'player',
  body: z.object({ id: idField.optional().default(1), clientSeed: clientSeedField.optional() }),
  data: seedRotation,
});
