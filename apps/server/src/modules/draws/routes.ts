import { getDraw, getDrawTickets } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { lotteryRoutes } from './lottery/routes.ts';
import { getPublicDraw, getPublicTickets } from './public-draw.ts';
import { raffleRoutes } from './raffle/routes.ts';

/** Every draw call (packages/contract draws.ts): the public draw records and the lottery. */
export function drawRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDraw, ({ params }) => getPublicDraw(ctx, params.id));
  registerCall(app, getDrawTickets, ({ params }) => getPublicTickets(ctx, params.id));
  lotteryRoutes(app, ctx);
  raffleRoutes(app, ctx);
}
