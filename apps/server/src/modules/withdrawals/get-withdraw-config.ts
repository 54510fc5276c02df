import type { WithdrawConfig } from '@sika/contract';
import { WITHDRAW_COINS_MAX_DIGITS } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { readWithdrawSettings } from './withdraw-settings.ts';

/** The withdraw page's first call (spec core §4 Withdraw page): options 6002, 100, 150, 4025/4026. No errors. */
export async function getWithdrawConfig(ctx: ServerContext): Promise<WithdrawConfig> {
  const settings = await readWithdrawSettings(ctx);
  return {
    enable: settings.enable.enable,
    message: settings.enable.message,
    initialized: settings.enable.initialized,
    currency: ctx.market.currency,
    currencySymbol: ctx.market.currencySymbol,
    coinsPerHundredMinor: settings.coinsPerHundredMinor,
    limit: settings.limit,
    taxEnabled: settings.taxRateBp > 0,
    taxRateBp: settings.taxRateBp,
    stepMinor: settings.stepMinor,
    coinsMaxDigits: WITHDRAW_COINS_MAX_DIGITS,
  };
}
