import { getDailyBonusPreview, signDailyBonus } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { registerCall } from '../../../http/route.ts';
import { claimDailyBonus } from './claim-daily-bonus.ts';
import { previewDailyBonus } from './preview-daily-bonus.ts';

export function dailySignRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDailyBonusPreview, ({ player }) => previewDailyBonus(ctx, player.playerId));
  registerCall(app, signDailyBonus, ({ player }) => claimDailyBonus(ctx, player.playerId));
}
