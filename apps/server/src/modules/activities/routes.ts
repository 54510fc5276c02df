import { getCoinsEvent as getCoinsEventCall } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { cashRainRoutes } from './cash-rain/index.ts';
import { getCoinsEvent } from './coins-event/index.ts';
import { collectCardsRoutes } from './collect-cards/index.ts';
import { dailySignRoutes } from './daily-sign/index.ts';
import { diamondRoutes } from './diamonds/index.ts';
import { giveawayRoutes } from './giveaway/index.ts';
import { inviteRoutes } from './invite/index.ts';
import { ratingRoutes } from './rating/index.ts';
import { spinRoutes } from './spins/index.ts';
import { taskRoutes } from './tasks/index.ts';

/** Every activity call of issue 13 (packages/contract rewards) and the invitations of issue 17. */
export function rewardsRoutes(app: FastifyInstance, ctx: ServerContext) {
  dailySignRoutes(app, ctx);
  ratingRoutes(app, ctx);
  taskRoutes(app, ctx);
  spinRoutes(app, ctx);
  diamondRoutes(app, ctx);
  collectCardsRoutes(app, ctx);
  giveawayRoutes(app, ctx);
  cashRainRoutes(app, ctx);
  inviteRoutes(app, ctx);
  registerCall(app, getCoinsEventCall, ({ query }) => getCoinsEvent(ctx, query.lang));
}
