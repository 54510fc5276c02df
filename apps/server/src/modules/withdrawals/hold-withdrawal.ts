import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forfeitBonusesForWithdrawal } from '../bonus/index.ts';
import { hold, houseAccount, type Leg, playerAccount } from '../wallet/index.ts';
import { withdrawErrors } from './errors.ts';
import {
  countRecentOrders,
  findOrderByClientKey,
  insertEvent,
  insertOrder,
  lockWithdrawPlayer,
  type NewWithdrawOrder,
} from './order-repository.ts';
import { SEND_RETRY_MS, STATE } from './payout-states.ts';
import type { WithdrawOrderRow } from './tables.ts';

const DAY_MS = 86_400_000;

/** The order as submitted, before its hold exists. */
export type PendingOrder = Omit<NewWithdrawOrder, 'hold_id'> & {
  id: string;
  client_key: string;
  created_at: Date;
};

/**
 * One transaction: the order and the hold of its money, or neither. The player's withdraw row is locked
 * first, so a player's submissions take turns (the per-day count and a double tap's replay are read
 * safely); the hold then takes `money` from the withdrawable pocket only, in three legs that settle to
 * payouts (net), fees and taxes, with no expiry: a payout's money is never returned by a timer.
 * `created` is false when the same idempotency key had already made an order (that order is answered).
 * Active bonuses are forfeited in the same transaction, and only when the player confirmed it
 * (`forfeitBonus`); a withdrawal refused later in it forfeits nothing (decision 017).
 * Errors: INSUFFICIENT_BALANCE (nothing made), WITHDRAW_LIMIT (the count per 24 hours),
 * BONUS_FORFEIT_UNCONFIRMED (active bonuses and no confirmation: nothing made).
 */
export async function holdWithdrawal(
  ctx: ServerContext,
  order: PendingOrder,
  countPerDay: number,
  forfeitBonus = false,
): Promise<{ order: WithdrawOrderRow; created: boolean }> {
  return inTransaction(ctx.db, async (tx) => {
    const now = order.created_at;
    await lockWithdrawPlayer(tx, order.player_id, now);
    const earlier = await findOrderByClientKey(tx, order.player_id, order.client_key);
    if (earlier) return { order: earlier, created: false };
    if (countPerDay > 0) {
      const recent = await countRecentOrders(tx, order.player_id, new Date(now.getTime() - DAY_MS));
      if (recent >= countPerDay) throw withdrawErrors.countReached(countPerDay);
    }
    await forfeitBonusesForWithdrawal(tx, {
      playerId: order.player_id,
      confirmed: forfeitBonus,
      withdrawalRef: order.order_no,
      now,
      market: ctx.market,
    });
    const held = await hold(tx, {
      idempotencyKey: `withdraw:${order.id}`,
      kind: 'withdraw',
      reference: order.order_no,
      expiresAt: null,
      metadata: { channel: order.channel_code, orderId: order.id },
      legs: legsOf(order),
    });
    const row = await insertOrder(tx, {
      ...order,
      hold_id: held.transfer.id,
      state: STATE.CREATED,
      // If the send below never records its outcome (a crash), the job sends again after this.
      next_check_at: new Date(now.getTime() + SEND_RETRY_MS),
    });
    await insertEvent(tx, {
      orderId: order.id,
      from: 0,
      to: STATE.CREATED,
      source: 'submit',
      detail: { holdId: held.transfer.id, money: order.money_minor },
      at: now,
    });
    return { order: row, created: true };
  });
}

/** Net to mobile money, fee and tax to the house; zero legs are left out (the wallet takes positive amounts). */
function legsOf(order: PendingOrder): Leg[] {
  const from = playerAccount.withdrawable(order.player_id);
  const legs: Leg[] = [{ from, to: houseAccount('payouts', 'cash'), amountMinor: order.net_minor }];
  if (order.fee_minor > 0)
    legs.push({ from, to: houseAccount('fees', 'cash'), amountMinor: order.fee_minor });
  if (order.tax_minor > 0)
    legs.push({ from, to: houseAccount('taxes', 'cash'), amountMinor: order.tax_minor });
  return legs;
}
