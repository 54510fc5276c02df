import type { WalletRequest } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { lookupGameSession } from './game-sessions.ts';
import { addStake } from './rounds-repository.ts';
import { IN_HOUSE_PROVIDER } from './seed-games.ts';
import {
  findLoggedCall,
  hashRequest,
  lockTransactionIds,
  logCall,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';

export async function cashBalance(tx: Tx, playerId: string): Promise<number> {
  return (await getPlayerBalances(tx, playerId)).money;
}

/**
 * Takes a stake from the player's cash, once per provider transaction id. Refused with the balance when
 * funds are short; refused when the session was kicked by another device or expired; refused when a
 * rollback for this id came first (its tombstone). A duplicate gets the stored answer.
 */
export async function settleBet(ctx: ServerContext, request: WalletRequest<'bet'>): Promise<WalletApiAnswer> {
  const requestHash = hashRequest([
    'bet',
    request.roundId,
    request.playerId,
    request.amount,
    request.currency,
  ]);
  return inTransaction(ctx.db, async (tx) => {
    await lockTransactionIds(tx, [request.txId]);
    const earlier = await findLoggedCall(tx, request.txId);
    if (earlier?.kind === 'tombstone')
      return { status: 'TX_ROLLED_BACK', message: 'rolled back before it came' };
    if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);

    const lookup = await lookupGameSession(tx, request.sessionToken, ctx.now());
    if (lookup.state !== 'active') {
      // Not logged: a bet refused for its session may be retried on a fresh one.
      return {
        status: lookup.state === 'expired' ? 'SESSION_EXPIRED' : 'INVALID_SESSION',
        message: lookup.state,
      };
    }
    const { playerId, gameId } = lookup.session;
    if (request.playerId !== playerId)
      return { status: 'INVALID_SESSION', message: 'session of another player' };
    if (request.currency !== ctx.market.currency)
      return { status: 'INVALID_REQUEST', message: 'wrong currency' };

    let response: WalletApiAnswer;
    let transferId: string | null = null;
    try {
      const outcome = await transfer(tx, {
        idempotencyKey: `bet:${IN_HOUSE_PROVIDER}:${request.txId}`,
        kind: 'bet',
        reference: request.roundId,
        metadata: {
          provider: IN_HOUSE_PROVIDER,
          gameId,
          roundId: request.roundId,
          txId: request.txId,
          ...request.meta,
        },
        legs: [
          {
            from: playerAccount.cash(playerId),
            to: houseAccount('games', 'cash'),
            amountMinor: request.amount,
          },
        ],
      });
      transferId = outcome.transfer.id;
      const roundPlayer = await addStake(tx, {
        roundId: request.roundId,
        playerId,
        gameId,
        amountMinor: request.amount,
        now: ctx.now(),
      });
      if (roundPlayer !== playerId) throw new Error(`round ${request.roundId} belongs to another player`);
      response = {
        status: 'OK',
        txId: request.txId,
        walletTxId: walletTxIdOf(transferId, request.txId),
        balance: await cashBalance(tx, playerId),
        currency: ctx.market.currency,
      };
    } catch (error) {
      if (!isAppError(error) || error.errorName !== 'INSUFFICIENT_BALANCE') throw error;
      response = {
        status: 'INSUFFICIENT_FUNDS',
        balance: await cashBalance(tx, playerId),
        currency: ctx.market.currency,
      };
    }
    await logCall(tx, request.txId, {
      kind: 'bet',
      roundId: request.roundId,
      playerId,
      amountMinor: request.amount,
      requestHash,
      transferId,
      response,
    });
    return response;
  });
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
