import { randomInt } from 'node:crypto';
import type { Tx } from '../../../db/transaction.ts';
import type { DrawRow, TicketRow } from '../draw-repository.ts';
import { sellTickets } from '../sell-tickets.ts';

export interface RaffleGift {
  /** The lucky refund round on sale (`currentRound(ctx, 'lucky-refund')`, read before the transaction). */
  round: DrawRow;
  playerId: string;
  count: number;
  /** One gift, one key (e.g. `vip-gift:{player}:{benefit}:{period}`): a replay answers the same tickets. */
  giftKey: string;
  /** What the gift is for, compared on a replay (another gift under the same key: IDEMPOTENCY_MISMATCH). */
  reason: Record<string, unknown>;
  now: Date;
}

/**
 * Gives free lucky refund codes, in the caller's transaction (docs/decisions/015, VIP benefit type 8). A
 * gift is a sale at price 0 (`paid_with = 'gift'`): the tickets take a sequence number under the round's
 * lock, enter the tickets hash and the draw like bought ones, and can win; no money moves, so nothing goes
 * to the pool and the ledger has no entry. A replay with the same key answers the first gift's tickets,
 * wherever the round has moved since.
 * Errors: DRAW_SALES_CLOSED (the round closed in between: nothing is given), PLAY_PAUSED, IDEMPOTENCY_MISMATCH.
 */
export function giftRaffleTickets(tx: Tx, gift: RaffleGift): Promise<TicketRow[]> {
  if (gift.round.game !== 'lucky-refund')
    throw new Error(`gifts go to lucky refund rounds, not ${gift.round.game}`);
  if (!Number.isInteger(gift.count) || gift.count < 1 || gift.count > 100)
    throw new Error(`a gift of ${gift.count} tickets`);
  return sellTickets(tx, {
    drawId: gift.round.id,
    playerId: gift.playerId,
    purchaseKey: gift.giftKey,
    // Not the round: a replay in a later round is the same gift, answered with its tickets.
    request: { gift: gift.reason, count: gift.count },
    tickets: Array.from({ length: gift.count }, () => ({
      selection: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      costMinor: 0,
    })),
    paidWith: 'gift',
    legs: [],
    jackpotShareMinor: 0,
    now: gift.now,
  });
}
