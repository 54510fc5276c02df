import { appInfo, OPTION_TYPE } from '@sika/contract';
import { coinDecimalsOf } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { readOption } from '../options/index.ts';
import { currentTermsVersion } from '../responsible-gaming/index.ts';

/** The market and settings a client needs before anything else. */
export function appRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, appInfo, async ({ request, reply }) => {
    // A cache between us and the phone must keep one answer per Save-Data value.
    reply.header('vary', 'Save-Data');
    return {
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
      saveData: /^on$/i.test(String(request.headers['save-data'] ?? '').trim()),
    };
  });
}
