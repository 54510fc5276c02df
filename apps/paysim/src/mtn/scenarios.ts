import { testNumberIndex } from '../test-numbers.ts';
import type { Outcome, Plan, SimFailure, Timing } from '../types.ts';

/**
 * MTN's sandbox test-number matrix (integration-contracts.md §1.8, official table) as plans.
 * Reasons are MTN's reason codes; "…TransfertypeUnknown" has no documented reason code, so it
 * answers TRANSFERTYPE_UNKNOWN, which also checks that callers survive a code they do not know.
 */

const REASON_TEXT: Record<string, string> = {
  INTERNAL_PROCESSING_ERROR: 'An internal error caused the operation to fail.',
  APPROVAL_REJECTED: 'The payer rejected the request.',
  EXPIRED: 'The request expired before the payer answered.',
  PAYER_NOT_FOUND: 'The payer is not registered for mobile money.',
  PAYEE_NOT_FOUND: 'The payee is not registered for mobile money.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'The payee is not allowed to receive.',
  NOT_ALLOWED: 'The operation is not allowed.',
  NOT_ALLOWED_TARGET_ENVIRONMENT: 'Access to the target environment is forbidden.',
  INVALID_CALLBACK_URL_HOST: 'The callback URL host is not the registered providerCallbackHost.',
  INVALID_CURRENCY: 'The currency is not supported.',
  SERVICE_UNAVAILABLE: 'The service is unavailable.',
  COULD_NOT_PERFORM_TRANSACTION: 'The transaction timed out before the payer approved it.',
  NOT_ENOUGH_FUNDS: 'The account does not have enough funds.',
  PAYER_LIMIT_REACHED: 'The payer has reached a limit.',
  TRANSFERTYPE_UNKNOWN: 'The transfer type is unknown.',
};

export function mtnFailure(code: string): SimFailure {
  return { code, message: REASON_TEXT[code] ?? code };
}

type Row = [scenario: string, timing: Timing, reason: string | null];

/** Index = last digits − 3123450; reason null = succeeds. */
const PAYER_ROWS: Row[] = [
  ['PayerFailed', 'now', 'INTERNAL_PROCESSING_ERROR'],
  ['PayerRejected', 'now', 'APPROVAL_REJECTED'],
  ['PayerExpired', 'expiry', 'EXPIRED'],
  ['PayerOngoing', 'never', null],
  ['PayerDelayed', 'delayed', null],
  ['PayerNotFound', 'now', 'PAYER_NOT_FOUND'],
  ['PayerPayeeNotAllowedToReceive', 'now', 'PAYEE_NOT_ALLOWED_TO_RECEIVE'],
  ['PayerNotAllowed', 'now', 'NOT_ALLOWED'],
  ['PayerNotAllowedTargetEnvironment', 'now', 'NOT_ALLOWED_TARGET_ENVIRONMENT'],
  ['PayerInvalidCallbackUrlHost', 'now', 'INVALID_CALLBACK_URL_HOST'],
  ['PayerInvalidCurrency', 'now', 'INVALID_CURRENCY'],
  ['PayerInternalProcessingError', 'now', 'INTERNAL_PROCESSING_ERROR'],
  ['PayerServiceUnavailable', 'now', 'SERVICE_UNAVAILABLE'],
  ['PayerCouldNotPerformTransaction', 'now', 'COULD_NOT_PERFORM_TRANSACTION'],
  ['PayerTransfertypeUnknown', 'now', 'TRANSFERTYPE_UNKNOWN'],
];

const PAYEE_ROWS: Row[] = [
  ['PayeeFailed', 'now', 'INTERNAL_PROCESSING_ERROR'],
  ['PayeeRejected', 'now', 'APPROVAL_REJECTED'],
  ['PayeeExpired', 'expiry', 'EXPIRED'],
  ['PayeeOngoing', 'never', null],
  ['PayeeDelayed', 'delayed', null],
  ['PayeeNotEnoughFunds', 'now', 'NOT_ENOUGH_FUNDS'],
  ['PayeePayerLimitReached', 'now', 'PAYER_LIMIT_REACHED'],
  ['PayeeNotFound', 'now', 'PAYEE_NOT_FOUND'],
  ['PayeeNotAllowed', 'now', 'NOT_ALLOWED'],
  ['PayeeNotAllowedTargetEnvironment', 'now', 'NOT_ALLOWED_TARGET_ENVIRONMENT'],
  ['PayeeInvalidCallbackUrlHost', 'now', 'INVALID_CALLBACK_URL_HOST'],
  ['PayeeInvalidCurrency', 'now', 'INVALID_CURRENCY'],
  ['PayeeInternalProcessingError', 'now', 'INTERNAL_PROCESSING_ERROR'],
  ['PayeeServiceUnavailable', 'now', 'SERVICE_UNAVAILABLE'],
  ['PayeeTransfertypeUnknown', 'now', 'TRANSFERTYPE_UNKNOWN'],
];

/** Request-to-pay: a test number's scenario, else a prompt that waits for the payer (or auto-approval). */
export function collectionPlan(partyId: string): Plan {
  return planFor(PAYER_ROWS, partyId, { scenario: 'PayerApproval', timing: 'approval', outcome: SUCCESS });
}

/** Transfer: a test number's scenario, else success after the payout delay. */
export function transferPlan(partyId: string): Plan {
  return planFor(PAYEE_ROWS, partyId, { scenario: 'PayeeSuccess', timing: 'payout', outcome: SUCCESS });
}

/** For the README and tests: every row with its sandbox number's index. */
export const MTN_TEST_ROWS = { payer: PAYER_ROWS, payee: PAYEE_ROWS } as const;

const SUCCESS: Outcome = { status: 'SUCCESSFUL' };

function planFor(rows: Row[], partyId: string, otherwise: Plan): Plan {
  const index = testNumberIndex(partyId);
  const row = index === null ? undefined : rows[index];
  if (!row) return otherwise;
  const [scenario, timing, reason] = row;
  const outcome: Outcome = reason === null ? SUCCESS : { status: 'FAILED', failure: mtnFailure(reason) };
  return { scenario, timing, outcome };
}
