import type { CallData, getDepositResult as getDepositResultCall } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { checkDeposit } from './check-deposit.ts';
import { POLL_CHECK_INTERVAL_MS, STATE } from './deposit-states.ts';
import { claimPollCheck, findOrderByTransNo } from './order-repository.ts';
import { toDepositOrder } from './order-view.ts';
import type { DepositOrderRow } from './payment-tables.ts';

type DepositResult = CallData<typeof getDepositResultCall>;

/**
 * The poller's answer. While the order waits, a poll also asks the provider (at most every 4 s per
 * order, whoever polls), so a dropped callback costs the player seconds, not the job's minute.
 * Errors: PAYMENT_NOT_FOUND (not this player's order, or no such order: the same answer).
 */
export async function getDepositResult(
  ctx: ServerContext,
  playerId: string,
  transNo: string,
): Promise<DepositResult> {
  return toResult(await refreshWaitingOrder(ctx, await playerOrder(ctx, playerId, transNo)));
}

/** A waiting order, after asking the provider if nobody did in the last 4 s. */
export async function refreshWaitingOrder(
  ctx: ServerContext,
  order: DepositOrderRow,
): Promise<DepositOrderRow> {
  if (order.state !== STATE.CREATED && order.state !== STATE.PENDING) return order;
  const claimed = await claimPollCheck(ctx.db, order.id, ctx.now(), POLL_CHECK_INTERVAL_MS);
  return claimed ? checkDeposit(ctx, order.id, 'poll') : order;
}

export async function playerOrder(
  ctx: ServerContext,
  playerId: string,
  transNo: string,
): Promise<DepositOrderRow> {
  const order = await findOrderByTransNo(ctx.db, transNo);
  // Someone else's order reads exactly like one that does not exist.
  if (!order || order.player_id !== playerId) throw new AppError('PAYMENT_NOT_FOUND');
  return order;
}

/** Spec core §3 Deposit result: status 1 success, no, bonus, isBonus, msg; plus the deposit count. */
export function toResult(order: DepositOrderRow): DepositResult {
  const view = toDepositOrder(order);
  const success = order.state === STATE.SUCCESS;
  return {
    ...view,
    status: success ? 1 : 0,
    no: order.trans_no,
    isBonus: success && view.bonus > 0 ? 1 : 0,
    msg: view.message,
    depositCount: order.deposit_seq,
    firstDeposit: order.deposit_seq === 1,
  };
}
