import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { recordPlayerEvent } from '../outbox/index.ts';
import { transfer } from '../wallet/index.ts';
import { depositTaxBp, planCredit } from './deposit-amounts.ts';
import {
  type Decision,
  decide,
  nextCheckAt,
  type ProviderReading,
  STATE,
  type StateCode,
} from './deposit-states.ts';
import {
  countCreditedDeposits,
  insertEvent,
  lockOrder,
  lockPlayerDeposits,
  type OrderPatch,
  updateOrder,
} from './order-repository.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/** Who asked the provider: a result poll, the reconciliation job, a callback, an operator. */
export type CheckSource = 'poll' | 'job' | 'callback' | 'operator';

/**
 * Applies what the provider confirmed to an order, under its row lock: the state moves forward only, and
 * a success is credited through the wallet in this same transaction with the key deposit:<order id>, so
 * it is credited exactly once whoever confirms it and however often (50 callbacks, a poll and the job).
 * Errors: none expected; a database failure rolls everything back and the job asks again.
 */
export async function confirmDeposit(
  ctx: ServerContext,
  orderId: string,
  reading: ProviderReading,
  source: CheckSource,
): Promise<DepositOrderRow> {
  return inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`deposit order ${orderId} not found`);
    const now = ctx.now();
    const decision = decide(
      {
        state: order.state,
        currency: order.currency,
        initiatedAt: order.initiated_at,
        expiresAt: order.expires_at,
      },
      reading,
      now,
    );
    const patch = await patchFor(tx, order, decision, reading, now);
    const checkCount = order.check_count + (source === 'job' ? 1 : 0);
    const state = (patch.state ?? order.state) as StateCode;
    patch.check_count = checkCount;
    patch.updated_at = now;
    patch.last_checked_at = now;
    if (reading.state !== 'UNKNOWN' || order.provider_status === null) patch.provider_status = reading.state;
    patch.provider_txn_id = order.provider_txn_id ?? reading.providerTxnId;
    patch.next_check_at =
      order.initiated_at === null && state === STATE.CREATED
        ? order.expires_at
        : nextCheckAt(state, checkCount, now, order.watch_until);
    const review = 'review' in decision ? decision.review : null;
    if (review && !order.review_reason) patch.review_reason = review;
    if (state !== order.state || review) {
      const detail = { reading, review, decision: decision.kind };
      await insertEvent(tx, { orderId, from: order.state, to: state, source, detail, at: now });
    }
    return updateOrder(tx, orderId, patch);
  });
}

async function patchFor(
  tx: Tx,
  order: DepositOrderRow,
  decision: Decision,
  reading: ProviderReading,
  now: Date,
): Promise<OrderPatch> {
  switch (decision.kind) {
    case 'credit':
      return credit(tx, order, reading, decision.review, now);
    case 'fail':
      return {
        state: STATE.FAILED,
        failure_code: decision.failure.code,
        failure_provider_code: decision.failure.providerCode,
        failure_text: decision.failure.providerText.slice(0, 500),
        settled_at: now,
      };
    case 'expire':
      return { state: STATE.EXPIRED, settled_at: now };
    case 'pending':
      return { state: STATE.PENDING };
    case 'none':
      return {};
  }
}

/** The money: one wallet transfer, with the player's deposit lock held so exactly one deposit is their first. */
async function credit(
  tx: Tx,
  order: DepositOrderRow,
  reading: ProviderReading,
  review: string | null,
  now: Date,
): Promise<OrderPatch> {
  await lockPlayerDeposits(tx, order.player_id);
  const depositSeq = (await countCreditedDeposits(tx, order.player_id)) + 1;
  const plan = planCredit(
    {
      playerId: order.player_id,
      amountMinor: order.amount_minor,
      bonusCoins: order.bonus_coins,
      taxBp: depositTaxBp(order.market),
      firstDepositOffer: order.first_deposit_offer,
    },
    reading.amountMinor,
    depositSeq,
  );
  const outcome = await transfer(tx, {
    idempotencyKey: `deposit:${order.id}`,
    kind: 'deposit',
    reference: order.trans_no,
    metadata: {
      channel: order.channel_code,
      provider: order.provider,
      providerRef: order.provider_ref,
      providerTxnId: reading.providerTxnId,
      depositSeq,
      lateSuccess: order.state === STATE.EXPIRED,
    },
    legs: plan.legs,
  });
  // The deposit task and other activities count it (docs/player-events.md); it commits with the credit.
  await recordPlayerEvent(tx, {
    kind: 'deposit',
    playerId: order.player_id,
    amountMinor: plan.creditedMinor,
    sourceRef: `deposit:${order.id}`,
    occurredAt: now,
    detail: { transNo: order.trans_no, depositSeq },
  });
  return {
    state: STATE.SUCCESS,
    transfer_id: outcome.transfer.id,
    credited_minor: plan.creditedMinor,
    credited_bonus_coins: plan.bonusCoins,
    paid_amount_minor: reading.amountMinor,
    deposit_seq: depositSeq,
    review_reason: review ?? plan.review ?? order.review_reason,
    review_note: order.state === STATE.EXPIRED ? 'late success: credited after expiry' : order.review_note,
    settled_at: now,
  };
}
