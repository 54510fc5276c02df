import { WITHDRAW_STATE, type WithdrawReason, type WithdrawStatus } from '@sika/contract';
import type { PaymentFailure, PaymentState } from '../mobile-money/index.ts';
import type { WithdrawStateCode } from './tables.ts';

/**
 * The withdrawal state machine (docs/withdrawals.md), pure so that every rule is tested without a
 * provider. 1 created → 2 processing → 3 success | 4 failed; 1 may jump to 3 or 4. Only a provider's
 * confirmed word moves money: SUCCESSFUL posts the hold, a definitive FAILED voids it, and PENDING or
 * UNKNOWN leave it held, however long that takes (an unknown outcome is never refunded blindly).
 */
export const STATE = WITHDRAW_STATE;

/** A send whose outcome was never recorded (a crash) is sent again, same reference, after this. */
export const SEND_RETRY_MS = 60_000;
/** The provider may not list a payout this soon after we sent it; "not found" counts only after. */
export const NOT_FOUND_GRACE_MS = 2 * 60_000;
/** Backoff of the reconciliation job while a payout is open: 15 s, 30 s, 1, 2, 4, 8 min, then every 10 min. */
const BACKOFF_MS = [15_000, 30_000, 60_000, 120_000, 240_000, 480_000];
const BACKOFF_MAX_MS = 600_000;

/** What we know from the provider: a status answer, or a callback that needs no confirmation. */
export interface PayoutReading {
  state: PaymentState;
  failure: PaymentFailure | null;
  amountMinor: number | null;
  /** The currency of that amount, in the market's terms; null when the provider names none. */
  currency: string | null;
  providerTxnId: string | null;
  /** The provider confirms that the paid payout came back (StatusResult.reversed). */
  reversed?: boolean;
}

export type PayoutDecision =
  | { kind: 'post'; review: string | null }
  | { kind: 'void'; failure: PaymentFailure }
  | { kind: 'refund'; failure: PaymentFailure }
  | { kind: 'wait'; unknown: boolean }
  | { kind: 'review'; reason: string }
  | { kind: 'none' };

/** The next move of an order given a confirmed reading; the amounts are checked against the order. */
export function decidePayout(
  order: { state: WithdrawStateCode; netMinor: number; currency: string },
  reading: PayoutReading,
): PayoutDecision {
  if (order.state === STATE.SUCCESS) {
    // A payout the provider confirms came back (Paystack `reversed`, read by a status query, never taken
    // from a callback's word) returns the money to the player, once.
    if (reading.state === 'FAILED' && reading.reversed === true) {
      return { kind: 'refund', failure: reading.failure ?? returned };
    }
    // Checklist M14: a success never regresses; a contradicting FAILED is kept for a person to look at.
    return reading.state === 'FAILED' ? { kind: 'review', reason: 'failed_after_success' } : { kind: 'none' };
  }
  if (order.state === STATE.FAILED) {
    // The money went back to the player on a definitive FAILED; a later SUCCESSFUL means we paid twice
    // over: only a person can recover it.
    return reading.state === 'SUCCESSFUL'
      ? { kind: 'review', reason: 'success_after_failed' }
      : { kind: 'none' };
  }
  switch (reading.state) {
    case 'SUCCESSFUL': {
      // Paid in another currency: the money left, but not as the order says. The hold stays until a
      // person settles it (neither posted as paid nor given back to the player).
      if (reading.currency !== null && reading.currency !== order.currency) {
        return { kind: 'review', reason: 'currency_mismatch' };
      }
      const mismatch = reading.amountMinor !== null && reading.amountMinor !== order.netMinor;
      return { kind: 'post', review: mismatch ? 'amount_mismatch' : null };
    }
    case 'FAILED':
      return { kind: 'void', failure: reading.failure ?? unexplained };
    case 'PENDING':
      return { kind: 'wait', unknown: false };
    case 'UNKNOWN':
      return { kind: 'wait', unknown: true };
  }
}

const returned: PaymentFailure = {
  code: 'DECLINED',
  providerCode: 'reversed',
  providerText: 'the bank returned the payout',
};

const unexplained: PaymentFailure = {
  code: 'OTHER',
  providerCode: 'FAILED',
  providerText: 'failed without a reason',
};

/** When the reconciliation job should ask next about an open order. */
export function nextCheckAt(checkCount: number, now: Date): Date {
  return new Date(now.getTime() + (BACKOFF_MS[checkCount] ?? BACKOFF_MAX_MS));
}

export function statusOf(state: number): WithdrawStatus {
  if (state === STATE.SUCCESS) return 'success';
  if (state === STATE.FAILED) return 'failed';
  return 'pending';
}

/** The player-facing reason of a payout failure. */
export function reasonOf(code: string | null): WithdrawReason | null {
  switch (code) {
    case null:
      return null;
    case 'DECLINED':
    case 'EXPIRED':
    case 'ACCOUNT_NOT_FOUND':
    case 'NOT_ALLOWED':
    case 'LIMIT_REACHED':
    case 'PROVIDER_ERROR':
    case 'PROVIDER_UNAVAILABLE':
      return code;
    // Our float is short, the provider is busy, or our request was wrong: not the player's doing.
    case 'INSUFFICIENT_FUNDS':
    case 'BUSY':
    case 'INVALID_REQUEST':
    case 'INVALID_AMOUNT':
      return 'PROVIDER_ERROR';
    default:
      return 'OTHER';
  }
}
