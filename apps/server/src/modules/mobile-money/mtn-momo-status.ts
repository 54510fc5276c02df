import { z } from 'zod';
import { decimalStringToMinor } from './money.ts';
import { type FailureCode, failure, type PaymentFailure, type PaymentState } from './provider.ts';

/**
 * Reading MTN's status body (GET request-to-pay / transfer, and the callback, which is the same
 * object): integration-contracts.md §1.4. `reason` is an object {code, message} in MTN's OpenAPI
 * clients and a plain string in others, so both are read.
 */

const REASON_CODES: Record<string, FailureCode> = {
  APPROVAL_REJECTED: 'DECLINED',
  TRANSACTION_CANCELED: 'DECLINED',
  PAYMENT_NOT_APPROVED: 'DECLINED',
  EXPIRED: 'EXPIRED',
  // MTN: "transaction timeout … approve within … 5 minutes".
  COULD_NOT_PERFORM_TRANSACTION: 'EXPIRED',
  NOT_ENOUGH_FUNDS: 'INSUFFICIENT_FUNDS',
  PAYER_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  PAYEE_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  NOT_ALLOWED: 'NOT_ALLOWED',
  NOT_ALLOWED_TARGET_ENVIRONMENT: 'NOT_ALLOWED',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'NOT_ALLOWED',
  PAYER_LIMIT_REACHED: 'LIMIT_REACHED',
  INVALID_CURRENCY: 'INVALID_REQUEST',
  INVALID_CALLBACK_URL_HOST: 'INVALID_REQUEST',
  // In production MTN reports insufficient funds mostly as INTERNAL_PROCESSING_ERROR; the text is kept.
  INTERNAL_PROCESSING_ERROR: 'PROVIDER_ERROR',
  SERVICE_UNAVAILABLE: 'PROVIDER_ERROR',
  ONGOING: 'BUSY',
  PAYER_DELAYED: 'PROVIDER_ERROR',
  PAYEE_DELAYED: 'PROVIDER_ERROR',
};

export function mtnFailure(
  code: string,
  message: string | undefined,
  fallback: FailureCode = 'OTHER',
): PaymentFailure {
  return failure(REASON_CODES[code] ?? fallback, code, message ?? code);
}

const reasonSchema = z.union([
  z.string(),
  z.object({ code: z.string().optional(), message: z.string().optional() }).loose(),
]);

const statusBodySchema = z
  .object({
    status: z.string(),
    amount: z.union([z.string(), z.number()]).optional(),
    currency: z.string().optional(),
    externalId: z.string().optional(),
    financialTransactionId: z.union([z.string(), z.number()]).optional(),
    reason: reasonSchema.nullish(),
  })
  .loose();

export interface MtnStatusReading {
  state: PaymentState;
  providerTxnId: string | null;
  amountMinor: number | null;
  /** The currency MTN names for the amount, as MTN spells it; null when the body names none. */
  currency: string | null;
  externalId: string | null;
  failure: PaymentFailure | null;
}

/** Null when the body is not an MTN status object at all. */
export function readMtnStatus(json: unknown, minorScale?: number): MtnStatusReading | null {
  const parsed = statusBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const body = parsed.data;
  const state = stateOf(body.status);
  return {
    state,
    providerTxnId: body.financialTransactionId === undefined ? null : String(body.financialTransactionId),
    amountMinor: body.amount === undefined ? null : decimalStringToMinor(body.amount, minorScale),
    currency: body.currency ?? null,
    externalId: body.externalId ?? null,
    failure: state === 'FAILED' ? reasonFailure(body.reason) : null,
  };
}

/** Only the documented statuses (and CREATED, seen on the live sandbox) are read; anything else is UNKNOWN. */
function stateOf(status: string): PaymentState {
  if (status === 'SUCCESSFUL') return 'SUCCESSFUL';
  if (status === 'FAILED') return 'FAILED';
  if (status === 'PENDING' || status === 'CREATED') return 'PENDING';
  return 'UNKNOWN';
}

function reasonFailure(reason: z.infer<typeof reasonSchema> | null | undefined): PaymentFailure {
  if (typeof reason === 'string') return mtnFailure(reason, undefined);
  if (reason?.code) return mtnFailure(reason.code, reason.message);
  return failure('OTHER', 'FAILED', reason?.message ?? 'MTN reported FAILED without a reason');
}

/** MTN's error body {code, message} on a refused request. */
export function readMtnError(json: unknown, httpStatus: number): PaymentFailure {
  const parsed = z.object({ code: z.string(), message: z.string().optional() }).loose().safeParse(json);
  if (!parsed.success) return failure('INVALID_REQUEST', String(httpStatus), `HTTP ${httpStatus}`);
  return mtnFailure(parsed.data.code, parsed.data.message, 'INVALID_REQUEST');
}
