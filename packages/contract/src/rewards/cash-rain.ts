import { z } from 'zod';
import { defineCall } from '../call.ts';
import { isoDate } from '../fields.ts';
import { idField, lang } from './common.ts';

// Cash rain (activities §3 Cash-rain config and award, §4 Cash rain, §7, §9; docs/cash-rain.md).

/** 0 upcoming, 1 open now, −1 finished today. */
export const cashRainSlotStatus = z.union([z.literal(0), z.literal(1), z.literal(-1)]);

export const cashRainSlot = z.object({
  id: z.number().int(),
  /** Local wall-clock time of the market, `HH:mm` ('Starts at {begin}'). */
  begin: z.string(),
  end: z.string(),
  /** The same moments as instants, for countdowns. */
  beginAt: isoDate,
  endAt: isoDate,
  status: cashRainSlotStatus,
  /** SHA-256 of today's server seed of the slot: committed before anyone claims. */
  serverSeedHash: z.string(),
  /** The seed itself, once the slot has finished (every gift of it can then be recomputed). */
  serverSeed: z.string().nullable(),
});
export type CashRainSlot = z.infer<typeof cashRainSlot>;

/** 0 try again, 1 withdrawable cash, 2 cash, 3 coins, 4 diamonds. */
export const cashRainGiftType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type CashRainGiftType = z.infer<typeof cashRainGiftType>;

export const cashRainPrize = z.object({
  giftType: cashRainGiftType,
  /** Minor units (cash, coins) or whole diamonds. */
  giftAmount: z.number().int(),
  /** Integer weight of the draw (out of the sum of all weights, try again included). */
  weight: z.number().int(),
  /** How many of this prize one slot gives at most (the slot's pool). */
  perSlot: z.number().int(),
});

export const getCashRainCfg = defineCall({
  operationId: 'getCashRainCfg',
  method: 'GET',
  path: '/api/account-service/cash-rain/cfg',
  summary:
    'Today’s cash rain: the daily slots in the market’s local time with their status (0 upcoming, 1 open, −1 finished), the slot to display (the first open, else the first upcoming, else the first finished), the rules, the prize text and table, and `memberStatus` (0 may play; 1 must deposit first: show cash_rain.msg7 and go to deposit). Without a session memberStatus is 0 and the player is asked to log in when tapping.',
  tags: ['activities'],
  auth: 'optional',
  query: z.object({ lang }),
  data: z.object({
    enable: z.boolean(),
    durations: z.array(cashRainSlot),
    /** Index in `durations` of the slot to display, or null when there are no slots. */
    current: z.number().int().nullable(),
    rules: z.array(z.string()),
    title: z.string(),
    memberStatus: z.number().int(),
    prizes: z.array(cashRainPrize),
    /** The server clock, so the countdown does not depend on the phone’s clock. */
    now: isoDate,
  }),
});

export const getCashRainDrawStatus = defineCall({
  operationId: 'getCashRainDrawStatus',
  method: 'GET',
  path: '/api/account-service/cash-rain/draw-status',
  summary:
    'Whether the player already received today’s gift of slot `id` (true: already played). Errors: 5640 unknown slot, 5001 off.',
  tags: ['activities'],
  auth: 'player',
  query: z.object({ id: idField }),
  data: z.boolean(),
});

export const claimCashRainGift = defineCall({
  operationId: 'claimCashRainGift',
  method: 'POST',
  path: '/api/account-service/cash-rain/gifts',
  summary:
    'No payload: the gift of the slot open now (or that ended less than the grace period ago, so a rain started at the last second still counts). The server draws it, provably fair per player and slot (HMAC_SHA256(slot seed, `{player}:{slot}:{date}`) mapped by the prize weights); a prize whose per-slot pool or the day’s budget is spent becomes “try again” (type 0). One gift per player and slot: a repeat answers the same gift and credits nothing more. Errors: 5641 no slot open, 3004 deposit first (memberStatus 1), 5001 off, 1003/5404 play paused.',
  tags: ['activities'],
  auth: 'player',
  data: z.object({
    id: z.number().int(),
    giftType: cashRainGiftType,
    giftAmount: z.number().int(),
    date: z.string(),
    duration: z.string(),
    createTime: isoDate,
    /** false: this is the gift received earlier (a repeat). */
    created: z.boolean(),
    /** What makes the draw verifiable once the slot’s seed is revealed. */
    serverSeedHash: z.string(),
    message: z.string(),
  }),
});
