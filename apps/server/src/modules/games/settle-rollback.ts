import type { WalletRequest } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import { recordPlayerEvent } from '../outbox/index.ts';
import {
  getPlayerBalances,
  houseAccount,
  playerAccount,
  reverseTransfer,
  transfer,
} from '../wallet/index.ts';
import { changeRound, findRound } from './rounds-repository.ts';
import { cashBalance, replayOrRefuse } from './settle-bet.ts';
import {
  findLoggedCall,
  hashRequest,
  type LoggedCall,
  lockTransactionIds,
  logCall,
  markRolledBack,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';

type RollbackRequest = Pick<WalletRequest<'rollback'>, 'txId' | 'roundId' | 'originalTxId'>;
interface Rollback extends RollbackRequest {
  provider: string;
}

/**
 * Undoes a bet (the stake goes back) or a win (clawed back, clamped at what the player still holds),
 * once. A rollback of a bet never seen leaves a tombstone, so that bet is refused if it arrives late.
 * Accepted without a session: a provider must be able to refund after the session ended.
 */
export async function settleRollback(
  ctx: ServerContext,
  provider: string,
  request: RollbackRequest,
): Promise<WalletApiAnswer> {
  return inTransaction(ctx.db, (tx) => rollbackInTransaction(ctx, tx, { ...request, provider }));
}

/** The rollback inside a caller's transaction (the abandoned-round refund checks the round first). */
export async function rollbackInTransaction(
  ctx: ServerContext,
  tx: Tx,
  request: Rollback,
): Promise<WalletApiAnswer> {
  const { provider } = request;
  const requestHash = hashRequest(['rollback', request.roundId, request.originalTxId]);
  await lockTransactionIds(tx, provider, [request.txId, request.originalTxId]);
  const earlier = await findLoggedCall(tx, provider, request.txId);
  if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);
  const original = await findLoggedCall(tx, provider, request.originalTxId);
  const round = await findRound(tx, provider, request.roundId);
  const playerId = original?.playerId ?? round?.player_id ?? null;

  if (!original) await leaveTombstone(tx, request);
  else if (!original.rolledBackAt && original.kind !== 'tombstone' && original.kind !== 'rollback') {
    await undo(ctx, tx, request, original);
  }
  const response: WalletApiAnswer = {
    status: 'OK',
    txId: request.txId,
    walletTxId: walletTxIdOf(null, request.txId),
    balance: playerId ? await cashBalance(tx, playerId) : 0,
    currency: ctx.market.currency,
  };
  await logCall(tx, provider, request.txId, {
    kind: 'rollback',
    roundId: request.roundId,
    playerId,
    amountMinor: 0,
    requestHash,
    transferId: null,
    response,
  });
  return response;
}

async function leaveTombstone(tx: Tx, request: Rollback) {
  await logCall(tx, request.provider, request.originalTxId, {
    kind: 'tombstone',
    roundId: request.roundId,
    playerId: null,
    amountMinor: 0,
    requestHash: 'tombstone',
    transferId: null,
    response: { status: 'TX_ROLLED_BACK', message: 'rolled back before it came' },
  });
}

async function undo(ctx: ServerContext, tx: Tx, request: Rollback, original: LoggedCall) {
  const now = ctx.now();
  const { provider } = request;
  await markRolledBack(tx, provider, request.originalTxId, now);
  // A refused bet (insufficient funds) moved nothing: there is nothing to give back.
  if (!original.transferId || !original.playerId) return;
  const metadata = {
    provider,
    rollbackTxId: request.txId,
    originalTxId: request.originalTxId,
  };
  if (original.kind === 'bet') {
    await reverseTransfer(tx, {
      transferId: original.transferId,
      idempotencyKey: `rollback:${provider}:${request.txId}`,
      reference: request.roundId,
      metadata,
    });
    await changeRound(tx, provider, original.roundId, { refundedMinor: original.amountMinor, now });
    await recordRollback(tx, request, original, now);
    return;
  }
  await clawBackWin(tx, request, original, metadata);
  await changeRound(tx, provider, original.roundId, { winMinor: -original.amountMinor, now });
  await recordRollback(tx, request, original, now);
}

/** Activities undo what they counted for the bet or win (docs/player-events.md), in this transaction. */
async function recordRollback(tx: Tx, request: Rollback, original: LoggedCall, now: Date) {
  const round = await findRound(tx, request.provider, original.roundId);
  await recordPlayerEvent(tx, {
    kind: 'rollback',
    playerId: original.playerId!,
    amountMinor: original.amountMinor,
    gameId: round?.game_id ?? null,
    sourceRef: `${request.provider}:${request.txId}`,
    occurredAt: now,
    detail: { of: original.kind, originalTxId: request.originalTxId, roundId: original.roundId },
  });
}

/** Takes a rolled-back win back; if the player already spent part of it, takes what is left (never below 0). */
async function clawBackWin(
  tx: Tx,
  request: Rollback,
  original: LoggedCall,
  metadata: Record<string, unknown>,
) {
  const playerId = original.playerId!;
  try {
    await reverseTransfer(tx, {
      transferId: original.transferId!,
      idempotencyKey: `rollback:${request.provider}:${request.txId}`,
      reference: request.roundId,
      metadata,
    });
  } catch (error) {
    if (!isAppError(error) || error.errorName !== 'INSUFFICIENT_BALANCE') throw error;
    const available = (await getPlayerBalances(tx, playerId)).money;
    const amountMinor = Math.min(available, original.amountMinor);
    if (amountMinor <= 0) return;
    await transfer(tx, {
      idempotencyKey: `rollback-clamped:${request.provider}:${request.txId}`,
      kind: 'adjustment',
      reference: request.roundId,
      metadata: { ...metadata, clampedFromMinor: original.amountMinor },
      legs: [{ from: playerAccount.cash(playerId), to: houseAccount('games', 'cash'), amountMinor }],
    });
  }
}
