import type { Tx } from '../../db/transaction.ts';
import { AppError, isAppError } from '../../http/errors.ts';
import { assertPlayAllowed } from '../responsible-gaming/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';

export interface SpendCoinsRequest {
  playerId: string;
  /** Coins in minor units (the same scale as cash: 100 = 1.00 coin). */
  coins: number;
  /** The activity the coins pay (`raffle`, `lottery`, `mall`): they go to its promotion account. */
  purpose: string;
  /** Names the purchase (`{order id}`); one key, one debit, across retries. */
  idempotencyKey: string;
  /** What the player reads in their records (`Raffle code 12`). */
  reference: string;
  now: Date;
}

const PURPOSE = /^[a-z][a-z0-9-]{0,23}$/;

/**
 * Pays with coins (spec activities §7 buyWithCoins; core §4 coupons "needs coins"): the draws and the mall
 * call this in the transaction that records what was bought, so the coins leave and the purchase exists
 * together or not at all. The coins go to the purpose's promotion account (`promotion.{purpose}`, the
 * account that issues that activity's prizes), under `coins:{purpose}:{key}`: a retry is a replay.
 * Errors: PLAY_PAUSED, NOT_ENOUGH_COINS (nothing moved), AMOUNT_INVALID, IDEMPOTENCY_MISMATCH.
 */
export async function spendCoins(
  tx: Tx,
  request: SpendCoinsRequest,
): Promise<{ transferId: string; replayed: boolean }> {
  if (!PURPOSE.test(request.purpose)) throw new Error(`invalid coin purpose ${request.purpose}`);
  await assertPlayAllowed(tx, request.playerId, request.now);
  try {
    const outcome = await transfer(tx, {
      idempotencyKey: `coins:${request.purpose}:${request.idempotencyKey}`,
      kind: 'exchange',
      reference: request.reference,
      metadata: { purpose: request.purpose },
      legs: [
        {
          from: playerAccount.coins(request.playerId),
          to: houseAccount(`promotion.${request.purpose}`, 'coins'),
          amountMinor: request.coins,
        },
      ],
    });
    return { transferId: outcome.transfer.id, replayed: outcome.replayed };
  } catch (error) {
    if (isAppError(error) && error.errorName === 'INSUFFICIENT_BALANCE')
      throw new AppError('NOT_ENOUGH_COINS');
    throw error;
  }
}
