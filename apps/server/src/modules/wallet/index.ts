/**
 * The wallet: the only module that writes the ledger (ARCHITECTURE.md, Money; docs/ledger.md). Every
 * other module moves money through these functions, passing `ctx.db`, or its own transaction when the
 * money must commit together with its business change (a deposit's credit and its order's state).
 */
export {
  type AccountRef,
  type Asset,
  HOUSE_SHARDS,
  type HousePurpose,
  houseAccount,
  houseAccountKey,
  type PlayerPocket,
  playerAccount,
} from './accounts.ts';
export { getPlayerBalances, moneyBalanceOf, type PlayerBalances, withdrawableMoney } from './balances.ts';
export { type Breach, checkLedger, type LedgerReport } from './check-ledger.ts';
export {
  expireHolds,
  expireHoldsJob,
  getHold,
  type Hold,
  type HoldRequest,
  type HoldState,
  hold,
  postHold,
  voidHold,
} from './holds.ts';
export {
  type LastLedgerCheck,
  type LedgerDay,
  type LedgerGame,
  type LedgerWindow,
  lastLedgerCheck,
  ledgerDays,
  ledgerGames,
} from './ledger-activity.ts';
export { type LedgerHealth, ledgerCheckJob, ledgerHealth, runLedgerCheck } from './ledger-check-job.ts';
export type { Leg, TransferKind, TransferRequest } from './legs.ts';
export { type PlayerCashFlows, playerCashFlows } from './player-cash-flows.ts';
export { getPlayerTransaction, listPlayerRecords } from './records.ts';
export { walletRoutes } from './routes.ts';
export { type ReverseRequest, reverseTransfer, transfer, transferMany } from './transfer.ts';
export type { Entry, Executor, Transfer, TransferOutcome } from './write-path.ts';
