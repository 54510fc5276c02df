import { coinsToMoneyMinor, quoteWithdrawal as quote, WITHDRAW_FEE_TYPE, withdrawBlocks } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { withdrawableMoney } from '../wallet/index.ts';
import { findChannel } from './channel-repository.ts';
import { withdrawErrors } from './errors.ts';
import { withdrawTaxBase } from './tax-base.ts';
import { loadWithdrawSetup } from './withdraw-plan.ts';
import { feeRuleOf } from './withdraw-settings.ts';

const NO_FEE = { type: WITHDRAW_FEE_TYPE.FIXED, value: 0 };

/**
 * The preview's figures and every rule that would refuse the withdrawal now (the Next button's, from
 * packages/domain), without moving anything. Without a known channel, or with an unsupported fee type,
 * the figures are given without a fee and `blocks` says why. The tax is on this player's tax base
 * (tax-base.ts). Errors: WITHDRAW_CONFIG_FAILED.
 */
export async function quoteWithdrawal(
  ctx: ServerContext,
  playerId: string,
  input: { coins: number; channel: string },
) {
  const { settings, channels } = await loadWithdrawSetup(ctx);
  const coinsPerHundredMinor = settings.coinsPerHundredMinor;
  if (coinsPerHundredMinor === null) throw withdrawErrors.configFailed();
  const channel = findChannel(channels, input.channel);
  const moneyMinor = coinsToMoneyMinor(input.coins, coinsPerHundredMinor);
  const market = ctx.market.code;
  const base = {
    coins: input.coins,
    coinsPerHundredMinor,
    taxRateBp: settings.taxRateBp,
    taxBaseMinor: await withdrawTaxBase(ctx.db, { playerId, market, moneyMinor }),
    stepMinor: settings.stepMinor,
  };
  const withFee = quote({ ...base, fee: channel ? feeRuleOf(settings, channel) : NO_FEE });
  const balanceMinor = await withdrawableMoney(ctx.db, playerId);
  const blocks = withdrawBlocks({
    channelChosen: channel !== undefined,
    quote: withFee,
    balanceMinor,
    limit: settings.limit,
    stepMinor: settings.stepMinor,
  });
  const figures = withFee ?? quote({ ...base, fee: NO_FEE });
  return {
    coins: input.coins,
    money: figures?.moneyMinor ?? 0,
    feeMinor: figures?.feeMinor ?? 0,
    taxMinor: figures?.taxMinor ?? 0,
    taxBaseMinor: figures?.taxBaseMinor ?? 0,
    netMinor: figures?.netMinor ?? 0,
    blocks,
    balanceMinor,
    feeSupported: withFee !== null,
  };
}
