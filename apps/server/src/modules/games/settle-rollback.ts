import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import {
  getPlayerBalances,
  houseAccount,
  playerAccount,
  reverseTransfer,
  transfer,
} from '../wallet/index.ts';
import type { RoundChange } from './rounds-repository.ts';
import { replayOrRefuse } from './settle-bet.ts';
import {
  hashRequest,
  type LoggedCall,
  logCall,
  loggedCallOf,
  recordCall,
  transactionLockKeys,
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

/**
 * The rollback inside a caller's transaction (the abandoned-round refund checks the round first).
 * Statements (issue 21): the txIds' locks and, under them, one read of both logged calls and the round; the reversal;
 * one write of the rollback mark, the round, the player event and the log row with the balance.
 */
export async function rollbackInTransaction(
  ctx: ServerContext,
  tx: Tx,
  request: Rollback,
): Promise<WalletApiAnswer> {
  const { provider } = request;
  const requestHash = hashRequest(['rollback', request.roundId, request.originalTxId]);
  const { earlier, original, roundPlayerId, originalGameId } = await readRollback(tx, request);
  if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);
  const playerId = original?.playerId ?? roundPlayerId;

  let effects: Effects = {};
  if (!original) await leaveTombstone(tx, request);
  else if (!original.rolledBackAt && original.kind !== 'tombstone' && original.kind !== 'rollback') {
    effects = await undo(ctx, tx, request, original, originalGameId);
  }
  const walletTxId = walletTxIdOf(null, request.txId);
  const currency = ctx.market.currency;
  return recordCall(tx, {
    provider,
    txId: request.txId,
    log: {
      kind: 'rollback',
      roundId: request.roundId,
      playerId,
      amountMinor: 0,
      requestHash,
      transferId: null,
    },
    answer: (balance) => ({ status: 'OK', txId: request.txId, walletTxId, balance, currency }),
    ...effects,
  });
}

/**
 * What a rollback needs, in one statement that takes the txIds' locks and then reads under them (migration
 * 1890): the call logged for this txId, the call it undoes, the player of the named round (locked for the
 * rest of the transaction, as a win locks it) and the game of the undone call's round, for its player event.
 */
async function readRollback(tx: Tx, request: Rollback) {
  const { provider } = request;
  const keys = transactionLockKeys(provider, [request.txId, request.originalTxId]);
  const { rows } = await sql<
    Record<string, unknown> & { round_player_id: string | null; original_game_id: number | null }
  >`
    SELECT * FROM wallet_api_read_rollback(${keys}::text[], ${provider}, ${request.txId},
      ${request.originalTxId}, ${request.roundId})`.execute(tx);
  const row = rows[0]!;
  return {
    earlier: loggedCallOf(row, 'logged'),
    original: loggedCallOf(row, 'original'),
    roundPlayerId: row.round_player_id,
    originalGameId: row.original_game_id,
  };
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

/** What an undo leaves for the rollback's one write (`recordCall`). */
type Effects = Pick<Parameters<typeof recordCall>[1], 'rolledBack' | 'round' | 'event'>;

/**
 * Moves the money of an undone bet or win back, and says what the rollback's write must record: the
 * undone call marked rolled back, its round changed, and the player event by which activities undo what
 * they counted (docs/player-events.md).
 */
async function undo(
  ctx: ServerContext,
  tx: Tx,
  request: Rollback,
  original: LoggedCall,
  gameId: number | null,
): Promise<Effects> {
  const now = ctx.now();
  const { provider } = request;
  const rolledBack = { txId: request.originalTxId, now };
  // A refused bet (insufficient funds) moved nothing: there is nothing to give back.
  if (!original.transferId || !original.playerId) return { rolledBack };
  const metadata = {
    provider,
    rollbackTxId: request.txId,
    originalTxId: request.originalTxId,
  };
  let change: RoundChange;
  if (original.kind === 'bet') {
    await reverseTransfer(tx, {
      transferId: original.transferId,
      idempotencyKey: `rollback:${provider}:${request.txId}`,
      reference: request.roundId,
      metadata,
    });
    change = { refundedMinor: original.amountMinor, now };
  } else {
    await clawBackWin(tx, request, original, metadata);
    change = { winMinor: -original.amountMinor, now };
  }
  return {
    rolledBack,
    round: { roundId: original.roundId, change },
    event: {
      kind: 'rollback',
      playerId: original.playerId,
      amountMinor: original.amountMinor,
      gameId,
      sourceRef: `${provider}:${request.txId}`,
      occurredAt: now,
      detail: { of: original.kind, originalTxId: request.originalTxId, roundId: original.roundId },
    },
  };
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
