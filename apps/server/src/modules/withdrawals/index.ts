/**
 * Withdrawals to mobile money (docs/withdrawals.md): orders whose money is a wallet hold, paid out by the
 * providers' disbursement APIs, settled by confirmed provider answers only, reconciled by a job.
 */
export { checkPayout } from './check-payout.ts';
export { reconcileWithdrawals, reconcileWithdrawalsJob } from './reconcile-withdrawals.ts';
export { withdrawalRoutes } from './routes.ts';
export { seedWithdrawals } from './seed-withdrawals.ts';
export type { WithdrawalsTables, WithdrawOrderRow } from './tables.ts';
