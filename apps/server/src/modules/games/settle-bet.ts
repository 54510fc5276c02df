import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import { stakeRefusal } from '../responsible-gaming/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { type GameSessionRow, judgeSession } from './game-sessions.ts';
import { hashGameToken } from './launch-game.ts';
import { lostSince } from './player-losses.ts';
import { dropEmptyRound, lockRoundForBet } from './rounds-repository.ts';
import {
  hashRequest,
  loggedCallOf,
  recordCall,
  transactionLockKeys,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';

/**
 * Takes a stake from the player's cash, once per provider transaction id. Refused with the balance when
 * funds are short; refused when the session was kicked by another device or expired; refused when a
 * rollback for this id came first (its tombstone). A duplicate gets the stored answer.
 *
 * Statements (issue 21, counted in test/games/wallet-api-round-trips.test.ts): the txId's lock and, under
 * it, one read of the logged call, the session and its game's provider; the responsible-gaming checks; the round's
 * lock; the transfer; one write of the round, the player event and the log row with the balance.
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
    const read = await readBet(tx, provider, request);
    const earlier = read.logged;
    if (earlier?.kind === 'tombstone')
      return { status: 'TX_ROLLED_BACK', message: 'rolled back before it came' };
    if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);

    const lookup = await judgeSession(tx, read.session, ctx.now());
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
    if (read.gameProvider !== provider)
      return { status: 'INVALID_SESSION', message: 'a session of another provider' };
    if (request.currency !== ctx.market.currency)
      return { status: 'INVALID_REQUEST', message: 'wrong currency' };

    const now = ctx.now();
    const currency = ctx.market.currency;
    const log = { kind: 'bet' as const, roundId: request.roundId, playerId, requestHash };
    // Responsible gaming (issue 19), before the round or the money: a paused player, a spent session or
    // a stake that would pass the loss limit is refused, definitively and logged (a retry gets the same).
    const refusal = await stakeRefusal(tx, { lostSince }, { playerId, amountMinor: request.amount, now });
    if (refusal) {
      return recordCall(tx, {
        provider,
        txId: request.txId,
        log: { ...log, amountMinor: 0, transferId: null },
        answer: (balance) => ({ status: 'LIMIT_REACHED', reason: refusal, balance, currency }),
        at: now,
      });
    }
    const round = await lockRoundForBet(tx, { provider, roundId: request.roundId, playerId, gameId, now });
    if (round.playerId !== playerId)
      return { status: 'INVALID_REQUEST', message: 'this roundId belongs to another player' };
    let transferId: string;
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
    } catch (error) {
      if (!isAppError(error) || error.errorName !== 'INSUFFICIENT_BALANCE') throw error;
      if (round.opened) await dropEmptyRound(tx, provider, request.roundId);
      return recordCall(tx, {
        provider,
        txId: request.txId,
        log: { ...log, amountMinor: request.amount, transferId: null },
        answer: (balance) => ({ status: 'INSUFFICIENT_FUNDS', balance, currency }),
        at: now,
      });
    }
    const walletTxId = walletTxIdOf(transferId, request.txId);
    return recordCall(tx, {
      provider,
      txId: request.txId,
      log: { ...log, amountMinor: request.amount, transferId },
      answer: (balance) => ({ status: 'OK', txId: request.txId, walletTxId, balance, currency }),
      round: { roundId: request.roundId, change: { betMinor: request.amount, now } },
      // Tasks and other activities count this stake (docs/player-events.md); it commits with the stake.
      event: {
        kind: 'bet',
        playerId,
        amountMinor: request.amount,
        gameId,
        sourceRef: `${provider}:${request.txId}`,
        occurredAt: now,
        detail: { roundId: request.roundId },
      },
      at: now,
    });
  });
}

/**
 * What a bet needs to know before it locks anything more, in one statement that takes the txId's lock and
 * then reads under it (migration 1890): the call logged for this txId, the session of the token and the
 * provider of that session's game.
 */
async function readBet(tx: Tx, provider: string, request: WalletRequest<'bet'>) {
  const { rows } = await sql<GameSessionRow & Record<string, unknown> & { game_provider: string | null }>`
    SELECT * FROM wallet_api_read_bet(${transactionLockKeys(provider, [request.txId])}::text[], ${provider},
      ${request.txId}, ${hashGameToken(request.sessionToken)})`.execute(tx);
  const row = rows[0]!;
  return {
    logged: loggedCallOf(row, 'logged'),
    session: row.id ? row : undefined,
    gameProvider: row.game_provider ?? undefined,
  };
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
