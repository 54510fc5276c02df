import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { inOneStatement, type Tx } from '../../db/transaction.ts';
import { houseAccountKey } from '../wallet/index.ts';
import {
  answerOf,
  hashRequest,
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
 *
 * One statement in autocommit (decision 025, issue 21): `wallet_api_rollback` (migration 1893) takes the
 * txIds' locks, then the round's, moves the money back and writes the undone call's mark, the round, the
 * player event and the log row.
 */
export async function settleRollback(
  ctx: ServerContext,
  provider: string,
  request: RollbackRequest,
): Promise<WalletApiAnswer> {
  return inOneStatement(ctx.db, (db) => rollbackInTransaction(ctx, db, { ...request, provider }));
}

/** The rollback, also inside a caller's transaction (the abandoned-round refund checks the round first). */
export async function rollbackInTransaction(
  ctx: ServerContext,
  db: Db | Tx,
  request: Rollback,
): Promise<WalletApiAnswer> {
  const { provider, txId, originalTxId } = request;
  const requestHash = hashRequest(['rollback', request.roundId, originalTxId]);
  const { rows } = await sql<{ response: string; created_kind: string | null; created_minor: number | null }>`
    SELECT * FROM wallet_api_rollback(${transactionLockKeys(provider, [txId, originalTxId])}::text[],
      ${provider}, ${txId}, ${originalTxId}, ${request.roundId}, ${requestHash},
      ${houseAccountKey('games', 'cash', `rollback-clamped:${provider}:${txId}`)}, ${walletTxIdOf(null, txId)},
      ${ctx.market.currency}, ${ctx.now()})`.execute(db);
  return answerOf(rows[0]!, 'reversal');
}
