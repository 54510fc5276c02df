import { coinsToMoneyMinor, withdrawTaxMinor } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { readWithdrawSettings } from './withdraw-settings.ts';

/** Spec core §3 Tax response: the tax in minor units on the money of `coins`; 0 when off or unconfigured. No errors. */
export async function getWithdrawTax(ctx: ServerContext, coins: number): Promise<number> {
  const settings = await readWithdrawSettings(ctx);
  if (settings.coinsPerHundredMinor === null) return 0;
  const money = coinsToMoneyMinor(coins, settings.coinsPerHundredMinor);
  return withdrawTaxMinor(money, settings.taxRateBp, settings.stepMinor);
}
