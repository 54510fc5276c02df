import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inOneStatement } from '../../db/transaction.ts';
import { lossWindowStarts } from '../responsible-gaming/index.ts';
import { houseAccountKey } from '../wallet/index.ts';
import { sessionSeenBefore } from './game-sessions.ts';
import { hashGameToken } from './launch-game.ts';
import { answerOf, hashRequest, type WalletApiAnswer } from './wallet-api-log.ts';

/**
 * Takes a stake from the player's cash, once per provider transaction id. Refused with the balance when
 * funds are short; refused when the session was kicked by another device or expired; refused when a
 * rollback for this id came first (its tombstone); refused (LIMIT_REACHED, logged) by a pause, the session
 * time limit or a loss limit (issue 19). A duplicate gets the stored answer.
 *
 * One statement in autocommit (decision 025, issue 21): `wallet_api_bet` (migration 1893) takes the txId's
 * lock, judges the session and the stake, locks the round, moves the stake and writes the round, the player
 * event and the log row with the answer sent.
 */
export async function settleBet(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'bet'>,
): Promise<WalletApiAnswer> {
  const requestHash = hashRequest([
    'bet',
    request.roundId,
    request.playerId,
    request.amount,
    request.currency,
  ]);
  const now = ctx.now();
  const { txId, roundId } = request;
  // The transfer's metadata; the function adds the session's gameId (the provider's meta may override it).
  const metadata = { provider, roundId, txId, ...request.meta };
  const loss = lossWindowStarts(now);
  const { rows } = await inOneStatement(ctx.db, (db) =>
    sql<{ response: string; created_minor: number | null }>`
      SELECT * FROM wallet_api_bet(${provider}, ${txId}, ${roundId}, ${request.playerId}, ${request.amount},
        ${request.currency}, ${ctx.market.currency}, ${hashGameToken(request.sessionToken)}, ${requestHash},
        ${houseAccountKey('games', 'cash', `bet:${provider}:${txId}`)}, ${JSON.stringify(metadata)}::jsonb,
        ${loss.periods}::text[], ${loss.starts}::timestamptz[], ${now}, ${sessionSeenBefore(now)})`.execute(
      db,
    ),
  );
  return answerOf(rows[0]!, 'bet');
}

/** The same id with the same request gets the stored answer; with another request it is refused. */
export function replayOrRefuse(
  storedHash: string,
  requestHash: string,
  stored: WalletApiAnswer,
): WalletApiAnswer {
  if (storedHash === requestHash) return stored;
  return { status: 'INVALID_REQUEST', message: 'this txId was already used for a different request' };
}
