import { testNumberIndex } from '../test-numbers.ts';
import type { Outcome, Plan, SimFailure, Timing } from '../types.ts';

/**
 * Paystack selects outcomes by test card and test bank account; our deposits carry a phone number and
 * our payouts a NUBAN, so the simulator keys on their last seven digits like the MTN matrix
 * (test-numbers.ts): a charge for a customer whose e-mail's digits end in 3123451 fails, a transfer to
 * account 0003123450 fails, and so on. Other numbers wait for the payer (charges) or succeed (transfers).
 * Failure codes are Paystack's `gateway_response` / transfer statuses (market-payments.md §4).
 */

type Row = [scenario: string, timing: Timing, failure: SimFailure | null];

const declined: SimFailure = { code: 'failed', message: 'Declined' };
const insufficient: SimFailure = { code: 'failed', message: 'Insufficient Funds' };
const abandoned: SimFailure = { code: 'abandoned', message: 'The customer did not complete the payment' };

/** Index = last seven digits − 3123450. */
const CHARGE_ROWS: Row[] = [
  ['ChargeFailed', 'now', declined],
  ['ChargeDeclined', 'now', declined],
  ['ChargeAbandoned', 'expiry', abandoned],
  ['ChargeOngoing', 'never', null],
  ['ChargeDelayed', 'delayed', null],
  ['ChargeInsufficientFunds', 'now', insufficient],
];

const TRANSFER_ROWS: Row[] = [
  ['TransferFailed', 'now', { code: 'failed', message: 'Transfer failed' }],
  ['TransferFailedLater', 'expiry', { code: 'failed', message: 'Beneficiary bank unavailable' }],
  ['TransferOngoing', 'never', null],
  ['TransferDelayed', 'delayed', null],
];

/** Transfer refusals before anything is queued (HTTP 400), by the same index from 10. */
export const TRANSFER_REFUSALS: Record<number, string> = {
  10: 'Your balance is not enough to fulfill this request',
  11: 'Could not resolve account name. Check parameters or try again.',
};

export function chargePlan(digits: string): Plan {
  return planFor(CHARGE_ROWS, digits, { scenario: 'ChargeApproval', timing: 'approval', outcome: SUCCESS });
}

export function transferPlan(accountNumber: string): Plan {
  return planFor(TRANSFER_ROWS, accountNumber, {
    scenario: 'TransferSuccess',
    timing: 'payout',
    outcome: SUCCESS,
  });
}

export function transferRefusal(accountNumber: string): string | null {
  const index = testNumberIndex(accountNumber);
  return index === null ? null : (TRANSFER_REFUSALS[index] ?? null);
}

export const PAYSTACK_TEST_ROWS = { charge: CHARGE_ROWS, transfer: TRANSFER_ROWS } as const;

export const PAYSTACK_DECLINE = declined;

const SUCCESS: Outcome = { status: 'SUCCESSFUL' };

function planFor(rows: Row[], digits: string, otherwise: Plan): Plan {
  const index = testNumberIndex(digits);
  const row = index === null ? undefined : rows[index];
  if (!row) return otherwise;
  const [scenario, timing, fail] = row;
  return { scenario, timing, outcome: fail === null ? SUCCESS : { status: 'FAILED', failure: fail } };
}

/** GET /bank?country=nigeria: a fixed list (Paystack's codes for these banks), the same on every run. */
export const SIMULATED_BANKS: readonly (readonly [code: string, name: string])[] = [
  ['044', 'Access Bank'],
  ['050', 'Ecobank Nigeria'],
  ['070', 'Fidelity Bank'],
  ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['50211', 'Kuda Bank'],
  ['50515', 'Moniepoint MFB'],
  ['999992', 'OPay Digital Services Limited (OPay)'],
  ['999991', 'PalmPay'],
  ['076', 'Polaris Bank'],
  ['221', 'Stanbic IBTC Bank'],
  ['232', 'Sterling Bank'],
  ['033', 'United Bank For Africa'],
  ['032', 'Union Bank of Nigeria'],
  ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
];

const ACCOUNT_NAMES = [
  'OKORO UCHENNA',
  'ADEYEMI FOLAKE',
  'OBI ADAEZE',
  'BELLO IBRAHIM',
  'EZE CHIOMA',
  'OGUNDIPE TUNDE',
  'MUSA AMINA',
  'NWOSU EMEKA',
  'ADEBAYO KEMI',
  'OKAFOR CHINEDU',
];

/** GET /bank/resolve: the holder's name, chosen by the account number's last digit. */
export function accountNameOf(accountNumber: string): string {
  return ACCOUNT_NAMES[Number(accountNumber.at(-1) ?? 0)] ?? ACCOUNT_NAMES[0]!;
}
