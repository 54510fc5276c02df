import { OPTION_TYPE as OPTION } from '@sika/contract';
import {
  marketWithdrawRules,
  readCoinsConfig,
  readTaxRateBp,
  readWithdrawEnable,
  readWithdrawLimit,
  type WithdrawEnableConfig,
  type WithdrawFeeRule,
  type WithdrawLimit,
} from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { getOptions } from '../options/index.ts';
import type { WithdrawChannelRow } from './channel-repository.ts';

/** Everything the options say about withdrawing in this market, read in one query. */
export interface WithdrawSettings {
  enable: WithdrawEnableConfig;
  /** Option 100; null when missing ("config of withdraw failed"). */
  coinsPerHundredMinor: number | null;
  limit: WithdrawLimit | null;
  taxRateBp: number;
  stepMinor: number;
  /** Kenya's fixed 2%: replaces every channel's fee. */
  feeOverride: WithdrawFeeRule | null;
}

const TYPES = [
  OPTION.WITHDRAW_CONFIG,
  OPTION.WITHDRAW_LIMIT,
  OPTION.WITHDRAW_TAX_ENABLED,
  OPTION.WITHDRAW_TAX_AMOUNT,
  OPTION.WITHDRAW_ENABLE,
];

export async function readWithdrawSettings(ctx: ServerContext): Promise<WithdrawSettings> {
  const options = await getOptions(ctx, TYPES, 'en');
  const contents = (type: number) => options.filter((o) => o.type === type).map((o) => o.content);
  const first = (type: number) => contents(type)[0];
  const rules = marketWithdrawRules(ctx.market.code);
  return {
    enable: readWithdrawEnable(contents(OPTION.WITHDRAW_ENABLE)),
    coinsPerHundredMinor: readCoinsConfig(first(OPTION.WITHDRAW_CONFIG)),
    limit: readWithdrawLimit(first(OPTION.WITHDRAW_LIMIT)),
    taxRateBp:
      rules.taxRateBp ?? readTaxRateBp(first(OPTION.WITHDRAW_TAX_ENABLED), first(OPTION.WITHDRAW_TAX_AMOUNT)),
    stepMinor: rules.stepMinor,
    feeOverride: rules.fee,
  };
}

/** The fee a channel charges here: the market's rule where there is one, else the operator's. */
export function feeRuleOf(settings: WithdrawSettings, channel: WithdrawChannelRow): WithdrawFeeRule {
  return settings.feeOverride ?? { type: channel.feeType, value: channel.feeValue };
}
