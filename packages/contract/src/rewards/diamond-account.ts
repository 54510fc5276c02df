import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idempotencyKeyField, intField, isoDate } from '../fields.ts';
import { idField, rewardAsset } from './common.ts';

// Diamond account (account-service/diamond-account).

/** 0 all, 1 received (tasks, spin prizes), 2 spent (spins, exchanges). */
export const diamondRecordType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const diamondRecord = z.object({
  id: z.number().int(),
  /** Signed: + received, − spent. */
  amount: z.number().int(),
  /** diamond_task, diamond_spin_prize, diamond_spin_cost, exchange, cash_rain, … */
  source: z.string(),
  title: z.string(),
  time: isoDate,
});

export const getDiamondBalance = defineCall({
  operationId: 'getDiamondBalance',
  method: 'GET',
  path: '/api/account-service/diamond-account/balance',
  summary: 'The player’s diamonds.',
  tags: ['diamonds'],
  auth: 'player',
  data: z.object({ diamond: z.number().int() }),
});

export const getDiamondRecords = defineCall({
  operationId: 'getDiamondRecords',
  method: 'GET',
  path: '/api/account-service/diamond-account/records',
  summary:
    'Diamond movements, newest first, 20 at a time below `excludeMaxId`; `type` 0 all, 1 received, 2 spent.',
  tags: ['diamonds'],
  auth: 'player',
  query: z.object({
    type: intField.pipe(diamondRecordType).optional().default(0),
    excludeMaxId: idField.optional(),
  }),
  data: z.object({ list: z.array(diamondRecord) }),
});

// Exchange (account-service/account/exchange).

export const exchangeItem = z.object({
  id: z.number().int(),
  diamonds: z.number().int(),
  /** What the diamonds buy: cash (minor units, withdrawable or not) or coins (minor units). */
  asset: rewardAsset,
  amount: z.number().int(),
});

export const getExchangeCfg = defineCall({
  operationId: 'getExchangeCfg',
  method: 'GET',
  path: '/api/account-service/account/cfg/exchange',
  summary: 'The exchange items at the configured rates, and the player’s diamonds.',
  tags: ['diamonds'],
  auth: 'player',
  data: z.object({ enable: z.boolean(), items: z.array(exchangeItem), diamond: z.number().int() }),
});

export const exchangeDiamonds = defineCall({
  operationId: 'exchangeDiamonds',
  method: 'POST',
  path: '/api/account-service/account/exchange',
  summary:
    'Exchange diamonds for an item: the diamonds go to the promotion account and the item’s cash or coins come from it, in one transfer. One idempotency key per tap. Errors: 5110 unknown item, 5108 not enough diamonds, 5001 off, 5101 budget spent, 2002 key reused, 1003 self-excluded.',
  tags: ['diamonds'],
  auth: 'player',
  body: z.object({ id: idField, idempotencyKey: idempotencyKeyField }),
  data: z.object({
    id: z.number().int(),
    diamonds: z.number().int(),
    asset: rewardAsset,
    amount: z.number().int(),
    diamond: z.number().int(),
  }),
});
