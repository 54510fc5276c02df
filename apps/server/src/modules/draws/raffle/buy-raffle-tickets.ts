import { randomInt, randomUUID } from 'node:crypto';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError, isAppError } from '../../../http/errors.ts';
import { spendCoins } from '../../bonus/index.ts';
import { type Leg, playerAccount } from '../../wallet/index.ts';
import type { TicketRow } from '../draw-repository.ts';
import { sellTickets } from '../sell-tickets.ts';
import { currentRound, type RaffleGame, raffleJackpot, raffleRulesOf, raffleSales } from './raffle-rounds.ts';

export interface BuyRaffleRequest {
  game: RaffleGame;
  /** The round the player saw (`refundId`); a stale one is refused as closed. */
  drawId?: string | undefined;
  quantity: number;
  payWith: 'cash' | 'coins' | 'diamonds';
  couponId?: string | undefined;
  clientSeed?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** Client seeds of the cash draw (activities §5): letters and digits, 5 to 10 of them. */
export const CLIENT_SEED = /^[A-Za-z0-9]{5,10}$/;

/**
 * Buys raffle tickets (lucky refund codes, cash draw tickets) with cash, coins or diamonds. A lucky refund
 * ticket's selection is a 6-digit code; a cash draw ticket carries the player's client seed, which enters
 * the tickets hash and so the outcome. Errors: DRAW_SALES_CLOSED, TOO_MANY_TICKETS, CLIENT_SEED_INVALID,
 * COUPON_NOT_USABLE (no coupon is issued yet), INSUFFICIENT_BALANCE / NOT_ENOUGH_COINS / NOT_ENOUGH_DIAMONDS,
 * PLAY_PAUSED, IDEMPOTENCY_MISMATCH, BEACON_UNAVAILABLE.
 */
export async function buyRaffleTickets(
  ctx: ServerContext,
  playerId: string,
  request: BuyRaffleRequest,
): Promise<{ draw: string; tickets: TicketRow[] }> {
  const round = await currentRound(ctx, request.game);
  if (request.drawId && request.drawId !== round.id) throw new AppError('DRAW_SALES_CLOSED');
  const rules = raffleRulesOf(round);
  if (request.couponId) throw new AppError('COUPON_NOT_USABLE', { internal: 'no coupons are issued yet' });
  if (!Number.isInteger(request.quantity) || request.quantity < 1) throw new AppError('BAD_REQUEST');
  if (request.quantity > rules.maxPerPurchase) throw new AppError('TOO_MANY_TICKETS');
  if (rules.clientSeeds && !CLIENT_SEED.test(request.clientSeed ?? ''))
    throw new AppError('CLIENT_SEED_INVALID');
  const unit = { cash: rules.priceMinor, coins: rules.priceCoins, diamonds: rules.priceDiamonds }[
    request.payWith
  ];
  if (unit <= 0)
    throw new AppError('ACTIVITY_INVALID', {
      internal: `${request.game} is not sold for ${request.payWith}`,
    });
  const total = unit * request.quantity;
  const share = request.payWith === 'cash' ? Math.floor((total * rules.jackpotShareBp) / 10_000) : 0;
  const from = playerAccount[request.payWith](playerId);
  // Coins are spent through the bonus module (issue 22), which owns what a coin pays for.
  const legs: Leg[] =
    request.payWith === 'coins'
      ? []
      : [
          { from, to: raffleSales(request.game, request.payWith), amountMinor: total - share },
          { from, to: raffleJackpot(request.game), amountMinor: share },
        ].filter((leg) => leg.amountMinor > 0);
  const key = request.idempotencyKey ?? randomUUID();
  try {
    const tickets = await inTransaction(ctx.db, async (tx) => {
      const sold = await sellTickets(tx, {
        drawId: round.id,
        playerId,
        purchaseKey: `${request.game}:${playerId}:${key}`,
        request: {
          drawId: round.id,
          quantity: request.quantity,
          payWith: request.payWith,
          seed: request.clientSeed ?? null,
        },
        tickets: Array.from({ length: request.quantity }, () => ({
          // A code for the player to recognise; winners are drawn by position, so codes need not be unique.
          selection: rules.clientSeeds ? 'T' : String(randomInt(0, 1_000_000)).padStart(6, '0'),
          clientSeed: rules.clientSeeds ? (request.clientSeed ?? null) : null,
          costMinor: unit,
        })),
        paidWith: request.payWith,
        legs,
        jackpotShareMinor: share,
        now: ctx.now(),
      });
      if (request.payWith === 'coins')
        await spendCoins(tx, {
          playerId,
          coins: total,
          purpose: request.game,
          idempotencyKey: `${playerId}:${key}`,
          reference: `${round.id} × ${request.quantity}`,
          now: ctx.now(),
        });
      return sold;
    });
    return { draw: round.id, tickets };
  } catch (error) {
    if (isAppError(error) && error.errorName === 'INSUFFICIENT_BALANCE' && request.payWith !== 'cash')
      throw new AppError(request.payWith === 'coins' ? 'NOT_ENOUGH_COINS' : 'NOT_ENOUGH_DIAMONDS');
    throw error;
  }
}
