import { z } from 'zod';
import { defineCall } from './call.ts';
import { idempotencyKeyField, intField, isoDate, pageQuery, textField } from './fields.ts';

/**
 * Verifiable draws (issue 15; docs/draws.md): the lottery 6+1, the lucky refund raffle and the cash draw.
 * Every draw publishes SHA-256(server seed) and a future drand round before its sales close, the hash of
 * its ordered tickets at the close, and after the round its seed, the beacon's signed randomness and the
 * outcome; `getDraw` serves all of it, so anyone can recompute the outcome (verify page, `npm run
 * draw:verify`). Amounts in minor units.
 *
 * Errors: 5501 no such draw, 5502 sales closed, 5503 a pick that is not 6 red + 1 blue within the pools,
 * 5504 too many tickets at once, 5505 a bad client seed, 2001 insufficient balance, 1003 self-excluded,
 * 5509 the beacon cannot be reached when a new draw must be announced.
 */

const idempotencyKey = idempotencyKeyField;

export const drawStatus = z.enum(['selling', 'closed', 'drawn', 'settled']);
export type DrawStatus = z.infer<typeof drawStatus>;

export const beaconRoundInfo = z.object({
  /** A drand HTTP relay serving this chain (the server's own setting); any relay of the chain will do. */
  relay: z.string(),
  chainHash: z.string(),
  /** The chain's BLS public key (G2, hex) and schedule, as drand's `/info` gives them. */
  publicKey: z.string(),
  schemeId: z.string(),
  genesisTime: z.number().int(),
  period: z.number().int(),
  round: z.number().int(),
  /** When the round is due (published by the beacon). */
  roundAt: isoDate,
  /** Filled once the round was fetched and its BLS signature verified. */
  randomness: z.string().nullable(),
  signature: z.string().nullable(),
  /** While the round is late: since when the draw has waited for it (it never uses another source). */
  waitingSince: isoDate.nullable(),
});

export const drawTicketLine = z.object({
  seq: z.number().int(),
  selection: z.string(),
  clientSeed: z.string().nullable(),
});

/** Everything needed to recompute a draw. `serverSeed`, `beacon.randomness`, `outcome` appear once drawn. */
export const publicDraw = z.object({
  id: z.string(),
  game: z.enum(['lottery', 'lucky-refund', 'cash-draw']),
  status: drawStatus,
  rules: z.record(z.string(), z.unknown()),
  opensAt: isoDate,
  closesAt: isoDate,
  seedCommitment: z.string(),
  beacon: beaconRoundInfo,
  ticketCount: z.number().int(),
  ticketsHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  drawnAt: isoDate.nullable(),
  /** How the outcome is computed, in words (the same text as docs/draws.md). */
  method: z.string(),
});
export type PublicDraw = z.infer<typeof publicDraw>;

export const getDraw = defineCall({
  operationId: 'getDraw',
  method: 'GET',
  path: '/api/draws/:id',
  summary:
    'The public record of a draw: commitment, beacon round (and its signed randomness once fetched), tickets hash, revealed seed and outcome. Errors: 5501.',
  tags: ['draws'],
  auth: 'none',
  params: z.object({ id: z.string().min(3).max(64) }),
  data: publicDraw,
});

export const getDrawTickets = defineCall({
  operationId: 'getDrawTickets',
  method: 'GET',
  path: '/api/draws/:id/tickets',
  summary:
    'The tickets of a closed draw in sale order (no player data), whose lines `seq:selection[:clientSeed]` joined by a newline hash to `ticketsHash`. Errors: 5501; an empty list while sales are open.',
  tags: ['draws'],
  auth: 'none',
  params: z.object({ id: z.string().min(3).max(64) }),
  data: z.object({ list: z.array(drawTicketLine) }),
});

// ───────────────────────────── Lottery 6 + 1 ─────────────────────────────

export const lotteryPrizeTier = z.object({
  tier: z.number().int(),
  /** Which matches win it, as "6+1", "5+0", … */
  matches: z.array(z.string()),
  /** Fixed amount per winning line; null for the pari-mutuel jackpot. */
  amountMinor: z.number().int().nullable(),
});

export const lotteryRules = z.object({
  redPool: z.number().int(),
  redPicks: z.number().int(),
  bluePool: z.number().int(),
  /** A system ticket may pick up to this many reds and blues. */
  maxRed: z.number().int(),
  maxBlue: z.number().int(),
  priceMinor: z.number().int(),
  tiers: z.array(lotteryPrizeTier),
});

export const lotteryDraw = z.object({
  id: z.string(),
  status: drawStatus,
  closesAt: isoDate,
  jackpotMinor: z.number().int(),
  seedCommitment: z.string(),
  beaconRound: z.number().int(),
  ticketCount: z.number().int(),
});

export const getLotteryCurrent = defineCall({
  operationId: 'getLotteryCurrent',
  method: 'GET',
  path: '/api/lottery/current',
  summary:
    'The draw on sale (draws: Wednesday and Saturday 21:00 and daily 07:30, market time), its jackpot and commitment, and the rules and prize tiers. Errors: 5509.',
  tags: ['lottery'],
  auth: 'optional',
  data: z.object({ draw: lotteryDraw, rules: lotteryRules }),
});

export const lotteryTicket = z.object({
  id: z.number().int(),
  drawId: z.string(),
  seq: z.number().int(),
  red: z.array(z.number().int()),
  blue: z.array(z.number().int()),
  /** Number of 6+1 lines the ticket plays (1 for a single ticket). */
  lines: z.number().int(),
  costMinor: z.number().int(),
  soldAt: isoDate,
  drawStatus,
  /** After settlement: lines won per tier and the amount credited. */
  prizes: z.record(z.string(), z.number().int()).nullable(),
  prizeMinor: z.number().int().nullable(),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;

export const buyLotteryTickets = defineCall({
  operationId: 'buyLotteryTickets',
  method: 'POST',
  path: '/api/lottery/tickets',
  summary:
    'Buys tickets for the draw on sale, paid from cash in one transfer: `picks` lists tickets as `red,red,…+blue,…` separated by `;` (more than 6 reds or 1 blue is a system ticket playing every combination), `quickPick` adds that many random single tickets. One key per tap: a retry answers the same tickets. Errors: 5503, 5504, 5502, 2001, 1003, 2002.',
  tags: ['lottery'],
  auth: 'player',
  body: z.object({
    picks: textField(2000).optional(),
    quickPick: intField.pipe(z.number().int().min(0).max(20)).optional(),
    idempotencyKey,
  }),
  data: z.object({ drawId: z.string(), costMinor: z.number().int(), tickets: z.array(lotteryTicket) }),
});

export const getMyLotteryTickets = defineCall({
  operationId: 'getMyLotteryTickets',
  method: 'GET',
  path: '/api/lottery/my-tickets',
  summary: 'The player’s tickets, newest first.',
  tags: ['lottery'],
  auth: 'player',
  query: pageQuery(20, 50),
  data: z.object({ list: z.array(lotteryTicket) }),
});

export const lotteryResult = z.object({
  drawId: z.string(),
  closesAt: isoDate,
  status: drawStatus,
  red: z.array(z.number().int()),
  blue: z.number().int(),
  jackpotMinor: z.number().int(),
  /** Winning lines per tier. */
  winners: z.record(z.string(), z.number().int()),
});

export const getLotteryResults = defineCall({
  operationId: 'getLotteryResults',
  method: 'GET',
  path: '/api/lottery/results',
  summary:
    'Drawn lottery draws, newest first, and any draw waiting for its beacon round (shown as waiting, never drawn from another source).',
  tags: ['lottery'],
  auth: 'none',
  query: pageQuery(10, 50),
  data: z.object({
    list: z.array(lotteryResult),
    waiting: z.array(
      z.object({ drawId: z.string(), beaconRound: z.number().int(), since: isoDate.nullable() }),
    ),
  }),
});
