import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idempotencyKeyField, isoDate, textField } from '../fields.ts';
import { idField, lang, rewardAsset } from './common.ts';

// Collect cards (spec activities §3, §4, §7; docs/collect-cards.md): an event with an eight-card ring and
// a spin cell. A credited deposit of at least `depositMinimum` gives `depositChance` chances (once per
// deposit), one chance a day is free, `exchangeCards` spare cards buy a chance, a spin costs `costChance`.
// A spin's card is provably fair: weightedSegment(HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`),
// weights); the server seed's hash is shown before play and the seed itself once the event has ended.
// Players holding all eight cards share `giftAmount` when the event ends, paid once per player.

const tags = ['collect-cards'];
const actQuery = z.object({ actId: idField.optional(), lang });

/** 0 not started yet, 1 open, -1 finished (spec activities §4). */
export const cardEventStatus = z.union([z.literal(0), z.literal(1), z.literal(-1)]);

export const collectCard = z.object({
  index: z.number().int().describe('0–7, clockwise around the ring from the top left'),
  name: z.string(),
  /** The card's weight in a spin (rarer cards weigh less), so a player can recompute a spin. */
  weight: z.number().int(),
});

export const cardFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next spin. */
  nonce: z.number().int(),
  /** Revealed once the event has ended; null before. */
  serverSeed: z.string().nullable(),
});

export const cardMember = z.object({
  actId: z.number().int(),
  chances: z.number().int(),
  /** How many of each card the player holds (all eight, 0 included). */
  cards: z.array(z.object({ index: z.number().int(), count: z.number().int() })),
  /** The player holds all eight cards: a share of the prize when the event ends. */
  completed: z.boolean(),
  /** The share paid when the event ended; null before or without a complete set. */
  prize: z.object({ asset: rewardAsset, amount: z.number().int(), time: isoDate }).nullable(),
  fairness: cardFairness,
});
export type CardMember = z.infer<typeof cardMember>;

export const getCollectCardsCfg = defineCall({
  operationId: 'getCollectCardsCfg',
  method: 'GET',
  path: '/api/activity-service/collect-cards/cfg',
  summary:
    'The event (the current one, or `actId`): status 0/1/-1, dates, the eight cards and their weights, the prize pool (giftAmount) shared by complete sets, chance rules and the seasonal page texts in `lang`. Errors: 5650 unknown event, 5001 off.',
  tags,
  auth: 'none',
  query: actQuery,
  data: z.object({
    actId: z.number().int(),
    status: cardEventStatus,
    beginTime: isoDate,
    endTime: isoDate,
    /** The prize pool, shared equally by the players holding all eight cards when the event ends. */
    giftAmount: z.number().int(),
    giftAsset: rewardAsset,
    /** Chances one spin costs. */
    costChance: z.number().int(),
    /** Chances a qualifying deposit gives. */
    depositChance: z.number().int(),
    /** The smallest deposit that gives chances, in minor units. */
    depositMinimum: z.number().int(),
    /** Spare cards (beyond the first of each) that buy one chance. */
    exchangeCards: z.number().int(),
    freePerDay: z.number().int(),
    /** Seconds the page waits before spinning by itself when the player has a chance. */
    autoPickSeconds: z.number().int(),
    cards: z.array(collectCard),
    /** Players who hold a complete set so far. */
    completedSets: z.number().int(),
    page: z.object({ title: z.string(), subtitle: z.string(), paragraphs: z.array(z.string()) }),
  }),
});

export const getCollectCardsNotices = defineCall({
  operationId: 'getCollectCardsNotices',
  method: 'GET',
  path: '/api/activity-service/collect-cards/notices',
  summary: 'Other players’ latest complete sets and prizes, numbers masked, newest first (at most 20).',
  tags,
  auth: 'none',
  query: actQuery,
  data: z.object({
    list: z.array(
      z.object({
        mobile: z.string().describe('masked: 024****456'),
        kind: z.enum(['set', 'prize']),
        amount: z.number().int(),
        time: isoDate,
      }),
    ),
  }),
});

export const getCollectCardsMember = defineCall({
  operationId: 'getCollectCardsMember',
  method: 'GET',
  path: '/api/activity-service/collect-cards/member',
  summary:
    'The player’s cards, chances, set and prize, and the seed pair of their next spin (deposits credited so far are counted first).',
  tags,
  auth: 'player',
  query: actQuery,
  data: cardMember,
});

export const getCollectCardsFree = defineCall({
  operationId: 'getCollectCardsFree',
  method: 'GET',
  path: '/api/activity-service/collect-cards/free',
  summary: 'Whether today’s free chance (market’s local day) can still be taken.',
  tags,
  auth: 'player',
  query: actQuery,
  data: z.object({ available: z.boolean(), freePerDay: z.number().int() }),
});

export const takeCollectCardsFree = defineCall({
  operationId: 'takeCollectCardsFree',
  method: 'POST',
  path: '/api/activity-service/collect-cards/free',
  summary:
    'Take today’s free chance (once per local day, whatever the number of calls). Errors: 5653 already taken, 5651 event not open, 5650, 5001.',
  tags,
  auth: 'player',
  body: z.object({ actId: idField.optional() }),
  data: cardMember,
});

export const getCollectCardsGifts = defineCall({
  operationId: 'getCollectCardsGifts',
  method: 'GET',
  path: '/api/activity-service/collect-cards/gifts',
  summary:
    'The player’s spins (card drawn, seed hash, client seed, nonce: recomputable once the seed is revealed), newest first.',
  tags,
  auth: 'player',
  query: actQuery,
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        cardIndex: z.number().int(),
        nonce: z.number().int(),
        time: isoDate,
      }),
    ),
  }),
});

export const getCollectCardsChances = defineCall({
  operationId: 'getCollectCardsChances',
  method: 'GET',
  path: '/api/activity-service/collect-cards/chances',
  summary:
    'The chances a deposit order gave (the gift box after a successful deposit): 0 while not credited yet, for a deposit under the minimum or outside an open event.',
  tags,
  auth: 'player',
  query: z.object({ orderNo: textField(64).pipe(z.string().min(1)) }),
  data: z.object({ orderNo: z.string(), actId: z.number().int().nullable(), granted: z.number().int() }),
});

export const useCollectCardsChances = defineCall({
  operationId: 'useCollectCardsChances',
  method: 'POST',
  path: '/api/activity-service/collect-cards/chances',
  summary:
    '`spin`: spend costChance chances, draw a card (provably fair); `exchange`: trade exchangeCards spare cards for one chance. One idempotency key per tap: a retry answers the same outcome. Errors: 5652 no chances, 5654 not enough spare cards, 5651 event not open, 5650, 5001, 2002 key reused for another request.',
  tags,
  auth: 'player',
  body: z.object({
    actId: idField.optional(),
    action: z.enum(['spin', 'exchange']).optional().default('spin'),
    idempotencyKey: idempotencyKeyField,
  }),
  data: z.object({
    action: z.enum(['spin', 'exchange']),
    /** The card drawn by a spin; null for an exchange. */
    cardIndex: z.number().int().nullable(),
    nonce: z.number().int().nullable(),
    member: cardMember,
  }),
});
