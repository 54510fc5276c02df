import type { WithdrawChannel, WithdrawConfig } from '@sika/contract';
import {
  coinsToMoneyMinor,
  isSupportedFeeType,
  marketWithdrawRules,
  quoteWithdrawal,
  WITHDRAW_AMOUNT_MAX_DIGITS,
  type WithdrawBlock,
  type WithdrawQuote,
  withdrawBlocks,
} from '@sika/domain';

/**
 * The withdraw form's state as the spec reads it (core §4 Withdraw page, §5 Withdraw amount and Fee). The
 * arithmetic is packages/domain's (quoteWithdrawal, withdrawBlocks): the server recomputes the same.
 */

/** Spec core §5: the coins field keeps digits only, at most 8 of them (core §9). */
export function sanitizeCoins(raw: string): string {
  return raw
    .replace(/\D+/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, WITHDRAW_AMOUNT_MAX_DIGITS);
}

export function coinsOf(text: string): number {
  return text === '' ? 0 : Number(text);
}

/** The fee rule of a channel here: the market's own where it has one (Kenya 2%), else the channel's. */
export function feeRuleOf(
  marketCode: string,
  channel: Pick<WithdrawChannel, 'withdrawFeeType' | 'withdrawFeeValue'>,
) {
  return (
    marketWithdrawRules(marketCode).fee ?? { type: channel.withdrawFeeType, value: channel.withdrawFeeValue }
  );
}

export interface FormFigures {
  /** Null when the channel's fee type is neither 1 nor 2 ("not support"). */
  quote: WithdrawQuote | null;
  feeSupported: boolean;
  blocks: WithdrawBlock[];
}

/**
 * money = floor(coins × 100 / option 100), the channel's fee, the tax (the server's figure once fetched,
 * else the same rule computed here), net = money − fee − tax floored at 0, and why Next is off.
 */
export function formFigures(input: {
  marketCode: string;
  config: Pick<WithdrawConfig, 'limit' | 'taxEnabled' | 'taxRateBp' | 'stepMinor'>;
  /** Option 100; the page shows "config of withdraw failed" instead of the form when it is missing. */
  coinsPerHundredMinor: number;
  channel: Pick<WithdrawChannel, 'withdrawFeeType' | 'withdrawFeeValue'> | null;
  coins: number;
  /** getWithdrawTax's answer for these coins; undefined while it is not known. */
  fetchedTaxMinor: number | undefined;
  balanceMinor: number;
}): FormFigures {
  const { config, channel, coins } = input;
  const fee = channel ? feeRuleOf(input.marketCode, channel) : { type: 2, value: 0 };
  const base = quoteWithdrawal({
    coins,
    coinsPerHundredMinor: input.coinsPerHundredMinor,
    fee,
    taxRateBp: config.taxEnabled ? config.taxRateBp : 0,
    // The most the tax can be; the server's figure (on the player's winnings part in Ghana) replaces it.
    taxBaseMinor: coinsToMoneyMinor(coins, input.coinsPerHundredMinor),
    stepMinor: config.stepMinor,
  });
  const quote = base && withTax(base, coins > 0 && config.taxEnabled ? input.fetchedTaxMinor : 0);
  const blocks = withdrawBlocks({
    channelChosen: channel !== null,
    quote,
    balanceMinor: input.balanceMinor,
    limit: config.limit,
    stepMinor: config.stepMinor,
  });
  return { quote, feeSupported: isSupportedFeeType(fee.type), blocks };
}

/** Spec core §3 Tax response replaces the computed tax; the net follows (core §5: floored at 0). */
function withTax(quote: WithdrawQuote, taxMinor: number | undefined): WithdrawQuote {
  if (taxMinor === undefined || taxMinor === quote.taxMinor) return quote;
  return { ...quote, taxMinor, netMinor: Math.max(0, quote.moneyMinor - quote.feeMinor - taxMinor) };
}

/**
 * What to tell the player while Next is off, once they have typed something: the first block that is theirs
 * to fix. Nothing for an empty field (the placeholder says what to type).
 */
export function visibleBlock(blocks: readonly WithdrawBlock[], coins: number): WithdrawBlock | null {
  if (coins <= 0) return null;
  const order: WithdrawBlock[] = [
    'FEE_TYPE_NOT_SUPPORTED',
    'NO_CHANNEL',
    'INSUFFICIENT_BALANCE',
    'BELOW_MIN',
    'ABOVE_MAX',
    'NOT_MORE_THAN_FEE',
    'NOT_WHOLE_UNITS',
  ];
  return order.find((block) => blocks.includes(block)) ?? null;
}

/**
 * Spec core §5: the placeholder shows "min - max" of option 150 when a limit exists, in the unit the field
 * takes (coins; with option 100 = 100 the same numbers as the option's minor units).
 */
export function limitPlaceholder(
  limit: WithdrawConfig['limit'],
  coinsPerHundredMinor: number | null,
): string | null {
  if (!limit || !coinsPerHundredMinor) return null;
  const toCoins = (minor: number) => Math.ceil((minor * coinsPerHundredMinor) / 100);
  return `${toCoins(limit.minMinor)} - ${Math.floor((limit.maxMinor * coinsPerHundredMinor) / 100)}`;
}

/** The channel preselected (spec core §4): the server's default, which applies the spec's order. */
export function defaultChannelCode(
  list: readonly Pick<WithdrawChannel, 'channelCode'>[],
  serverDefault: string | null,
): string | null {
  if (serverDefault && list.some((c) => c.channelCode === serverDefault)) return serverDefault;
  return list[0]?.channelCode ?? null;
}

/** The preview's route params (spec core §2 Withdraw preview, the {product} theme). */
export interface PreviewParams {
  /** The channel's id. */
  payType: string;
  channelCode: string;
  account: string;
  coins: number;
  fee: number;
  money: number;
  enableTaxOfWithdraw: boolean;
}

export function previewSearch(params: PreviewParams): string {
  return new URLSearchParams({
    payType: params.payType,
    channelCode: params.channelCode,
    account: params.account,
    coins: String(params.coins),
    fee: String(params.fee),
    money: String(params.money),
    enableTaxOfWithdraw: params.enableTaxOfWithdraw ? '1' : '0',
  }).toString();
}

/** The params back from the URL; null when one is missing or not what the page sent. */
export function readPreviewParams(search: string): PreviewParams | null {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name) ?? '';
  const int = (name: string) => (/^\d{1,15}$/.test(text(name)) ? Number(text(name)) : null);
  const [coins, fee, money] = [int('coins'), int('fee'), int('money')];
  const channelCode = text('channelCode');
  const account = text('account');
  if (coins === null || fee === null || money === null || coins <= 0 || money <= 0) return null;
  // The account is a mobile number, a bank account number or a Pix key as the server showed it (an e-mail,
  // +55…, a random key, a CPF masked as ***.982.247-**); the server checks it against the player's own.
  if (!/^[A-Z0-9_]{1,32}$/.test(channelCode) || !/^[\w.+@*-]{9,77}$/.test(account)) return null;
  const payType = /^\d{1,9}$/.test(text('payType')) ? text('payType') : channelCode;
  return {
    payType,
    channelCode,
    account,
    coins,
    fee,
    money,
    enableTaxOfWithdraw: text('enableTaxOfWithdraw') === '1',
  };
}
