/**
 * Payments: deposits by mobile money (docs/payments.md). Other modules read orders through here; money
 * moves only through the wallet, in the same transaction as an order's move to success.
 */

export { insertCallback, setCallbackVerdict } from './callback-repository.ts';
export { checkDeposit } from './check-deposit.ts';
export type { CheckSource } from './confirm-deposit.ts';
export { stateName } from './deposit-states.ts';
export { canAppeal } from './list-deposit-orders.ts';
export {
  countCreditedDeposits,
  creditedDepositsMinor,
  depositedSince,
  depositPayerNumbers,
  depositTaxTotals,
  findOrderByTransNo,
  hasCreditedDeposit,
  listPlayerOrders as listPlayerDeposits,
  playersWithCreditedDeposit,
} from './order-repository.ts';
export type { DepositOrderRow } from './payment-tables.ts';
export { callbacksSettled, receiveCallback } from './receive-callback.ts';
export { reconcilePayments, reconcilePaymentsJob } from './reconcile-payments.ts';
export { paymentRoutes } from './routes.ts';
export { seedPayments } from './seed-payments.ts';
export { depositSetupProblems } from './setup-problems.ts';
