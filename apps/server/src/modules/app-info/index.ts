import { appInfo } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';

/** The market and settings a client needs before anything else. */
export function appRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, appInfo, async () => ({
    market: ctx.market.code,
    currency: ctx.market.currency,
    currencySymbol: ctx.market.currencySymbol,
    mobileLength: ctx.market.mobileLength,
    countryCode: ctx.market.countryCode,
    mobilePattern: ctx.market.mobilePattern.source,
    smsCodeEnabled: ctx.config.SMS_CODE_ENABLED,
    gamesOrigin: new URL(ctx.config.GAMES_PUBLIC_URL).origin,
  }));
}
