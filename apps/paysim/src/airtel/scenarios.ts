import { testNumberIndex } from '../test-numbers.ts';
import type { Outcome, Plan, SimFailure, Timing } from '../types.ts';

/**
 * Airtel publishes no sandbox numbers (market-payments.md §1.11), so the simulator gives the test-number
 * endings (…3123450 to …3123464, see test-numbers.ts) Airtel's own response codes (§1.10). A Ugandan
 * player 0703123450 (msisdn 703123450) has too little money, 0703123452 never enters the PIN, and so on.
 */

const CODE_TEXT: Record<string, string> = {
  DP00800001002: 'Incorrect Pin has been entered.',
  DP00800001003: 'The User has exceeded their wallet allowed transaction limit.',
  DP00800001005: 'User didn’t enter the pin.',
  DP00800001007: 'User wallet does not have enough money to cover the payment.',
  DP00800001008: 'The transaction was refused.',
  DP00800001010: 'Transaction not permitted to Payee.',
  DP00800001029: 'The transaction has expired.',
  DP00900001003: 'Exceeds withdrawal amount limit(s) / Withdrawal amount limit exceeded.',
  DP00900001007: 'Insufficient funds.',
  DP00900001010: 'The payer is not allowed to transact.',
  DP00900001012: 'Invalid mobile number.',
};

export function airtelFailure(code: string): SimFailure {
  return { code, message: CODE_TEXT[code] ?? code };
}

type Row = [scenario: string, timing: Timing, code: string | null];

/** Index = last seven digits − 3123450; code null = succeeds. */
const PAYER_ROWS: Row[] = [
  ['PayerNotEnoughBalance', 'now', 'DP00800001007'],
  ['PayerRefused', 'now', 'DP00800001008'],
  ['PayerNoPin', 'expiry', 'DP00800001005'],
  ['PayerInProcess', 'never', null],
  ['PayerDelayed', 'delayed', null],
  ['PayerWrongPin', 'now', 'DP00800001002'],
  ['PayerNotPermitted', 'now', 'DP00800001010'],
  ['PayerLimit', 'now', 'DP00800001003'],
];

const PAYEE_ROWS: Row[] = [
  ['PayeeFloatTooLow', 'now', 'DP00900001007'],
  ['PayeeInvalidMsisdn', 'now', 'DP00900001012'],
  ['PayeeNotAllowed', 'now', 'DP00900001010'],
  ['PayeeAmbiguous', 'never', null],
  ['PayeeDelayed', 'delayed', null],
  ['PayeeLimit', 'now', 'DP00900001003'],
];

const SUCCESS: Outcome = { status: 'SUCCESSFUL' };

/** USSD push: a test number's scenario, else a prompt that waits for the payer (or auto-approval). */
export function airtelCollectionPlan(msisdn: string): Plan {
  return planFor(PAYER_ROWS, msisdn, { scenario: 'PayerApproval', timing: 'approval', outcome: SUCCESS });
}

/** Disbursement: a test number's scenario, else paid at once (the answer to the POST says TS). */
export function airtelDisbursementPlan(msisdn: string): Plan {
  return planFor(PAYEE_ROWS, msisdn, { scenario: 'PayeeSuccess', timing: 'now', outcome: SUCCESS });
}

export const AIRTEL_TEST_ROWS = { payer: PAYER_ROWS, payee: PAYEE_ROWS } as const;

function planFor(rows: Row[], msisdn: string, otherwise: Plan): Plan {
  const index = testNumberIndex(msisdn);
  const row = index === null ? undefined : rows[index];
  if (!row) return otherwise;
  const [scenario, timing, code] = row;
  const outcome: Outcome = code === null ? SUCCESS : { status: 'FAILED', failure: airtelFailure(code) };
  return { scenario, timing, outcome };
}
