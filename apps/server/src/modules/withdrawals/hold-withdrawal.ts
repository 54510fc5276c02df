import type { WithdrawQuote } from '@sika/domain';
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
import { withdrawTaxBase } from './tax-base.ts';

const DAY_MS = 86_400_000;

/** The order as submitted, before its hold exists and before its fee, tax and net are decided. */
export type PendingOrder = Omit<
  NewWithdrawOrder,
  'hold_id' | 'fee_minor' | 'tax_minor' | 'tax_base_minor' | 'net_minor'
> & {
  id: string;
  client_key: string;
  created_at: Date;
  money_minor: number;
};

export interface HoldRules {
  /** Option 150's count per 24 hours; 0 = none. */
  countPerDay: number;
  forfeitBonus?: boolean;
  /** The order's figures on a tax base, throwing the amount rules' errors (withdraw-plan.ts). */
  figuresFor: (taxBaseMinor: number) => WithdrawQuote;
}

type HeldOrder = PendingOrder &
  Pick<NewWithdrawOrder, 'fee_minor' | 'tax_minor' | 'tax_base_minor' | 'net_minor'>;

/**
 * One transaction: the order and the hold of its money, or neither. The player's withdraw row is locked
 * first, so a player's submissions take turns (the per-day count and a double tap's replay are read
 * safely); the hold then takes `money` from the withdrawable pocket only, in three legs that settle to
 * payouts (net), fees and taxes, with no expiry: a payout's money is never returned by a timer.
 * `created` is false when the same idempotency key had already made an order (that order is answered).
 * The tax base is read again under that lock (tax-base.ts), so two withdrawals cannot both take back the
 * same deposit untaxed; the figures follow it.
 * Active bonuses are forfeited in the same transaction, and only when the player confirmed it
 * (`forfeitBonus`); a withdrawal refused later in it forfeits nothing (decision 017).
 * Errors: INSUFFICIENT_BALANCE (nothing made), WITHDRAW_LIMIT (the count per 24 hours),
 * BONUS_FORFEIT_UNCONFIRMED (active bonuses and no confirmation: nothing made), AMOUNT_INVALID (the tax
 * leaves nothing to pay out).
 */
export async function holdWithdrawal(
  ctx: ServerContext,
  pending: PendingOrder,
  { countPerDay, forfeitBonus = false, figuresFor }: HoldRules,
): Promise<{ order: WithdrawOrderRow; created: boolean }> {
  return inTransaction(ctx.db, async (tx) => {
    const now = pending.created_at;
    await lockWithdrawPlayer(tx, pending.player_id, now);
    const earlier = await findOrderByClientKey(tx, pending.player_id, pending.client_key);
    if (earlier) return { order: earlier, created: false };
    const order = withFigures(
      pending,
      figuresFor,
      await withdrawTaxBase(tx, {
        playerId: pending.player_id,
        market: pending.market,
        moneyMinor: pending.money_minor,
      }),
    );
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
      detail: { holdId: held.transfer.id, money: order.money_minor, taxBase: order.tax_base_minor },
      at: now,
    });
    return { order: row, created: true };
  });
}

function withFigures(
  pending: PendingOrder,
  figuresFor: HoldRules['figuresFor'],
  taxBaseMinor: number,
): HeldOrder {
  const quote = figuresFor(taxBaseMinor);
  return {
    ...pending,
    fee_minor: quote.feeMinor,
    tax_minor: quote.taxMinor,
    tax_base_minor: quote.taxBaseMinor,
    net_minor: quote.netMinor,
  };
}

/** Net to mobile money, fee and tax to the house; zero legs are left out (the wallet takes positive amounts). */
function legsOf(order: HeldOrder): Leg[] {
  const from = playerAccount.withdrawable(order.player_id);
  const legs: Leg[] = [{ from, to: houseAccount('payouts', 'cash'), amountMinor: order.net_minor }];
  if (order.fee_minor > 0)
    legs.push({ from, to: houseAccount('fees', 'cash'), amountMinor: order.fee_minor });
  if (order.tax_minor > 0)
    legs.push({ from, to: houseAccount('taxes', 'cash'), amountMinor: order.tax_minor });
  return legs;
}
