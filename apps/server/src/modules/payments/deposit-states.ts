import { DEPOSIT_STATE, type DepositReason, type DepositStateName, depositStateNames } from '@sika/contract';
import type { FailureCode, PaymentFailure, PaymentState } from '../mobile-money/index.ts';

/**
 * The deposit state machine (docs/payments.md), pure so that every rule is tested without a provider.
 * 1 created → 2 pending → 3 success | 4 failed | 5 expired. Forward only: 3 is final; 4 and 5 may still
 * become 3 when the provider confirms the money came (never lost), and nothing goes back to 1 or 2.
 */
export const STATE = DEPOSIT_STATE;
export type StateCode = 1 | 2 | 3 | 4 | 5;

/** The player's poller gives up after 150 s; the order waits this long for the provider before it expires. */
export const DEPOSIT_EXPIRY_MS = 30 * 60_000;
/** An expired order is still asked about until this long after it was made: a late success is credited. */
export const LATE_SUCCESS_WATCH_MS = 24 * 3_600_000;
/** A started order the provider has never heard of, this long after we called it, was never received. */
export const NOT_FOUND_GRACE_MS = 2 * 60_000;
/** Result polls ask the provider at most this often per order (the job covers the rest). */
export const POLL_CHECK_INTERVAL_MS = 4_000;
/** Backoff of the reconciliation job while an order waits: 15 s, 30 s, 1, 2, 4, 8 min, then every 10 min. */
const WAITING_BACKOFF_MS = [15_000, 30_000, 60_000, 120_000, 240_000, 480_000];
const WAITING_MAX_MS = 600_000;
const EXPIRED_RECHECK_MS = 30 * 60_000;

export function stateName(state: number): DepositStateName {
  return depositStateNames[state - 1] ?? 'pending';
}

/** What we know from the provider: a status query's answer, the only thing that moves money. */
export interface ProviderReading {
  state: PaymentState;
  notFound: boolean;
  failure: PaymentFailure | null;
  amountMinor: number | null;
  /** The currency of that amount, in the market's terms; null when the provider names none. */
  currency: string | null;
  providerTxnId: string | null;
}

export interface OrderFacts {
  state: StateCode;
  currency: string;
  initiatedAt: Date | null;
  expiresAt: Date;
}

export type Decision =
  | { kind: 'credit'; review: string | null }
  | { kind: 'fail'; failure: PaymentFailure }
  | { kind: 'expire' }
  | { kind: 'pending' }
  | { kind: 'none'; review: string | null };

/** The next move of an order given a confirmed reading of the provider. */
export function decide(order: OrderFacts, reading: ProviderReading, now: Date): Decision {
  const open = order.state === STATE.CREATED || order.state === STATE.PENDING;
  if (order.state === STATE.SUCCESS) {
    // Checklist M14: a success never regresses; a contradicting FAILED is kept for a person to look at.
    return { kind: 'none', review: reading.state === 'FAILED' ? 'failed_after_success' : null };
  }
  if (reading.state === 'SUCCESSFUL') {
    // A payment in another currency is not a payment of this order, whatever its amount: nothing is
    // credited and a person looks at it (the amount cannot be compared, so no smaller credit either).
    if (reading.currency !== null && reading.currency !== order.currency) {
      return { kind: 'none', review: 'currency_mismatch' };
    }
    return { kind: 'credit', review: order.state === STATE.FAILED ? 'success_after_failed' : null };
  }
  if (reading.state === 'FAILED') {
    if (!open) return { kind: 'none', review: null };
    const unexplained = {
      code: 'OTHER',
      providerCode: 'FAILED',
      providerText: 'failed without a reason',
    } as const;
    return { kind: 'fail', failure: reading.failure ?? unexplained };
  }
  if (!open) return { kind: 'none', review: null };
  if (order.state === STATE.CREATED && reading.notFound && order.initiatedAt) {
    // The provider never received the request (we crashed or the call was lost before it): nothing was asked
    // of the payer, so failing is safe; if it ever shows up, a success still moves 4 → 3.
    if (now.getTime() - order.initiatedAt.getTime() >= NOT_FOUND_GRACE_MS) {
      return {
        kind: 'fail',
        failure: { code: 'PROVIDER_UNAVAILABLE', providerCode: 'NOT_FOUND', providerText: 'never received' },
      };
    }
  }
  if (now >= order.expiresAt) return { kind: 'expire' };
  if (order.state === STATE.CREATED && reading.state === 'PENDING') return { kind: 'pending' };
  return { kind: 'none', review: null };
}

/** When the reconciliation job should ask about an order next; null when nobody needs to ask again. */
export function nextCheckAt(state: StateCode, checkCount: number, now: Date, watchUntil: Date): Date | null {
  if (state === STATE.SUCCESS || state === STATE.FAILED) return null;
  if (state === STATE.EXPIRED) {
    const next = new Date(now.getTime() + EXPIRED_RECHECK_MS);
    return next <= watchUntil ? next : null;
  }
  const delay = WAITING_BACKOFF_MS[checkCount] ?? WAITING_MAX_MS;
  return new Date(now.getTime() + delay);
}

/** The player-facing reason of a provider failure. */
export function reasonOf(code: FailureCode | string | null): DepositReason | null {
  if (code === null) return null;
  switch (code) {
    case 'DECLINED':
    case 'EXPIRED':
    case 'INSUFFICIENT_FUNDS':
    case 'WRONG_PIN':
    case 'ACCOUNT_NOT_FOUND':
    case 'NOT_ALLOWED':
    case 'LIMIT_REACHED':
    case 'BUSY':
    case 'INVALID_AMOUNT':
    case 'PROVIDER_ERROR':
    case 'PROVIDER_UNAVAILABLE':
    case 'NOT_COMPLETED':
      return code;
    // Our request was malformed (our bug or configuration): to the player the channel is unavailable.
    case 'INVALID_REQUEST':
      return 'PROVIDER_UNAVAILABLE';
    default:
      return 'OTHER';
  }
}
