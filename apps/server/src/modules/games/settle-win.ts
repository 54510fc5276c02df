import type { WalletRequest } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inOneStatement } from '../../db/transaction.ts';
import { houseAccountKey } from '../wallet/index.ts';
import type { SettlementFlagReason } from './settlement-flags.ts';
import {
  answerOf,
  hashRequest,
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
 *
 * One statement in autocommit (decision 025, issue 21): `wallet_api_win` (migration 1893) takes the txIds'
 * locks, then the round's, judges the win, pays it and writes the round, the player event and the log row.
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
  const { txId } = request;
  const { rows } = await inOneStatement(ctx.db, (db) =>
    sql<{
      response: string;
      created_minor: number | null;
      flag: SettlementFlagReason | null;
      paid_minor: number | null;
      player_id: string | null;
      game_id: number | null;
    }>`
      SELECT * FROM wallet_api_win(${transactionLockKeys(provider, [txId, request.betTxId])}::text[], ${provider},
        ${txId}, ${request.betTxId}, ${request.roundId}, ${request.playerId}, ${request.amount},
        ${request.roundClosed}, ${requestHash}, ${houseAccountKey('games', 'cash', `win:${provider}:${txId}`)},
        ${walletTxIdOf(null, txId)}, ${ctx.market.currency}, ${ctx.now()})`.execute(db),
  );
  const row = rows[0]!;
  if (row.flag) {
    const flag = {
      provider,
      txId,
      roundId: request.roundId,
      playerId: row.player_id,
      gameId: row.game_id,
      requestedMinor: request.amount,
    };
    if (row.flag === 'win_on_closed_round')
      ctx.log.warn(flag, 'seamless wallet: a second win on a closed round refused');
    else
      ctx.log.warn(
        { ...flag, paidMinor: row.paid_minor },
        "seamless wallet: a win over the game's declared maximum was cut",
      );
  }
  return answerOf(row, 'win');
}
