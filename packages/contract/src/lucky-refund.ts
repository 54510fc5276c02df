import { z } from 'zod';
import { defineCall } from './call.ts';
import { idempotencyKeyField, intField, isoDate, textField } from './fields.ts';

/**
 * Lucky refund raffle (activities §3, §4, §7, §9; issue 15): weekly rounds (Saturday 20:00 market time) of
 * 6-digit codes bought with cash, coins or diamonds; half of cash sales feed the round's jackpot pool,
 * shared 50/30/20 between three codes drawn like every draw (docs/draws.md, verifiable at
 * `/draws/{id}/verify`); a winner credits the prize with `redeem` exactly once. And the cash draw: daily
 * tickets that carry the player's client seed. Statuses: 0 initial, 1 selling, 2 last 60 s, 5 drawing,
 * 9 finished, −1 invalid. Amounts in minor units; `code` 0 is success.
 */

const base = '/api/activity-service/lucky-refund';
const idempotencyKey = idempotencyKeyField;

export const luckyRefundStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(5),
  z.literal(9),
  z.literal(-1),
]);

export const luckyRefundResult = z.object({
  resultId: z.number().int(),
  drawId: z.string(),
  code: z.string(),
  place: z.number().int(),
  amountMinor: z.number().int(),
  /** The winner's mobile, masked (0241****67). */
  mobile: z.string(),
  redeemed: z.boolean(),
});

export const luckyRefundRound = z.object({
  id: z.string(),
  status: luckyRefundStatus,
  finishTime: isoDate,
  remainingMillis: z.number().int(),
  /** Codes sold and players taking part. */
  codes: z.number().int(),
  members: z.number().int(),
  results: z.array(luckyRefundResult),
  priceMinor: z.number().int(),
  priceCoins: z.number().int(),
  priceDiamonds: z.number().int(),
  seedCommitment: z.string(),
  beaconRound: z.number().int(),
});

const resultsData = z.object({ drawId: z.string().nullable(), list: z.array(luckyRefundResult) });

function getResults<const A extends 'none' | 'player' = 'none'>(
  operationId: string,
  path: string,
  summary: string,
  auth: A = 'none' as A,
) {
  return defineCall({
    operationId,
    method: 'GET',
    path: `${base}/${path}`,
    summary,
    tags: ['lucky-refund'],
    auth,
    data: resultsData,
  });
}

export const getLuckyRefundActive = defineCall({
  operationId: 'getLuckyRefundActive',
  method: 'GET',
  path: `${base}/active`,
  summary:
    'The current round: status (1 selling, 2 last 60 s, 5 drawing, 9 finished), time left, codes sold, prices. Errors: 5509.',
  tags: ['lucky-refund'],
  auth: 'optional',
  data: z.object({ enable: z.boolean(), oncountdown: z.boolean(), current: luckyRefundRound }),
});

export const getLuckyRefundPrevResults = getResults(
  'getLuckyRefundPrevResults',
  'prev-results',
  'The winners of the last finished round.',
);
export const getLuckyRefundPrevResultsV2 = getResults(
  'getLuckyRefundPrevResultsV2',
  'v2/prev-results',
  'The winners of the last finished round (v2: same data).',
);
export const getLuckyRefundLatestResults = getResults(
  'getLuckyRefundLatestResults',
  'latest-results',
  'The latest winners across rounds, newest first.',
);
export const getLuckyRefundSpecialResults = getResults(
  'getLuckyRefundSpecialResults',
  'special-results',
  'The biggest prizes ever won.',
);
export const getLuckyRefundSpecialResultsV2 = getResults(
  'getLuckyRefundSpecialResultsV2',
  'v2/special-results',
  'The biggest prizes ever won (v2: same data).',
);
export const getLuckyRefundPersonalResults = getResults(
  'getLuckyRefundPersonalResults',
  'personal-results',
  'The player’s winning codes, with whether each was redeemed.',
  'player',
);

export const getLuckyRefundPersonalCodes = defineCall({
  operationId: 'getLuckyRefundPersonalCodes',
  method: 'GET',
  path: `${base}/personal-codes`,
  summary: 'The player’s codes in the current round, as tiles (4 columns in the advert popup).',
  tags: ['lucky-refund'],
  auth: 'player',
  data: z.object({
    drawId: z.string(),
    list: z.array(z.object({ code: z.string(), enable: z.boolean(), pin: z.boolean() })),
  }),
});

export const getLuckyRefundJackpot = defineCall({
  operationId: 'getLuckyRefundJackpot',
  method: 'GET',
  path: `${base}/jackpot`,
  summary: 'The current round’s jackpot pool (polled every 2 s while selling).',
  tags: ['lucky-refund'],
  auth: 'none',
  data: z.object({ drawId: z.string(), amountMinor: z.number().int() }),
});

const buyBody = z.object({
  refundId: textField(64).optional(),
  quantity: intField.pipe(z.number().int().min(1).max(1000)),
  idempotencyKey,
});
const bought = z.object({ drawId: z.string(), codes: z.array(z.string()) });

export const buyLuckyRefund = defineCall({
  operationId: 'buyLuckyRefund',
  method: 'POST',
  path: `${base}/buy`,
  summary:
    'Buys `quantity` codes of round `refundId` with cash (a coupon is refused: none is issued yet). Errors: 5502, 5504, 5508, 2001, 1003, 2002.',
  tags: ['lucky-refund'],
  auth: 'player',
  body: buyBody.extend({ couponId: textField(64).optional() }),
  data: bought,
});

export const buyLuckyRefundWithCoins = defineCall({
  operationId: 'buyLuckyRefundWithCoins',
  method: 'POST',
  path: `${base}/buyWithCoins`,
  summary: 'Buys codes with coins (bonus money). Errors: 5502, 5504, 5111, 1003, 2002.',
  tags: ['lucky-refund'],
  auth: 'player',
  body: buyBody,
  data: bought,
});

export const buyLuckyRefundWithDiamonds = defineCall({
  operationId: 'buyLuckyRefundWithDiamonds',
  method: 'POST',
  path: `${base}/buyWithDiamonds`,
  summary: 'Buys codes with diamonds. Errors: 5502, 5504, 5108, 1003, 2002.',
  tags: ['lucky-refund'],
  auth: 'player',
  body: buyBody,
  data: bought,
});

export const redeemLuckyRefund = defineCall({
  operationId: 'redeemLuckyRefund',
  method: 'POST',
  path: `${base}/redeem`,
  summary:
    'Credits a winning code’s prize to withdrawable cash, exactly once. Errors: 5004 not a prize of yours, 5002 already redeemed.',
  tags: ['lucky-refund'],
  auth: 'player',
  body: z.object({ resultId: intField.pipe(z.number().int().positive()) }),
  data: z.object({ resultId: z.number().int(), amountMinor: z.number().int() }),
});

export const buyCashDraw = defineCall({
  operationId: 'buyCashDraw',
  method: 'POST',
  path: '/api/activity-service/cash-draw/buy',
  summary:
    'Buys cash draw tickets (daily, 20:00 market time) carrying the player’s client seed, which enters the tickets hash and so the outcome. Errors: 5505 seed not 5–10 letters or digits, 5502, 5504, 2001, 1003, 2002.',
  tags: ['cash-draw'],
  auth: 'player',
  body: z.object({
    clientSeed: z.string().max(64),
    quantity: intField.pipe(z.number().int().min(1).max(1000)).optional().default(1),
    idempotencyKey,
  }),
  data: z.object({
    drawId: z.string(),
    tickets: z.array(z.object({ seq: z.number().int(), clientSeed: z.string() })),
  }),
});

// ───────────────────────────── Cash draw ─────────────────────────────

export const cashDrawWinner = z.object({
  place: z.number().int(),
  seq: z.number().int(),
  clientSeed: z.string(),
  amountMinor: z.number().int(),
  /** The winner's mobile, masked (0241****67). */
  mobile: z.string(),
  mine: z.boolean(),
});

export const cashDrawRound = z.object({
  id: z.string(),
  status: z.enum(['selling', 'closed', 'drawn', 'settled']),
  closesAt: isoDate,
  remainingMillis: z.number().int(),
  seedCommitment: z.string(),
  beaconRound: z.number().int(),
  /** When the beacon round is due; results come after it (never from another source). */
  beaconRoundAt: isoDate,
  /** Set while the round is late at the beacon: the draw waits. */
  beaconWaitingSince: isoDate.nullable(),
  ticketCount: z.number().int(),
  /** The prize pool: this round's share of sales plus what earlier rounds carried over. */
  poolMinor: z.number().int(),
  /** The player's tickets in this round (empty for a visitor). */
  myTickets: z.array(z.object({ seq: z.number().int(), clientSeed: z.string() })),
  /** Filled once settled, in prize order. */
  winners: z.array(cashDrawWinner),
});
export type CashDrawRound = z.infer<typeof cashDrawRound>;

export const getCashDraw = defineCall({
  operationId: 'getCashDraw',
  method: 'GET',
  path: '/api/activity-service/cash-draw/current',
  summary:
    'The round on sale (daily, 20:00 market time) with its commitment, pool, price and the player’s tickets, and the last round that closed (waiting for its beacon round, or its winners). Errors: 5509.',
  tags: ['cash-draw'],
  auth: 'optional',
  data: z.object({
    priceMinor: z.number().int(),
    maxPerPurchase: z.number().int(),
    /** The pool’s split between the winners, in draw order (basis points). */
    prizeSharesBp: z.array(z.number().int()),
    current: cashDrawRound,
    last: cashDrawRound.nullable(),
  }),
});
