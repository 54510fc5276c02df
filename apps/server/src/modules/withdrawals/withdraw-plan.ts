import { isSupportedFeeType, type Market, quoteWithdrawal, type WithdrawQuote } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { findChannel, listWithdrawChannels, type WithdrawChannelRow } from './channel-repository.ts';
import { withdrawErrors } from './errors.ts';
import { feeRuleOf, readWithdrawSettings, type WithdrawSettings } from './withdraw-settings.ts';

/**
 * The checks every withdrawal passes before any money moves, shared by the quote and the submission:
 * the configuration (6002, option 100), the channel and its fee type, and the amount rules of core §5.
 */
export interface WithdrawSetup {
  settings: WithdrawSettings;
  channels: WithdrawChannelRow[];
}

export async function loadWithdrawSetup(ctx: ServerContext): Promise<WithdrawSetup> {
  const [settings, channels] = await Promise.all([
    readWithdrawSettings(ctx),
    listWithdrawChannels(ctx.db, ctx.market.code),
  ]);
  return { settings, channels };
}

/** Errors: WITHDRAW_DISABLED with the config's message, WITHDRAW_CONFIG_FAILED. */
export function ensureEnabled(settings: WithdrawSettings): number {
  if (!settings.enable.enable) throw withdrawErrors.disabled(settings.enable.message);
  if (settings.coinsPerHundredMinor === null) throw withdrawErrors.configFailed();
  return settings.coinsPerHundredMinor;
}

/**
 * The channel the request names: `channel`, `payChannel` and `bankCode` may each name it (by code or id)
 * and must agree. Errors: SELECT_CHANNEL, BAD_REQUEST (they disagree), CHANNEL_UNAVAILABLE.
 */
export function resolveChannel(
  channels: WithdrawChannelRow[],
  refs: (string | undefined)[],
): WithdrawChannelRow {
  const given = refs.filter((r): r is string => r !== undefined);
  if (given.length === 0) throw withdrawErrors.selectChannel();
  const found = given.map((ref) => findChannel(channels, ref));
  const first = found[0];
  if (!first || found.some((c) => c === undefined)) throw withdrawErrors.channelUnavailable();
  if (found.some((c) => c !== first)) throw withdrawErrors.channelsDisagree();
  return first;
}

/** money, fee, tax (on `taxBaseMinor`) and net of `coins` on a channel. Errors: FEE_TYPE_NOT_SUPPORTED. */
export function figuresOf(
  settings: WithdrawSettings,
  coinsConfig: number,
  channel: WithdrawChannelRow,
  coins: number,
  taxBaseMinor: number,
) {
  const fee = feeRuleOf(settings, channel);
  if (!isSupportedFeeType(fee.type)) throw withdrawErrors.feeNotSupported(fee.type);
  const quote = quoteWithdrawal({
    coins,
    coinsPerHundredMinor: coinsConfig,
    fee,
    taxRateBp: settings.taxRateBp,
    taxBaseMinor,
    stepMinor: settings.stepMinor,
  });
  if (!quote) throw withdrawErrors.feeNotSupported(fee.type);
  return quote;
}

/**
 * Core §5: money within min and max (told first: "min - max" says what to type), more than the fee with
 * something left to pay out, in whole steps. Errors: WITHDRAW_LIMIT, AMOUNT_INVALID.
 */
export function ensureAmountRules(market: Market, settings: WithdrawSettings, quote: WithdrawQuote): void {
  const limit = settings.limit;
  if (limit && (quote.moneyMinor < limit.minMinor || quote.moneyMinor > limit.maxMinor)) {
    throw withdrawErrors.outsideLimits(market, limit);
  }
  if (quote.moneyMinor <= quote.feeMinor || quote.netMinor <= 0) throw withdrawErrors.notMoreThanFee();
  if (quote.moneyMinor % settings.stepMinor !== 0) throw withdrawErrors.notWholeUnits();
}
