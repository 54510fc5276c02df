import { getProfile as getProfileCall } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { getProfile } from './get-profile.ts';

export function playerRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getProfileCall, ({ player }) => getProfile(ctx, player.playerId));
}
