import type { WalletRequest } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordPlayerEvent } from '../outbox/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { changeRound, lockRoundForWin } from './rounds-repository.ts';
import { cashBalance, replayOrRefuse } from './settle-bet.ts';
import { flagSettlement } from './settlement-flags.ts';
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
 *
 * The provider is trusted only as far as its games' declarations: a round pays at most its stake times
 * the game's maximum multiplier (the rest is cut and flagged), and a round that closed takes no further
 * win unless the game declares several wins per round (refused and flagged).
 */
export async function settleWin(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'win'>,
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
    await lockTransactionIds(tx, provider, [request.txId, request.betTxId]);
    const earlier = await findLoggedCall(tx, provider, request.txId);
    if (earlier) return replayOrRefuse(earlier.requestHash, requestHash, earlier.response);
    const stake = await findLoggedCall(tx, provider, request.betTxId);
    if (stake?.kind === 'tombstone' || stake?.rolledBackAt)
      return { status: 'TX_ROLLED_BACK', message: 'the bet was rolled back' };
    if (stake?.kind !== 'bet' || stake.response.status !== 'OK' || stake.roundId !== request.roundId) {
      return { status: 'TX_NOT_FOUND', message: 'no accepted bet with this betTxId in this round' };
    }
    const round = await lockRoundForWin(tx, provider, request.roundId);
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
      await recordPlayerEvent(tx, {
        kind: 'win',
        playerId: round.player_id,
        amountMinor: paidMinor,
        gameId: round.game_id,
        sourceRef: `${provider}:${request.txId}`,
        occurredAt: ctx.now(),
        detail: { roundId: request.roundId, betTxId: request.betTxId },
      });
    }
    await changeRound(tx, provider, request.roundId, {
      winMinor: paidMinor,
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
    await logCall(
      tx,
      provider,
      request.txId,
      {
        kind: 'win',
        roundId: request.roundId,
        playerId: round.player_id,
        amountMinor: paidMinor,
        requestHash,
        transferId,
        response,
      },
      ctx.now(),
    );
    return response;
  });
}
