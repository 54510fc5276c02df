import { appInfo, OPTION_TYPE } from '@sika/contract';
import { coinDecimalsOf } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { readOption } from '../options/index.ts';
import { currentTermsVersion } from '../responsible-gaming/index.ts';

/** The market and settings a client needs before anything else. */
export function appRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, appInfo, async () => ({
    coinDecimals: coinDecimalsOf(await readOption(ctx, OPTION_TYPE.AMOUNT_FORMATS)),
    market: ctx.market.code,
    currency: ctx.market.currency,
    currencySymbol: ctx.market.currencySymbol,
    mobileLength: ctx.market.mobileLength,
    countryCode: ctx.market.countryCode,
    mobilePattern: ctx.market.mobilePattern.source,
    smsCodeEnabled: ctx.config.SMS_CODE_ENABLED,
    gamesOrigin: new URL(ctx.config.GAMES_PUBLIC_URL).origin,
    termsVersion: await currentTermsVersion(ctx),
  }));
}
