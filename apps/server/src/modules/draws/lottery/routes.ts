import {
  buyLotteryTickets as buyLotteryTicketsCall,
  getLotteryCurrent as getLotteryCurrentCall,
  getLotteryResults as getLotteryResultsCall,
  getMyLotteryTickets as getMyLotteryTicketsCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { idempotencyKey } from '../../../http/idempotency-key.ts';
import { registerCall } from '../../../http/route.ts';
import { buyLotteryTickets } from './buy-lottery-tickets.ts';
import { getLotteryCurrent, getLotteryResults, getMyLotteryTickets, ticketView } from './lottery-views.ts';

export function lotteryRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getLotteryCurrentCall, () => getLotteryCurrent(ctx));
  registerCall(app, buyLotteryTicketsCall, async ({ player, body, request }) => {
    const bought = await buyLotteryTickets(ctx, player.playerId, {
      picks: body.picks,
      quickPick: body.quickPick,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    });
    return { ...bought, tickets: bought.tickets.map((t) => ticketView(t, 'selling')) };
  });
  registerCall(app, getMyLotteryTicketsCall, ({ player, query }) =>
    getMyLotteryTickets(ctx, player.playerId, query.page, query.size),
  );
  registerCall(app, getLotteryResultsCall, ({ query }) => getLotteryResults(ctx, query.page, query.size));
}
