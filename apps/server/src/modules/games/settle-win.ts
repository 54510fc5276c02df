import type { WalletRequest } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { changeRound, findRound } from './rounds-repository.ts';
import { IN_HOUSE_PROVIDER } from './seed-games.ts';
import { cashBalance, replayOrRefuse } from './settle-bet.ts';
import {
  findLoggedCall,
  hashRequest,
  lockTransactionIds,
  logCall,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';

/**
 * Pays the win of a bet into the player's withdrawable cash, once per provider transaction id. No
 * session is needed: a win must land even after the session expired or the player was kicked
 * (reliability M17). A win of 0 only records the round's end. Refused for an unknown bet
 * (TX_NOT_FOUND) or one that was rolled back (TX_ROLLED_BACK).
 */
export async function settleWin(ctx: ServerContext, request: WalletRequest<'win'>): Promise<WalletApiAnswer> {
  const requestHash = hashRequest([
    'win',
    request.roundId,
    request.betTxId,
    request.playerId,
    request.amount,
    request.roundClosed,
  ]);
  return inTransaction(ctx.db, async (tx) => {
    await lockTransactionIds(tx, [request.txId, request.betTxId]);
    const earlier = await findLoggedCall(tx, request.txId);
    if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);
    const stake = await findLoggedCall(tx, request.betTxId);
    if (stake?.kind === 'tombstone' || stake?.rolledBackAt)
      return { status: 'TX_ROLLED_BACK', message: 'the bet was rolled back' };
    if (stake?.kind !== 'bet' || stake.response.status !== 'OK' || stake.roundId !== request.roundId) {
      return { status: 'TX_NOT_FOUND', message: 'no accepted bet with this betTxId in this round' };
    }
    const round = await findRound(tx, request.roundId);
    if (!round || round.player_id !== request.playerId)
      return { status: 'TX_NOT_FOUND', message: 'no such round for this player' };
    let transferId: string | null = null;
    if (request.amount > 0) {
      const outcome = await transfer(tx, {
        idempotencyKey: `win:${IN_HOUSE_PROVIDER}:${request.txId}`,
        kind: 'win',
        reference: request.roundId,
        metadata: {
          provider: IN_HOUSE_PROVIDER,
          gameId: round.game_id,
          roundId: request.roundId,
          txId: request.txId,
        },
        legs: [
          {
            from: houseAccount('games', 'cash'),
            to: playerAccount.withdrawable(round.player_id),
            amountMinor: request.amount,
          },
        ],
      });
      transferId = outcome.transfer.id;
    }
    await changeRound(tx, request.roundId, {
      winMinor: request.amount,
      close: request.roundClosed,
      now: ctx.now(),
    });
    const response: WalletApiAnswer = {
      status: 'OK',
      txId: request.txId,
      walletTxId: walletTxIdOf(transferId, request.txId),
      balance: await cashBalance(tx, round.player_id),
      currency: ctx.market.currency,
    };
    await logCall(tx, request.txId, {
      kind: 'win',
      roundId: request.roundId,
      playerId: round.player_id,
      amountMinor: request.amount,
      requestHash,
      transferId,
      response,
    });
    return response;
  });
}
