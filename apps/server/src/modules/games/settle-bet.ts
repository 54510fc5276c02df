import type { WalletRequest } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import { recordPlayerEvent } from '../outbox/index.ts';
import { stakeRefusal } from '../responsible-gaming/index.ts';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { lookupGameSession } from './game-sessions.ts';
import { lostSince } from './player-losses.ts';
import { changeRound, dropEmptyRound, lockRoundForBet, providerOfGame } from './rounds-repository.ts';
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
  return inTransaction(ctx.db, async (tx) => {
    await lockTransactionIds(tx, provider, [request.txId]);
    const earlier = await findLoggedCall(tx, provider, request.txId);
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
    if ((await providerOfGame(tx, gameId)) !== provider)
      return { status: 'INVALID_SESSION', message: 'a session of another provider' };
    if (request.currency !== ctx.market.currency)
      return { status: 'INVALID_REQUEST', message: 'wrong currency' };

    const now = ctx.now();
    // Responsible gaming (issue 19), before the round or the money: a paused player, a spent session or
    // a stake that would pass the loss limit is refused, definitively and logged (a retry gets the same).
    const refusal = await stakeRefusal(tx, { lostSince }, { playerId, amountMinor: request.amount, now });
    if (refusal) {
      const refused: WalletApiAnswer = {
        status: 'LIMIT_REACHED',
        reason: refusal,
        balance: await cashBalance(tx, playerId),
        currency: ctx.market.currency,
      };
      await logCall(
        tx,
        provider,
        request.txId,
        {
          kind: 'bet',
          roundId: request.roundId,
          playerId,
          amountMinor: 0,
          requestHash,
          transferId: null,
          response: refused,
        },
        now,
      );
      return refused;
    }
    const round = await lockRoundForBet(tx, { provider, roundId: request.roundId, playerId, gameId, now });
    if (round.playerId !== playerId)
      return { status: 'INVALID_REQUEST', message: 'this roundId belongs to another player' };
    let response: WalletApiAnswer;
    let transferId: string | null = null;
    try {
      const outcome = await transfer(tx, {
        idempotencyKey: `bet:${provider}:${request.txId}`,
        kind: 'bet',
        reference: request.roundId,
        metadata: {
          provider,
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
      await changeRound(tx, provider, request.roundId, { betMinor: request.amount, now });
      // Tasks and other activities count this stake (docs/player-events.md); it commits with the stake.
      await recordPlayerEvent(tx, {
        kind: 'bet',
        playerId,
        amountMinor: request.amount,
        gameId,
        sourceRef: `${provider}:${request.txId}`,
        occurredAt: now,
        detail: { roundId: request.roundId },
      });
      response = {
        status: 'OK',
        txId: request.txId,
        walletTxId: walletTxIdOf(transferId, request.txId),
        balance: await cashBalance(tx, playerId),
        currency: ctx.market.currency,
      };
    } catch (error) {
      if (!isAppError(error) || error.errorName !== 'INSUFFICIENT_BALANCE') throw error;
      if (round.opened) await dropEmptyRound(tx, provider, request.roundId);
      response = {
        status: 'INSUFFICIENT_FUNDS',
        balance: await cashBalance(tx, playerId),
        currency: ctx.market.currency,
      };
    }
    await logCall(
      tx,
      provider,
      request.txId,
      {
        kind: 'bet',
        roundId: request.roundId,
        playerId,
        amountMinor: request.amount,
        requestHash,
        transferId,
        response,
      },
      now,
    );
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
