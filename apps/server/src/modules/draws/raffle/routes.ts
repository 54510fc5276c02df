import * as contract from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { registerCall } from '../../../http/route.ts';
import { type BuyRaffleRequest, buyRaffleTickets } from './buy-raffle-tickets.ts';
import { getCashDraw } from './cash-draw-view.ts';
import {
  getActive,
  getJackpot,
  getLatestResults,
  getPersonalCodes,
  getPersonalResults,
  getPrevResults,
  getSpecialResults,
} from './lucky-refund-views.ts';
import { redeemPrize } from './redeem-prize.ts';

/** The lucky refund calls (activities §7) and the cash draw's purchase. */
export function raffleRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, contract.getLuckyRefundActive, () => getActive(ctx));
  registerCall(app, contract.getLuckyRefundPrevResults, () => getPrevResults(ctx));
  registerCall(app, contract.getLuckyRefundPrevResultsV2, () => getPrevResults(ctx));
  registerCall(app, contract.getLuckyRefundLatestResults, () => getLatestResults(ctx));
  registerCall(app, contract.getLuckyRefundSpecialResults, () => getSpecialResults(ctx));
  registerCall(app, contract.getLuckyRefundSpecialResultsV2, () => getSpecialResults(ctx));
  registerCall(app, contract.getLuckyRefundPersonalResults, ({ player }) =>
    getPersonalResults(ctx, player.playerId),
  );
  registerCall(app, contract.getLuckyRefundPersonalCodes, ({ player }) =>
    getPersonalCodes(ctx, player.playerId),
  );
  registerCall(app, contract.getLuckyRefundJackpot, () => getJackpot(ctx));
  const buy = async (playerId: string, request: Omit<BuyRaffleRequest, 'game'>) => {
    const { draw, tickets } = await buyRaffleTickets(ctx, playerId, { game: 'lucky-refund', ...request });
    return { drawId: draw, codes: tickets.map((t) => t.selection) };
  };
  registerCall(app, contract.buyLuckyRefund, ({ player, body }) =>
    buy(player.playerId, {
      drawId: body.refundId,
      quantity: body.quantity,
      couponId: body.couponId,
      payWith: 'cash',
      idempotencyKey: body.idempotencyKey,
    }),
  );
  registerCall(app, contract.buyLuckyRefundWithCoins, ({ player, body }) =>
    buy(player.playerId, {
      drawId: body.refundId,
      quantity: body.quantity,
      payWith: 'coins',
      idempotencyKey: body.idempotencyKey,
    }),
  );
  registerCall(app, contract.buyLuckyRefundWithDiamonds, ({ player, body }) =>
    buy(player.playerId, {
      drawId: body.refundId,
      quantity: body.quantity,
      payWith: 'diamonds',
      idempotencyKey: body.idempotencyKey,
    }),
  );
  registerCall(app, contract.redeemLuckyRefund, ({ player, body }) =>
    redeemPrize(ctx, player.playerId, body.resultId),
  );
  registerCall(app, contract.getCashDraw, ({ player }) => getCashDraw(ctx, player?.playerId ?? null));
  registerCall(app, contract.buyCashDraw, async ({ player, body }) => {
    const { draw, tickets } = await buyRaffleTickets(ctx, player.playerId, {
      game: 'cash-draw',
      quantity: body.quantity,
      payWith: 'cash',
      clientSeed: body.clientSeed,
      idempotencyKey: body.idempotencyKey,
    });
    return { drawId: draw, tickets: tickets.map((t) => ({ seq: t.seq, clientSeed: t.client_seed ?? '' })) };
  });
}
