import { KENYA_WITHDRAW_FEE_BP } from './constants.ts';
import { coinsToMoneyMinor, percentageFeeMinor } from './money.ts';
import { withdrawalTax } from './taxes.ts';

/**
 * The withdraw page's arithmetic (spec core §5 Withdraw amount, Fee; §3 System options 100, 150, 6002),
 * shared by the web form and the server, which recomputes every figure the player sends. Amounts are
 * integer minor units; coins are what the player types.
 */

/** Spec core §3 Withdraw channel option: withdrawFeeType 1 percentage, 2 fixed amount. */
export const WITHDRAW_FEE_TYPE = { PERCENTAGE: 1, FIXED: 2 } as const;

/**
 * A channel's fee. Type 1: `value` is basis points of the money (200 = 2%), rounded up to the minor
 * unit; type 2: `value` is a fixed amount in minor units. Any other type is "not support" (core §8).
 */
export interface WithdrawFeeRule {
  type: number;
  value: number;
}

/** Option 150 "min:max:…": money bounds in minor units; the third part is a count per 24 hours (0 = none). */
export interface WithdrawLimit {
  minMinor: number;
  maxMinor: number;
  countPerDay: number;
}

/** Shown when option 6002 is missing or not exactly one readable entry (core §4 Withdraw page). */
export const WITHDRAW_UNINITIALIZED_MESSAGE = 'Withdrawal is uninitialized. Please try again later.';

/** Spec core §5: the coins field takes digits only, at most 8 characters. */
export const WITHDRAW_COINS_MAX_DIGITS = 8;

export interface WithdrawEnableConfig {
  enable: boolean;
  message: string;
  /** False when the option was missing or unreadable: the page treats it as disabled. */
  initialized: boolean;
}

/** Option 6002 as the page reads it: exactly one entry with JSON {enable, message}, else disabled. */
export function readWithdrawEnable(entries: readonly string[]): WithdrawEnableConfig {
  const uninitialized = { enable: false, message: WITHDRAW_UNINITIALIZED_MESSAGE, initialized: false };
  if (entries.length !== 1) return uninitialized;
  let parsed: unknown;
  try {
    parsed = JSON.parse(entries[0] ?? '');
  } catch {
    return uninitialized;
  }
  if (typeof parsed !== 'object' || parsed === null) return uninitialized;
  const { enable, message } = parsed as { enable?: unknown; message?: unknown };
  const on = enable === true || enable === 1 || enable === '1' || enable === 'true';
  const text =
    typeof message === 'string' && message.trim() !== '' ? message : WITHDRAW_UNINITIALIZED_MESSAGE;
  return { enable: on, message: text, initialized: true };
}

/** Option 100: how many coins make 100 minor units; null when missing or not a positive integer. */
export function readCoinsConfig(content: string | undefined): number | null {
  if (content === undefined || !/^\s*\d{1,9}\s*$/.test(content)) return null;
  const value = Number(content);
  return value > 0 ? value : null;
}

/** Option 150 "min:max:…"; null when absent or when min and max are not readable (no limit then). */
export function readWithdrawLimit(content: string | undefined): WithdrawLimit | null {
  if (content === undefined) return null;
  const [min, max, count] = content.split(':').map((part) => part.trim());
  if (!min || !max || !/^\d{1,15}$/.test(min) || !/^\d{1,15}$/.test(max)) return null;
  const countPerDay = count && /^\d{1,6}$/.test(count) ? Number(count) : 0;
  return { minMinor: Number(min), maxMinor: Number(max), countPerDay };
}

/** Option 4026 as basis points of the money (1000 = 10%); 0 when tax is off (4025 ≠ 1) or unreadable. */
export function readTaxRateBp(enabled: string | undefined, rate: string | undefined): number {
  if (enabled?.trim() !== '1' || rate === undefined || !/^\s*\d{1,5}\s*$/.test(rate)) return 0;
  return Math.min(Number(rate), 10_000);
}

export interface MarketWithdrawRules {
  /** Replaces the channel's fee when set. */
  fee: WithdrawFeeRule | null;
  /** The market's withdrawal tax rate (taxes.ts); null when options 4025/4026 set it; 0 with no rule. */
  taxRateBp: number | null;
  /** Fee, tax and money are multiples of this, so that the net is too. */
  stepMinor: number;
}

/**
 * Market rules that override the options (core §5, §9): Kenya takes a 2% fee and its tax (taxes.ts) on the
 * money, and M-Pesa B2C pays whole shillings only, so every figure there is a multiple of 100 cents.
 */
export function marketWithdrawRules(marketCode: string): MarketWithdrawRules {
  const tax = withdrawalTax(marketCode);
  const taxRateBp = tax === undefined ? 0 : tax.rateFromOptions ? null : tax.rateBp;
  if (marketCode === 'KE') {
    return {
      fee: { type: WITHDRAW_FEE_TYPE.PERCENTAGE, value: KENYA_WITHDRAW_FEE_BP },
      taxRateBp,
      stepMinor: 100,
    };
  }
  return { fee: null, taxRateBp, stepMinor: 1 };
}

/** Spec core §5: digits only, at most 8 characters. */
export function isValidWithdrawCoins(text: string): boolean {
  return new RegExp(`^\\d{1,${WITHDRAW_COINS_MAX_DIGITS}}$`).test(text);
}

export function isSupportedFeeType(type: number): boolean {
  return type === WITHDRAW_FEE_TYPE.PERCENTAGE || type === WITHDRAW_FEE_TYPE.FIXED;
}

/** Rounds up to a multiple of `stepMinor` (1 = the minor unit; 100 = whole shillings for M-Pesa). */
function roundUpTo(amountMinor: number, stepMinor: number): number {
  return Math.ceil(amountMinor / stepMinor) * stepMinor;
}

/** The fee of a channel on `moneyMinor`; null when the fee type is not supported. Shown only when > 0. */
export function withdrawFeeMinor(moneyMinor: number, rule: WithdrawFeeRule, stepMinor = 1): number | null {
  if (!isSupportedFeeType(rule.type) || !Number.isSafeInteger(rule.value) || rule.value < 0) return null;
  const fee =
    rule.type === WITHDRAW_FEE_TYPE.PERCENTAGE ? percentageFeeMinor(moneyMinor, rule.value) : rule.value;
  return roundUpTo(fee, stepMinor);
}

/** The tax on `baseMinor` at `rateBp`, rounded up like the fee (never under-withheld). */
export function withdrawTaxMinor(baseMinor: number, rateBp: number, stepMinor = 1): number {
  if (rateBp <= 0 || baseMinor <= 0) return 0;
  return roundUpTo(percentageFeeMinor(baseMinor, rateBp), stepMinor);
}

export interface WithdrawQuoteInput {
  coins: number;
  /** Option 100. */
  coinsPerHundredMinor: number;
  fee: WithdrawFeeRule;
  /** 0 when tax is off. */
  taxRateBp: number;
  /**
   * The part of the money the tax is charged on (taxes.ts: the winnings part in Ghana, the money in Kenya);
   * kept within 0 and the money.
   */
  taxBaseMinor: number;
  /** The smallest amount the channel moves: 1, or 100 where only whole units are paid (M-Pesa). */
  stepMinor?: number;
}

export interface WithdrawQuote {
  coins: number;
  moneyMinor: number;
  feeMinor: number;
  taxMinor: number;
  /** What the tax was charged on. */
  taxBaseMinor: number;
  /** money − fee − tax, floored at 0 (core §5): what reaches the mobile-money wallet. */
  netMinor: number;
}

/** The figures of a withdrawal; null when the channel's fee type is not supported ("not support"). */
export function quoteWithdrawal(input: WithdrawQuoteInput): WithdrawQuote | null {
  const step = input.stepMinor ?? 1;
  const moneyMinor = coinsToMoneyMinor(input.coins, input.coinsPerHundredMinor);
  const feeMinor = withdrawFeeMinor(moneyMinor, input.fee, step);
  if (feeMinor === null) return null;
  const taxBaseMinor = Math.min(moneyMinor, Math.max(0, input.taxBaseMinor));
  const taxMinor = Math.min(moneyMinor, withdrawTaxMinor(taxBaseMinor, input.taxRateBp, step));
  const netMinor = Math.max(0, moneyMinor - feeMinor - taxMinor);
  return { coins: input.coins, moneyMinor, feeMinor, taxMinor, taxBaseMinor, netMinor };
}

/** Why the Next button is off, in the order the page checks them (core §5). */
export type WithdrawBlock =
  | 'NO_CHANNEL'
  | 'NO_COINS'
  | 'FEE_TYPE_NOT_SUPPORTED'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_MORE_THAN_FEE'
  | 'BELOW_MIN'
  | 'ABOVE_MAX'
  | 'NOT_WHOLE_UNITS';

export interface WithdrawCheckInput {
  channelChosen: boolean;
  /** Null when the fee type is not supported. */
  quote: WithdrawQuote | null;
  /** The withdrawable part of the cash balance (the wallet's withdrawMoney). */
  balanceMinor: number;
  limit: WithdrawLimit | null;
  stepMinor?: number;
}

/**
 * Every rule that keeps Next disabled, empty when the withdrawal may go ahead. "Balance at least coins"
 * is read as balance ≥ money: the two are the same number with option 100 = 100, and money is what
 * leaves the balance whatever the option says. The money must leave something to pay out after fee and
 * tax too (net > 0), which the server checks under NOT_MORE_THAN_FEE.
 */
export function withdrawBlocks(input: WithdrawCheckInput): WithdrawBlock[] {
  const blocks: WithdrawBlock[] = [];
  if (!input.channelChosen) blocks.push('NO_CHANNEL');
  const quote = input.quote;
  if (quote === null) return [...blocks, 'FEE_TYPE_NOT_SUPPORTED'];
  if (quote.coins <= 0) return [...blocks, 'NO_COINS'];
  if (input.balanceMinor < quote.moneyMinor) blocks.push('INSUFFICIENT_BALANCE');
  if (quote.moneyMinor <= quote.feeMinor || quote.netMinor <= 0) blocks.push('NOT_MORE_THAN_FEE');
  if (input.limit && quote.moneyMinor < input.limit.minMinor) blocks.push('BELOW_MIN');
  if (input.limit && quote.moneyMinor > input.limit.maxMinor) blocks.push('ABOVE_MAX');
  if (quote.moneyMinor % (input.stepMinor ?? 1) !== 0) blocks.push('NOT_WHOLE_UNITS');
  return blocks;
}
