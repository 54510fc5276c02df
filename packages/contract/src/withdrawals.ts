import { z } from 'zod';
import { payoutBankAccount } from './bank-accounts.ts';
import { defineCall } from './call.ts';
import { idempotencyKeyField, intField, isoDate, pageQuery, textField } from './fields.ts';

/**
 * Withdrawals to mobile money (spec core §2 Withdraw page, §3 Withdraw channel option and submit payload,
 * §4 Withdraw page and preview, §5 Withdraw amount and Fee, §8; docs/withdrawals.md). Amounts are integer
 * minor units (`money` 1000 = ₵10.00); `coins` is what the player typed, converted by option 100 as
 * money = floor(coins × 100 / config). The figures come from packages/domain withdraw-quote.ts, which the
 * web uses too; the server recomputes every one of them.
 */

/** 1 created (held, payout not yet sent) · 2 processing · 3 success (paid out) · 4 failed (money returned). */
export const WITHDRAW_STATE = { CREATED: 1, PROCESSING: 2, SUCCESS: 3, FAILED: 4 } as const;
export const withdrawState = z.number().int().min(1).max(4);

/** What a player reads, the same words as the wallet's withdraw records (getWithdrawRecords). */
export const withdrawStatus = z.enum(['pending', 'success', 'failed']);
export type WithdrawStatus = z.infer<typeof withdrawStatus>;

/** Why a payout failed, as a stable code; `message` carries the English text. */
export const withdrawReasons = [
  'DECLINED',
  'EXPIRED',
  'ACCOUNT_NOT_FOUND',
  'NOT_ALLOWED',
  'LIMIT_REACHED',
  'PROVIDER_ERROR',
  'PROVIDER_UNAVAILABLE',
  'OTHER',
] as const;
export const withdrawReason = z.enum(withdrawReasons);
export type WithdrawReason = z.infer<typeof withdrawReason>;

/** Why Next is disabled (packages/domain withdrawBlocks), for the quote call. */
export const withdrawBlock = z.enum([
  'NO_CHANNEL',
  'NO_COINS',
  'FEE_TYPE_NOT_SUPPORTED',
  'INSUFFICIENT_BALANCE',
  'NOT_MORE_THAN_FEE',
  'BELOW_MIN',
  'ABOVE_MAX',
  'NOT_WHOLE_UNITS',
]);

const tags = ['withdraw'];
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
/** A channel by its code (`MTN_MM`) or its id (`1`). */
const channelRef = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankAsMissing(v)),
  z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a channel code or id'),
);
/** Spec core §5: digits only, at most 8. */
const coinsField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankAsMissing(v)),
  z
    .string()
    .regex(/^\d{1,8}$/, 'digits only, at most 8')
    .transform(Number),
);
const orderNo = z.string().regex(/^W[0-9A-Z]{8,31}$/, 'a withdraw order number');
/** Optional text; blank counts as not given. */
const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().max(max).optional());

/** Spec core §3 Withdraw channel option. withdrawFeeType 1: withdrawFeeValue in basis points (200 = 2%); 2: minor units. */
export const withdrawChannel = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  mobilePattern: z.string(),
  withdrawFeeType: z.number().int(),
  withdrawFeeValue: z.number().int(),
  /** False for a fee type other than 1 or 2: choosing it answers "not support" (6003). */
  feeSupported: z.boolean(),
  /** `mobile`: paid to the registered number; `bank`: to the confirmed bank account (bank-accounts.ts). */
  payoutTo: z.enum(['mobile', 'bank']),
});
export type WithdrawChannel = z.infer<typeof withdrawChannel>;

export const withdrawLimit = z.object({
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  /** Withdrawals allowed per 24 hours; 0 = no count limit. */
  countPerDay: z.number().int(),
});

export const withdrawConfig = z.object({
  /** Option 6002 (exactly one entry, else disabled with the uninitialized message). */
  enable: z.boolean(),
  message: z.string(),
  initialized: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Option 100; null when missing (submitting answers 6002 "config of withdraw failed"). */
  coinsPerHundredMinor: z.number().int().nullable(),
  /** Option 150; null = no bounds. The placeholder is "min - max". */
  limit: withdrawLimit.nullable(),
  /** Options 4025 and 4026 (Kenya: 5% always): the preview's enableTaxOfWithdraw. */
  taxEnabled: z.boolean(),
  taxRateBp: z.number().int(),
  /** Every figure is a multiple of this (100 in Kenya: M-Pesa pays whole shillings). */
  stepMinor: z.number().int(),
  coinsMaxDigits: z.number().int(),
});
export type WithdrawConfig = z.infer<typeof withdrawConfig>;

/** The figures of one withdrawal (packages/domain quoteWithdrawal). */
export const withdrawFigures = z.object({
  coins: z.number().int(),
  money: z.number().int(),
  feeMinor: z.number().int(),
  taxMinor: z.number().int(),
  /**
   * What the tax is charged on (packages/domain taxes.ts): in Ghana the winnings part of the money (what the
   * player takes out beyond the deposits they have not yet taken back), in Kenya the money, 0 with no tax.
   */
  taxBaseMinor: z.number().int(),
  /** money − fee − tax, floored at 0: what reaches the mobile-money wallet. */
  netMinor: z.number().int(),
});
export type WithdrawFigures = z.infer<typeof withdrawFigures>;

export const withdrawOrder = withdrawFigures.extend({
  orderNo: z.string(),
  state: withdrawState,
  status: withdrawStatus,
  statusLabel: z.string(),
  /** Empty unless failed: the reason a player understands. */
  message: z.string(),
  reason: withdrawReason.nullable(),
  channelCode: z.string(),
  channelName: z.string(),
  bankAccount: z.string(),
  bankAccountName: z.string(),
  /** The wallet hold of this withdrawal: /account/transaction/{transferId} shows its legs. */
  transferId: z.string().uuid(),
  createdAt: isoDate,
  settledAt: isoDate.nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

export const getWithdrawConfig = defineCall({
  operationId: 'getWithdrawConfig',
  method: 'GET',
  path: '/api/account-service/withdraw/config',
  summary:
    'The withdraw page’s first call: whether withdrawing is enabled (option 6002; disabled → alert `message` and go back), the coin rate (100), the limits (150), tax (4025/4026; Kenya 5%) and the amount step. Tips are option 6001 (getOptions).',
  tags,
  auth: 'optional',
  whileRestricted: true,
  data: withdrawConfig,
});

export const getWithdrawChannels = defineCall({
  operationId: 'getWithdrawChannels',
  method: 'GET',
  path: '/api/account-service/withdraw/channels',
  summary:
    'The market’s withdraw channels with their fees, the default one (the channel of the last successful withdrawal, else the first whose mobilePattern matches the player’s mobile, else the first) and the payout account: withdrawals go to the player’s registered mobile number.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: z.object({
    list: z.array(withdrawChannel),
    defaultChannelCode: z.string().nullable(),
    lastSuccessChannelCode: z.string().nullable(),
    bankAccount: z.string(),
    /** The approved KYC name, for bankAccountName; null before KYC. */
    bankAccountName: z.string().nullable(),
    /** Bank-paying markets (Nigeria): the confirmed bank account withdrawals go to, null before one is confirmed. */
    payoutBankAccount: payoutBankAccount.nullable(),
  }),
});

export const getWithdrawTax = defineCall({
  operationId: 'getWithdrawTax',
  method: 'GET',
  path: '/api/account-service/withdraw/tax',
  summary:
    'Spec core §3 Tax response: `data` is the tax in minor units on the money of `coins` for this player (in Ghana on the winnings part only: deposits not yet taken back come out untaxed); 0 when tax is off. Fetch when the coins change; reset to 0 when they are cleared.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: z.object({ coins: coinsField }),
  data: z.number().int(),
});

export const getWithdrawQuote = defineCall({
  operationId: 'getWithdrawQuote',
  method: 'GET',
  path: '/api/account-service/withdraw/quote',
  summary:
    'The preview’s figures for coins on a channel (money, fee, tax and its base, net) and every rule that would refuse it now (`blocks`, empty when Next may go ahead); the same arithmetic the page does with packages/domain. Errors: 6002 config missing.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: z.object({ coins: coinsField, channel: channelRef }),
  data: withdrawFigures.extend({
    blocks: z.array(withdrawBlock),
    balanceMinor: z.number().int(),
    feeSupported: z.boolean(),
  }),
});

export const submitWithdrawal = defineCall({
  operationId: 'submitWithdrawal',
  method: 'POST',
  path: '/api/account-service/withdraw',
  summary:
    'The preview’s submit (spec core §3 payload). Holds `money` from the withdrawable balance and sends the payout; answers the order (state 2 processing, or 4 when the provider refused at once and the money is back). One idempotency key per confirmation (header `idempotency-key` or field `idempotencyKey`): a retry answers the same order. Errors: 6001 disabled (the config’s message), 6002 config missing, 6003 fee type not supported, 6004 outside the limits or not more than the fee, 6005 KYC required or under review, 6006 demo, 6007 no channel, 5201 active bonuses would be forfeited (data: bonusForfeit; send `forfeitBonus=1` to confirm), 2001 insufficient balance (withdrawable part), 2004 money does not match coins, 5758 no bank account confirmed on a bank channel, 5759 the bank account changed, 3007 number not on this channel or not the registered one, 2002 key reused, 1006 too many attempts.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({
    bankAccountName: optionalText(64),
    /**
     * The mobile-money number, local format; must be the player’s registered mobile. On a bank channel: the confirmed account’s number (5759 when it changed since). Pix (Brazil): the Pix key given at KYC, as the channels call shows it (a CPF key masked
     * ***.456.789-**).
     */
    bankAccount: textField(77).pipe(
      z
        .string()
        .regex(
          /^(\d{9,15}|\+55\d{10,11}|\*{3}\.\d{3}\.\d{3}-\*{2}|[^\s@]+@[^\s@]+|[0-9a-f-]{36})$/,
          'digits only',
        ),
    ),
    /** The channel code again, as the spec sends it; must match `channel` when given. */
    bankCode: channelRef.optional(),
    bankName: optionalText(64),
    money: intField.pipe(z.number().int().positive()),
    coins: coinsField,
    channel: channelRef.optional(),
    payChannel: channelRef.optional(),
    /** True when the page is in demo mode: demo money is never withdrawable (6006). */
    demo: z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean()).optional(),
    /** The player confirmed that this withdrawal forfeits their active bonuses (asked by error 5201). */
    forfeitBonus: z
      .preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean())
      .optional(),
    idempotencyKey: idempotencyKeyField,
  }),
  data: withdrawOrder,
});

export const getWithdrawal = defineCall({
  operationId: 'getWithdrawal',
  method: 'GET',
  path: '/api/account-service/withdraw/orders/:orderNo',
  summary: 'One of the player’s withdrawals with its status. 404 for an order that is not theirs.',
  tags,
  auth: 'player',
  whileRestricted: true,
  params: z.object({ orderNo }),
  data: withdrawOrder,
});

export const getWithdrawOrders = defineCall({
  operationId: 'getWithdrawOrders',
  method: 'GET',
  path: '/api/account/records/withdraw-orders',
  summary:
    'The withdraw records page (/account/records/withdraw) with channel, number, fee, tax and net: every withdrawal with its status (pending, success, failed), newest first, pages of 50. The statuses are those of getWithdrawRecords.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: pageQuery(50),
  data: z.object({
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
    list: z.array(withdrawOrder),
  }),
});

/** English text by code: the server sends it beside the code; the web shows its own locales' text for the code. */
export const withdrawReasonLabels: Record<WithdrawReason, string> = {
  DECLINED: 'The mobile money provider refused the payout. Your money is back in your balance.',
  EXPIRED: 'The payout timed out at the provider. Your money is back in your balance.',
  ACCOUNT_NOT_FOUND: 'This number has no mobile money account. Your money is back in your balance.',
  NOT_ALLOWED: 'This mobile money account cannot receive this payout. Your money is back in your balance.',
  LIMIT_REACHED: 'The mobile money account has reached its limit. Your money is back in your balance.',
  PROVIDER_ERROR: 'The payout did not go through. Your money is back in your balance; please try again.',
  PROVIDER_UNAVAILABLE:
    'The withdrawal method is not available due to a third party technical problem. Your money is back in your balance.',
  OTHER: 'The payout did not go through. Your money is back in your balance.',
};
