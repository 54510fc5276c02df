import { coinsToMoneyMinor, withdrawTaxMinor } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { withdrawTaxBase } from './tax-base.ts';
import { readWithdrawSettings } from './withdraw-settings.ts';

/**
 * Spec core §3 Tax response: the tax in minor units on the money of `coins`, charged on this player's tax
 * base (tax-base.ts: the winnings part in Ghana); 0 when off or unconfigured. No errors.
 */
export async function getWithdrawTax(ctx: ServerContext, playerId: string, coins: number): Promise<number> {
  const settings = await readWithdrawSettings(ctx);
  if (settings.coinsPerHundredMinor === null || settings.taxRateBp === 0) return 0;
  const moneyMinor = coinsToMoneyMinor(coins, settings.coinsPerHundredMinor);
  const baseMinor = await withdrawTaxBase(ctx.db, { playerId, market: ctx.market.code, moneyMinor });
  return Math.min(moneyMinor, withdrawTaxMinor(baseMinor, settings.taxRateBp, settings.stepMinor));
}
