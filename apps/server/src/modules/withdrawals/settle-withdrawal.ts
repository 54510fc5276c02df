import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { recordPlayerEvent } from '../outbox/index.ts';
import { houseAccount, playerAccount, postHold, transfer, voidHold } from '../wallet/index.ts';
import {
  insertEvent,
  lockOrder,
  rememberSuccessChannel,
  updateOrder,
  type WithdrawOrderPatch,
} from './order-repository.ts';
import { decidePayout, nextCheckAt, type PayoutReading, STATE } from './payout-states.ts';
import type { WithdrawOrderRow } from './tables.ts';

/** Who settled: the send, a callback, the job, a status check, or an operator on the provider's statement. */
export type SettleSource = 'send' | 'callback' | 'job' | 'check' | 'operator';

/**
 * Applies a confirmed reading of the provider to an order, under its row lock, in one transaction with
 * the money: SUCCESSFUL posts the hold (net to payouts, fee and tax to their house accounts), a definitive
 * FAILED voids it (the money goes back to the withdrawable balance), PENDING and UNKNOWN only record what
 * was heard. Any number of concurrent callers (duplicated callbacks, the job, the player's poll) settle an
 * order once: the lock serialises them, the state only moves forward, and the wallet settles a hold once.
 * In `tx` when given (the back office writes its audit row in the same transaction).
 * Errors: none expected (the wallet's TRANSFER_NOT_PENDING would mean someone else settled the hold).
 */
export async function settleWithdrawal(
  ctx: ServerContext,
  orderId: string,
  reading: PayoutReading,
  source: SettleSource,
  tx?: Tx,
): Promise<WithdrawOrderRow | undefined> {
  const work = async (tx: Tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return undefined;
    const now = ctx.now();
    const decision = decidePayout(
      { state: order.state, netMinor: order.net_minor, currency: order.currency },
      reading,
    );
    const event = (to: number, detail: unknown) =>
      insertEvent(tx, { orderId, from: order.state, to, source, detail, at: now });
    switch (decision.kind) {
      case 'post': {
        // Before the wallet call: a submission locks withdraw_players then wallet accounts, so do we.
        await rememberSuccessChannel(tx, order.player_id, order.channel_code, now);
        const posted = await postHold(tx, order.hold_id, now);
        // Activities see the paid withdrawal (docs/player-events.md); it commits with the payout.
        await recordPlayerEvent(tx, {
          kind: 'withdrawal',
          playerId: order.player_id,
          amountMinor: order.money_minor,
          sourceRef: `withdrawal:${order.id}`,
          occurredAt: now,
          detail: { netMinor: order.net_minor },
        });
        const patch: WithdrawOrderPatch = {
          ...closed(now),
          state: STATE.SUCCESS,
          settlement_id: posted.transfer.id,
          provider_status: 'SUCCESSFUL',
          provider_txn_id: reading.providerTxnId ?? order.provider_txn_id,
          paid_amount_minor: reading.amountMinor ?? order.net_minor,
        };
        if (decision.review) Object.assign(patch, review(order, decision.review, reading));
        await event(STATE.SUCCESS, { providerTxnId: reading.providerTxnId, review: decision.review });
        return updateOrder(tx, orderId, patch);
      }
      case 'void': {
        const voided = await voidHold(tx, order.hold_id, now);
        await event(STATE.FAILED, { failure: decision.failure });
        return updateOrder(tx, orderId, {
          ...closed(now),
          state: STATE.FAILED,
          settlement_id: voided.transfer.id,
          provider_status: 'FAILED',
          failure_code: decision.failure.code,
          failure_provider_code: decision.failure.providerCode,
          failure_text: decision.failure.providerText.slice(0, 500),
        });
      }
      case 'refund': {
        // The exact inverse of the posted legs (net from payouts, fee, tax), back to the withdrawable
        // pocket the hold took them from; once per order (the key), under the order's lock.
        if (order.reversal_id !== null) return order;
        const legs = [
          { from: houseAccount('payouts', 'cash'), amountMinor: order.net_minor },
          { from: houseAccount('fees', 'cash'), amountMinor: order.fee_minor },
          { from: houseAccount('taxes', 'cash'), amountMinor: order.tax_minor },
        ]
          .filter((leg) => leg.amountMinor > 0)
          .map((leg) => ({ ...leg, to: playerAccount.withdrawable(order.player_id) }));
        const refunded = await transfer(tx, {
          idempotencyKey: `withdraw-reversal:${order.id}`,
          kind: 'refund',
          reference: `withdrawal:${order.id}`,
          legs,
          metadata: { withdrawOrder: order.order_no, reason: 'payout reversed by the bank' },
        });
        await event(STATE.FAILED, { failure: decision.failure, reversed: true });
        ctx.log.warn({ orderId }, 'paid payout reversed by the provider: money returned to the player');
        return updateOrder(tx, orderId, {
          state: STATE.FAILED,
          reversal_id: refunded.transfer.id,
          reversed_at: now,
          updated_at: now,
          provider_status: 'FAILED',
          failure_code: decision.failure.code,
          failure_provider_code: decision.failure.providerCode,
          failure_text: decision.failure.providerText.slice(0, 500),
        });
      }
      case 'wait':
        return recordWaiting(tx, order, decision.unknown, now, source);
      case 'review':
        if (order.review_reason === decision.reason) return order;
        await event(order.state, { review: decision.reason, claimed: reading.state });
        ctx.log.error({ orderId, review: decision.reason }, 'withdrawal needs an operator');
        return updateOrder(tx, orderId, { ...review(order, decision.reason, reading), updated_at: now });
      case 'none':
        return order;
    }
  };
  return tx ? work(tx) : inTransaction(ctx.db, work);
}

function closed(now: Date): WithdrawOrderPatch {
  return { settled_at: now, updated_at: now, next_check_at: null, unknown_since: null };
}

function review(order: WithdrawOrderRow, reason: string, reading: PayoutReading): WithdrawOrderPatch {
  const note = `provider said ${reading.state}${reading.amountMinor === null ? '' : ` for ${reading.amountMinor}`}`;
  return { review_reason: order.review_reason ?? reason, review_note: note.slice(0, 500) };
}

/**
 * The provider has it (PENDING) or nobody knows (UNKNOWN): the hold stays. A created order becomes
 * processing, since the provider has been asked; the time the outcome became unknown is kept for support.
 */
async function recordWaiting(
  tx: Tx,
  order: WithdrawOrderRow,
  unknown: boolean,
  now: Date,
  source: SettleSource,
) {
  const status = unknown ? 'UNKNOWN' : 'PENDING';
  const patch: WithdrawOrderPatch = {
    provider_status: status,
    unknown_since: unknown ? (order.unknown_since ?? now) : null,
    updated_at: now,
  };
  if (order.state === STATE.CREATED) {
    patch.state = STATE.PROCESSING;
    patch.next_check_at = nextCheckAt(0, now);
    await insertEvent(tx, {
      orderId: order.id,
      from: order.state,
      to: STATE.PROCESSING,
      source,
      detail: { status },
      at: now,
    });
  } else if (order.provider_status !== status) {
    await insertEvent(tx, {
      orderId: order.id,
      from: order.state,
      to: order.state,
      source,
      detail: { status },
      at: now,
    });
  }
  return updateOrder(tx, order.id, patch);
}
