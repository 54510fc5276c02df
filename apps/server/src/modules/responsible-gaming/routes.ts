import {
  getPlaySession as getPlaySessionCall,
  getResponsibleGaming as getResponsibleGamingCall,
  getSelfExclusion as getSelfExclusionCall,
  setLimit as setLimitCall,
  setRealityCheck as setRealityCheckCall,
  setSelfExclusion as setSelfExclusionCall,
  takeTimeOut as takeTimeOutCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { clientInfo } from '../../http/request-context.ts';
import { registerCall } from '../../http/route.ts';
import { getPlaySession } from './get-play-session.ts';
import { getResponsibleGaming } from './get-responsible-gaming.ts';
import { getSelfExclusion } from './get-self-exclusion.ts';
import { setLimit } from './set-limit.ts';
import { setRealityCheck } from './set-reality-check.ts';
import { setSelfExclusion } from './set-self-exclusion.ts';
import { takeTimeOut } from './take-time-out.ts';
import type { RgUsage } from './usage.ts';

export function responsibleGamingRoutes(app: FastifyInstance, ctx: ServerContext, usage: RgUsage) {
  registerCall(app, getSelfExclusionCall, ({ player }) => getSelfExclusion(ctx, player.playerId));
  registerCall(app, setSelfExclusionCall, ({ player, body, request }) =>
    setSelfExclusion(ctx, usage, player, body, clientInfo(request)),
  );
  registerCall(app, getResponsibleGamingCall, ({ player }) =>
    getResponsibleGaming(ctx, usage, player.playerId),
  );
  registerCall(app, setLimitCall, ({ player, body }) => setLimit(ctx, usage, player.playerId, body));
  registerCall(app, setRealityCheckCall, ({ player, body }) =>
    setRealityCheck(ctx, usage, player.playerId, body.minutes),
  );
  registerCall(app, takeTimeOutCall, ({ player, body, request }) =>
    takeTimeOut(ctx, usage, player, body, clientInfo(request)),
  );
  registerCall(app, getPlaySessionCall, ({ player }) => getPlaySession(ctx, usage, player.playerId));
}
