import {
  getSelfExclusion as getSelfExclusionCall,
  setSelfExclusion as setSelfExclusionCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { clientInfo } from '../../http/request-context.ts';
import { registerCall } from '../../http/route.ts';
import { getSelfExclusion } from './get-self-exclusion.ts';
import { setSelfExclusion } from './set-self-exclusion.ts';

export function selfExclusionRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getSelfExclusionCall, ({ player }) => getSelfExclusion(ctx, player.playerId));
  registerCall(app, setSelfExclusionCall, async ({ player, body, request, reply }) => {
    const result = await setSelfExclusion(ctx, player.playerId, body, clientInfo(request));
    // The session is over on the server; drop the cookie too so the app does not keep sending it.
    reply.clearCookie('token', { path: '/' });
    return result;
  });
}
