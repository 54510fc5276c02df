/**
 * Withdrawals to mobile money (docs/withdrawals.md): orders whose money is a wallet hold, paid out by the
 * providers' disbursement APIs, settled by confirmed provider answers only, reconciled by a job. The back
 * office lists the orders that need a person and settles them (`checkPayout`, `settleByOperator`).
 */
export { checkPayout } from './check-payout.ts';
export {
  findOrderById as findWithdrawOrder,
  listOrdersNeedingStaff,
  listPlayerOrders as listPlayerWithdrawals,
  withdrawTaxTotals,
} from './order-repository.ts';
export { reconcileWithdrawals, reconcileWithdrawalsJob } from './reconcile-withdrawals.ts';
export { withdrawalRoutes } from './routes.ts';
export { seedWithdrawals } from './seed-withdrawals.ts';
export { type OperatorSettlement, settleByOperator } from './settle-by-operator.ts';
export { withdrawSetupProblems } from './setup-problems.ts';
export type { WithdrawOrderRow } from './tables.ts';
