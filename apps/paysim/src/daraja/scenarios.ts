import { testNumberIndex } from '../test-numbers.ts';
import type { Outcome, Plan, SimFailure, Timing } from '../types.ts';

/**
 * Daraja's sandbox has no magic numbers (integration-contracts.md §2.7), so the simulator defines
 * its own on the same endings as MTN's matrix (…3123450 to …3123464, see test-numbers.ts), mapping
 * to the documented result codes (§2.4). B2C codes beyond 0/1/2001 come from secondary sources.
 */

export const DARAJA_RESULT_TEXT: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  17: 'Rule limited.',
  26: 'System busy. The service request is rejected.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber.',
  1019: 'Transaction has expired.',
  1025: 'An error occurred while sending a push request.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
  2040: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
};

export function darajaFailure(resultCode: number): SimFailure {
  return { code: String(resultCode), message: DARAJA_RESULT_TEXT[resultCode] ?? 'The request failed.' };
}

/** How a B2C payment's queue-timeout number behaves: the request times out in Daraja's queue. */
export const QUEUE_TIMEOUT_SCENARIO = 'B2cQueueTimeout';

type Row = [scenario: string, timing: Timing, resultCode: number];

/** Index = last digits − 3123450; result code 0 = succeeds. */
const STK_ROWS: Row[] = [
  ['StkInsufficientBalance', 'now', 1],
  ['StkCancelledByUser', 'now', 1032],
  ['StkUserUnreachable', 'expiry', 1037],
  ['StkNeverAnswered', 'never', 0],
  ['StkDelayed', 'delayed', 0],
  ['StkWrongPin', 'now', 2001],
  ['StkSubscriberLocked', 'now', 1001],
  ['StkExpired', 'expiry', 1019],
  ['StkPushError', 'now', 1025],
  ['StkRuleLimited', 'now', 17],
  ['StkSystemBusy', 'now', 26],
];

const B2C_ROWS: Row[] = [
  ['B2cInsufficientFloat', 'now', 1],
  ['B2cInitiatorInvalid', 'now', 2001],
  [QUEUE_TIMEOUT_SCENARIO, 'never', 0],
  ['B2cNeverAnswered', 'never', 0],
  ['B2cDelayed', 'delayed', 0],
  ['B2cUnsupportedRecipient', 'now', 2040],
  ['B2cSystemBusy', 'now', 26],
];

const SUCCESS: Outcome = { status: 'SUCCESSFUL' };

export function stkPlan(phoneNumber: string): Plan {
  return planFor(STK_ROWS, phoneNumber, { scenario: 'StkApproval', timing: 'approval', outcome: SUCCESS });
}

export function b2cPlan(partyB: string): Plan {
  return planFor(B2C_ROWS, partyB, { scenario: 'B2cSuccess', timing: 'payout', outcome: SUCCESS });
}

export const DARAJA_TEST_ROWS = { stk: STK_ROWS, b2c: B2C_ROWS } as const;

function planFor(rows: Row[], msisdn: string, otherwise: Plan): Plan {
  const index = testNumberIndex(msisdn);
  const row = index === null ? undefined : rows[index];
  if (!row) return otherwise;
  const [scenario, timing, resultCode] = row;
  const outcome: Outcome =
    resultCode === 0 ? SUCCESS : { status: 'FAILED', failure: darajaFailure(resultCode) };
  return { scenario, timing, outcome };
}
