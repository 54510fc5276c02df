import { z } from 'zod';
import { defineCall } from './call.ts';
import { isoDate, pageQuery } from './fields.ts';

/**
 * The wallet's calls for players: balances, deposit and withdraw records, one transaction. Amounts are
 * minor units; a signed amount is the change seen from the player's side (+ in, − out). `type`, `status`,
 * `asset` and `counterparty` are stable codes the web translates with its locales; each answer also
 * carries the English label (`walletLabels`).
 */

/** Spec core §9: records page size. */
const RECORDS_PAGE_SIZE = 50;

export const walletAsset = z.enum(['cash', 'coins', 'diamonds']);
export type WalletAsset = z.infer<typeof walletAsset>;

/** What a transfer is for; the ledger records it and the player reads it. */
export const walletRecordType = z.enum([
  'deposit',
  'withdraw',
  'bet',
  'win',
  'refund',
  'bonus',
  'exchange',
  'adjustment',
  'reversal',
]);
export type WalletRecordType = z.infer<typeof walletRecordType>;

/** pending: a withdrawal held and not yet paid out; failed: held, then returned; reversed: corrected. */
export const walletRecordStatus = z.enum(['pending', 'success', 'failed', 'reversed']);
export type WalletRecordStatus = z.infer<typeof walletRecordStatus>;

/** The other side of a leg, as a player understands it. */
export const walletCounterparty = z.enum([
  'mobile_money',
  'game',
  'promotion',
  'fee',
  'tax',
  'adjustment',
  'exchange',
  'balance',
]);
export type WalletCounterparty = z.infer<typeof walletCounterparty>;

export const walletBalance = z.object({
  money: z.number().int(),
  withdrawMoney: z.number().int(),
  bonusMoney: z.number().int(),
  diamond: z.number().int(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const walletRecord = z.object({
  id: z.string().uuid(),
  type: walletRecordType,
  typeLabel: z.string(),
  status: walletRecordStatus,
  statusLabel: z.string(),
  /** The business reference: deposit or withdrawal order number, game round, claim. */
  reference: z.string().nullable(),
  cashMinor: z.number().int(),
  coins: z.number().int(),
  diamonds: z.number().int(),
  createdAt: isoDate,
  /** When a held transfer was paid out or returned; null while pending and for one-phase transfers. */
  settledAt: isoDate.nullable(),
});
export type WalletRecord = z.infer<typeof walletRecord>;

export const walletLeg = z.object({
  asset: walletAsset,
  assetLabel: z.string(),
  amountMinor: z.number().int(),
  /** For cash: whether the leg touched the withdrawable part; null for coins and diamonds. */
  withdrawable: z.boolean().nullable(),
  counterparty: walletCounterparty,
  counterpartyLabel: z.string(),
});
export type WalletLeg = z.infer<typeof walletLeg>;

export const walletTransaction = walletRecord.extend({ legs: z.array(walletLeg) });
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const walletRecordsPage = z.object({
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
  list: z.array(walletRecord),
});
export type WalletRecordsPage = z.infer<typeof walletRecordsPage>;

const tags = ['wallet'];

export const getBalance = defineCall({
  operationId: 'getBalance',
  method: 'GET',
  path: '/api/account-service/account/balance',
  summary:
    'Balances for the top bar: money (cash), withdrawMoney (its withdrawable part), bonusMoney (coins), diamond.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: walletBalance,
});

export const getDepositRecords = defineCall({
  operationId: 'getDepositRecords',
  method: 'GET',
  path: '/api/account/records/deposit',
  summary: 'The player’s credited deposits, newest first, pages of 50.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: pageQuery(RECORDS_PAGE_SIZE),
  data: walletRecordsPage,
});

export const getWithdrawRecords = defineCall({
  operationId: 'getWithdrawRecords',
  method: 'GET',
  path: '/api/account/records/withdraw',
  summary:
    'The player’s withdrawals with their status (pending, success, failed), newest first, pages of 50.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: pageQuery(RECORDS_PAGE_SIZE),
  data: walletRecordsPage,
});

export const getTransaction = defineCall({
  operationId: 'getTransaction',
  method: 'GET',
  path: '/api/account/transaction/:id',
  summary: 'One of the player’s transactions with its legs. 404 for an id that is not theirs.',
  tags,
  auth: 'player',
  whileRestricted: true,
  params: z.object({ id: z.string().uuid() }),
  data: walletTransaction,
});

type Labels = {
  type: Record<WalletRecordType, string>;
  status: Record<WalletRecordStatus, string>;
  asset: Record<WalletAsset, string>;
  counterparty: Record<WalletCounterparty, string>;
};

/** English text by code: the server sends it beside the code; the web shows its own locales' text for the code. */
export const walletLabels: Labels = {
  type: {
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    bet: 'Bet',
    win: 'Win',
    refund: 'Refund',
    bonus: 'Bonus',
    exchange: 'Exchange',
    adjustment: 'Adjustment',
    reversal: 'Correction',
  },
  status: {
    pending: 'Processing',
    success: 'Successful',
    failed: 'Failed, returned',
    reversed: 'Reversed',
  },
  asset: { cash: 'Balance', coins: 'Coins', diamonds: 'Diamonds' },
  counterparty: {
    mobile_money: 'Mobile money',
    game: 'Game',
    promotion: 'Promotion',
    fee: 'Fee',
    tax: 'Tax',
    adjustment: 'Adjustment by support',
    exchange: 'Exchange',
    balance: 'Your balance',
  },
};
