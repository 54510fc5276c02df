import { bindDevice, getBindDevice } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { registerCall } from '../../../http/route.ts';
import { getRatingOffer, rateApp } from './rate-app.ts';

export function ratingRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getBindDevice, ({ player, query }) =>
    getRatingOffer(ctx, player.playerId, query.deviceId),
  );
  registerCall(app, bindDevice, ({ player, body }) => rateApp(ctx, player.playerId, body));
}
