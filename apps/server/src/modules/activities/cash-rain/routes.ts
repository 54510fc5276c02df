import {
  getCashRainCfg as cfgCall,
  claimCashRainGift as claimCall,
  getCashRainDrawStatus as statusCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { registerCall } from '../../../http/route.ts';
import { claimCashRainGift } from './claim-cash-rain-gift.ts';
import { getCashRainCfg } from './get-cash-rain-cfg.ts';
import { getCashRainDrawStatus } from './get-draw-status.ts';

export function cashRainRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, cfgCall, ({ player, query }) =>
    getCashRainCfg(ctx, player?.playerId ?? null, query.lang),
  );
  registerCall(app, statusCall, ({ player, query }) => getCashRainDrawStatus(ctx, player.playerId, query.id));
  registerCall(app, claimCall, ({ player }) => claimCashRainGift(ctx, player.playerId));
}
