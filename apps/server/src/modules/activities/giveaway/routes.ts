import {
  getGiveawayBasic,
  registerGiveaway as registerGiveawayCall,
  sendGiveawayCode as sendGiveawayCodeCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { clientInfo } from '../../../http/request-context.ts';
import { registerCall } from '../../../http/route.ts';
import { setSessionCookie } from '../../auth/index.ts';
import { giveawayBasic, registerGiveaway, sendGiveawayCode } from './register-giveaway.ts';

export function giveawayRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getGiveawayBasic, ({ query }) => giveawayBasic(ctx, query.id, query.lang));
  registerCall(app, sendGiveawayCodeCall, ({ body, request }) =>
    sendGiveawayCode(ctx, body, clientInfo(request)),
  );
  registerCall(app, registerGiveawayCall, async ({ body, request, reply }) => {
    const result = await registerGiveaway(ctx, body, clientInfo(request));
    setSessionCookie(ctx, reply, result.token);
    return result;
  });
}
