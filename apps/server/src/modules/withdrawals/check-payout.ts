import type { ServerContext } from '../../context.ts';
import { providerByCode } from '../mobile-money/index.ts';
import { findOrderById, scheduleCheck } from './order-repository.ts';
import { NOT_FOUND_GRACE_MS, nextCheckAt, STATE } from './payout-states.ts';
import { payoutRefOf, sendPayout } from './send-payout.ts';
import { type SettleSource, settleWithdrawal } from './settle-withdrawal.ts';
import type { WithdrawOrderRow } from './tables.ts';

/**
 * Asks the provider about an open order and applies its answer (the callback's confirmation and the
 * reconciliation job's step). An order never sent is sent; one the provider has never heard of, well
 * after we sent it, is sent again under the same reference. Daraja answers status queries on the
 * payout-status callback instead, which settles the order when it comes. With `checkCount` the next
 * check is scheduled by the backoff, and an order past its deadline is escalated (its hold stays).
 */
export async function checkPayout(
  ctx: ServerContext,
  orderId: string,
  source: SettleSource,
  checkCount?: number,
): Promise<WithdrawOrderRow | undefined> {
  let order = await findOrderById(ctx.db, orderId);
  if (!order || order.state === STATE.FAILED) return order;
  if (order.state === STATE.SUCCESS) {
    // A paid payout only moves again when its provider can take it back and a webhook says it did
    // (Paystack transfer.reversed): the status query decides, and a refund happens once.
    const provider = providerByCode(ctx.config, order.provider);
    if (source !== 'callback' || !provider.payoutsReversible || order.reversal_id !== null) return order;
    const status = await provider.payoutStatus({ paymentId: order.id, providerRef: payoutRefOf(order) });
    if (!status.reversed) return order;
    return settleWithdrawal(ctx, orderId, status, source);
  }
  if (order.sent_at === null) {
    order = await sendPayout(ctx, orderId, source);
  } else {
    // Sent, even if its answer is not recorded yet (a callback can overtake the send, or the sender died):
    // only the provider knows, so ask it.
    const provider = providerByCode(ctx.config, order.provider);
    const status = await provider.payoutStatus({ paymentId: order.id, providerRef: payoutRefOf(order) });
    const sentAgoMs = ctx.now().getTime() - order.sent_at.getTime();
    if (status.notFound) {
      if (sentAgoMs >= NOT_FOUND_GRACE_MS) {
        ctx.log.warn(
          { orderId },
          'provider does not know the payout: sending it again under the same reference',
        );
        order = await sendPayout(ctx, orderId, source, true);
      }
    } else if (!status.resultByCallback) {
      order = await settleWithdrawal(ctx, orderId, status, source);
    }
  }
  if (checkCount === undefined || !order) return order;
  return scheduleNext(ctx, order, checkCount);
}

/** The next check of an open order, and its escalation once past its deadline. */
async function scheduleNext(ctx: ServerContext, order: WithdrawOrderRow, checkCount: number) {
  if (order.state === STATE.SUCCESS || order.state === STATE.FAILED) return order;
  const now = ctx.now();
  const escalate = order.escalated_at === null && now >= order.escalate_at;
  if (escalate) {
    // Never voided for taking long: the payout may have happened. A person looks at it with the provider.
    ctx.log.error(
      { orderId: order.id, orderNo: order.order_no, providerStatus: order.provider_status },
      'withdrawal unsettled past its deadline: escalated to an operator, money stays held',
    );
  }
  const escalation = escalate
    ? { escalatedAt: now, reviewReason: order.review_reason ?? 'unsettled_after_deadline' }
    : null;
  return (await scheduleCheck(ctx.db, order.id, nextCheckAt(checkCount, now), escalation)) ?? order;
}
