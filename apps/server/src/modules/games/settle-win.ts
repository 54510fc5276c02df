import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import type { WinRoom } from './rounds-repository.ts';
import { replayOrRefuse } from './settle-bet.ts';
import { flagSettlement } from './settlement-flags.ts';
import {
  hashRequest,
  loggedCallOf,
  recordCall,
  transactionLockKeys,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';

/** A win of a paid round: it names its bet (a free round's names its award: free-rounds.ts). */
export type PaidWin = WalletRequest<'win'> & { betTxId: string };

/**
 * Pays the win of a bet into the player's withdrawable cash, once per provider transaction id. No
 * session is needed: a win must land even after the session expired or the player was kicked
 * (reliability M17). A win of 0 only records the round's end. Refused for an unknown bet
 * (TX_NOT_FOUND) or one that was rolled back (TX_ROLLED_BACK).
 *
 * The provider is trusted only as far as its games' declarations: a round pays at most its stake times
 * the game's maximum multiplier (the rest is cut and flagged), and a round that closed takes no further
 * win unless the game declares several wins per round (refused and flagged).
 */
export async function settleWin(
  ctx: ServerContext,
  provider: string,
  request: PaidWin,
): Promise<WalletApiAnswer> {
  const requestHash = hashRequest([
    'win',
    request.roundId,
    request.betTxId,
    request.playerId,
    request.amount,
    request.roundClosed,
  ]);
  return inTransaction(ctx.db, async (tx) => {
    const { earlier, stake, round } = await readWin(tx, provider, request);
    if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);
    if (stake?.kind === 'tombstone' || stake?.rolledBackAt)
      return { status: 'TX_ROLLED_BACK', message: 'the bet was rolled back' };
    if (stake?.kind !== 'bet' || stake.response.status !== 'OK' || stake.roundId !== request.roundId) {
      return { status: 'TX_NOT_FOUND', message: 'no accepted bet with this betTxId in this round' };
    }
    if (!round || round.player_id !== request.playerId)
      return { status: 'TX_NOT_FOUND', message: 'no such round for this player' };
    const flag = {
      provider,
      txId: request.txId,
      roundId: request.roundId,
      playerId: round.player_id,
      gameId: round.game_id,
      requestedMinor: request.amount,
    };
    if (round.status === 'closed' && !round.several_wins_per_round) {
      // Not logged as a call: a repeat is judged again, and refused again, with one flag.
      await flagSettlement(tx, { ...flag, reason: 'win_on_closed_round', paidMinor: 0 });
      ctx.log.warn(flag, 'seamless wallet: a second win on a closed round refused');
      return {
        status: 'INVALID_REQUEST',
        message: 'the round is closed and this game pays one win per round',
      };
    }
    const paidMinor = Math.min(request.amount, round.room_minor);
    if (paidMinor < request.amount) {
      await flagSettlement(tx, { ...flag, reason: 'win_over_cap', paidMinor });
      ctx.log.warn({ ...flag, paidMinor }, "seamless wallet: a win over the game's declared maximum was cut");
    }
    const now = ctx.now();
    let transferId: string | null = null;
    if (paidMinor > 0) {
      const outcome = await transfer(tx, {
        idempotencyKey: `win:${provider}:${request.txId}`,
        kind: 'win',
        reference: request.roundId,
        metadata: {
          provider,
          gameId: round.game_id,
          roundId: request.roundId,
          txId: request.txId,
          ...(paidMinor < request.amount ? { requestedMinor: request.amount } : {}),
        },
        legs: [
          {
            from: houseAccount('games', 'cash'),
            to: playerAccount.withdrawable(round.player_id),
            amountMinor: paidMinor,
          },
        ],
      });
      transferId = outcome.transfer.id;
    }
    const walletTxId = walletTxIdOf(transferId, request.txId);
    const currency = ctx.market.currency;
    return recordCall(tx, {
      provider,
      txId: request.txId,
      log: {
        kind: 'win',
        roundId: request.roundId,
        playerId: round.player_id,
        amountMinor: paidMinor,
        requestHash,
        transferId,
      },
      answer: (balance) => ({ status: 'OK', txId: request.txId, walletTxId, balance, currency }),
      round: { roundId: request.roundId, change: { winMinor: paidMinor, close: request.roundClosed, now } },
      // Activities count what was paid (docs/player-events.md); a win of 0 only ends the round.
      event:
        paidMinor > 0
          ? {
              kind: 'win',
              playerId: round.player_id,
              amountMinor: paidMinor,
              gameId: round.game_id,
              sourceRef: `${provider}:${request.txId}`,
              occurredAt: now,
              detail: { roundId: request.roundId, betTxId: request.betTxId },
            }
          : undefined,
      at: now,
    });
  });
}

/**
 * What a win needs, in one statement that takes the txIds' locks and then reads under them (migration
 * 1890): the call logged for this txId, the bet it pays, and the round with its game's win rules, locked
 * for the rest of the transaction. The round is locked even when the call turns out a duplicate: the lock
 * order stays txIds, round, accounts, and a duplicate only waits a little longer.
 */
async function readWin(tx: Tx, provider: string, request: PaidWin) {
  const keys = transactionLockKeys(provider, [request.txId, request.betTxId]);
  const { rows } = await sql<Record<string, unknown> & Partial<WinRoom>>`
    SELECT * FROM wallet_api_read_win(${keys}::text[], ${provider}, ${request.txId}, ${request.betTxId},
      ${request.roundId})`.execute(tx);
  const row = rows[0]!;
  return {
    earlier: loggedCallOf(row, 'logged'),
    stake: loggedCallOf(row, 'bet'),
    round: row.player_id ? (row as WinRoom) : undefined,
  };
}
