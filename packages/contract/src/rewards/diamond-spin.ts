import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idempotencyKeyField, intField } from '../fields.ts';
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

export const getDiamondSpinCfg = defineCall({
  operationId: 'getDiamondSpinCfg',
  method: 'GET',
  path: '/api/account-service/diamond-spin/cfg',
  summary:
    'The diamond wheel: prizes (segments), bet options (cost in diamonds, prize multiplier), the player’s diamonds and the seed pair of the next spin.',
  tags: ['diamonds'],
  auth: 'player',
  data: z.object({
    enable: z.boolean(),
    prizes: z.array(spinPrize),
    bets: z.array(spinBetOption),
    diamond: z.number().int(),
    fairness: spinFairness,
  }),
});

export const getDiamondSpinWinners = defineCall({
  operationId: 'getDiamondSpinWinners',
  method: 'GET',
  path: '/api/account-service/diamond-spin/winners',
  summary: 'The latest 20 prizes won on the diamond wheel, numbers masked.',
  tags: ['diamonds'],
  auth: 'none',
  data: z.object({ list: z.array(spinWinner) }),
});

export const betDiamondSpin = defineCall({
  operationId: 'betDiamondSpin',
  method: 'POST',
  path: '/api/account-service/diamond-spin/bet',
  summary:
    'Spin: takes the option’s cost in diamonds and pays the drawn prize × multiplier, in one transaction. The segment comes from the seed pair (verifiable after rotation). One idempotency key per tap: a retry answers the same spin. Errors: 5108 not enough diamonds, 5109 unknown bet option, 5001 off, 5101 budget spent, 2002 key reused for another request, 1003 self-excluded.',
  tags: ['diamonds'],
  auth: 'player',
  body: z.object({ index: intField.pipe(z.number().int().min(0)), idempotencyKey: idempotencyKeyField }),
  data: spinRecord.extend({ diamond: z.number().int() }),
});

export const getDiamondSpinRecords = defineCall({
  operationId: 'getDiamondSpinRecords',
  method: 'GET',
  path: '/api/account-service/diamond-spin/records',
  summary: 'The player’s diamond spins, newest first, `limit` per page below `maxId`.',
  tags: ['diamonds'],
  auth: 'player',
  query: spinRecordsQuery,
  data: z.object({ list: z.array(spinRecord) }),
});

export const rotateDiamondSpinSeed = defineCall({
  operationId: 'rotateDiamondSpinSeed',
  method: 'POST',
  path: '/api/account-service/diamond-spin/seed',
  summary:
    'Reveal the current server seed (so every spin made with it can be recomputed) and start a new pair, with the given client seed or a random one.',
  tags: ['diamonds'],
  auth: 'player',
  body: z.object({ clientSeed: clientSeedField.optional() }),
  data: seedRotation,
});
