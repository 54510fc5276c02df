import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type InitiateResult, providerByCode } from '../mobile-money/index.ts';
import { STATE } from './deposit-states.ts';
import { insertEvent, lockOrder, type OrderPatch, updateOrder } from './order-repository.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/** The first look after the prompt: MTN and M-Pesa usually settle a prompt within a minute. */
const FIRST_CHECK_MS = 15_000;
/** If we crash while the provider is being called, the job looks after this (the call times out first). */
const CRASH_RECHECK_MS = 60_000;

export interface StartChanges {
  channel?: { id: number; code: string; provider: string };
  payerMobile?: string;
  msisdn?: string;
}

/**
 * Sends the prompt for an order, once. The start (and the provider reference we chose) is committed
 * BEFORE the provider is called, so a crash or a lost answer leaves a record the reconciliation job can
 * ask about, and a retry reuses the same reference (MTN answers 409, not a second payment). An order
 * already started is answered as it is: a double tap never sends a second prompt.
 */
export async function startDeposit(
  ctx: ServerContext,
  orderId: string,
  changes: StartChanges = {},
): Promise<DepositOrderRow> {
  const claimed = await claimStart(ctx, orderId, changes);
  if (!claimed.started) return claimed.order;
  const order = claimed.order;
  const provider = providerByCode(ctx.config, order.provider);
  let result: InitiateResult;
  try {
    result = await provider.initiateDeposit({
      paymentId: order.id,
      providerRef: order.provider_ref ?? undefined,
      msisdn: order.msisdn,
      channelCode: order.channel_code,
      amountMinor: order.amount_minor,
      currency: order.currency,
      description: `Sika deposit ${order.trans_no}`,
    });
  } catch (error) {
    // Adapters answer UNKNOWN rather than throw; should one throw, the outcome is just as unknown.
    ctx.log.error({ err: error, transNo: order.trans_no }, 'deposit initiation threw');
    result = { state: 'UNKNOWN', providerRef: order.provider_ref, failure: null, duplicate: false };
  }
  return recordInitiation(ctx, orderId, result);
}

async function claimStart(ctx: ServerContext, orderId: string, changes: StartChanges) {
  return inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`deposit order ${orderId} not found`);
    if (order.initiated_at !== null || order.state !== STATE.CREATED) return { started: false, order };
    const now = ctx.now();
    const provider = changes.channel?.provider ?? order.provider;
    const providerRef =
      provider === order.provider ? order.provider_ref : providerByCode(ctx.config, provider).newReference();
    const patch: OrderPatch = {
      initiated_at: now,
      provider,
      provider_ref: providerRef,
      next_check_at: new Date(now.getTime() + CRASH_RECHECK_MS),
      updated_at: now,
    };
    if (changes.channel)
      Object.assign(patch, { channel_id: changes.channel.id, channel_code: changes.channel.code });
    if (changes.payerMobile)
      Object.assign(patch, { payer_mobile: changes.payerMobile, msisdn: changes.msisdn });
    return { started: true, order: await updateOrder(tx, orderId, patch) };
  });
}

/**
 * What the provider said to the prompt request. Only a definitive refusal fails the order: a lost answer
 * (UNKNOWN) keeps it open for the status queries. A callback may have moved the order meanwhile; then
 * the provider's reference is all we add.
 */
async function recordInitiation(
  ctx: ServerContext,
  orderId: string,
  result: InitiateResult,
): Promise<DepositOrderRow> {
  return inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`deposit order ${orderId} not found`);
    const now = ctx.now();
    const patch: OrderPatch = { updated_at: now, provider_ref: order.provider_ref ?? result.providerRef };
    // Where the payer finishes the payment (Paystack's checkout); a duplicate's answer carries none.
    if (result.payerAction) {
      Object.assign(patch, { pay_url: result.payerAction.url, pay_code: result.payerAction.code });
    }
    // What the payer must do beyond a prompt (Paystack Ghana: Telecel's voucher), shown while the order waits.
    if (result.payerStep) {
      Object.assign(patch, { payer_note: result.payerStep.note, awaiting_voucher: result.payerStep.voucher });
    }
    if (order.state !== STATE.CREATED) return updateOrder(tx, orderId, patch);
    const detail = { initiation: result.state, duplicate: result.duplicate, failure: result.failure };
    if (result.state === 'FAILED') {
      Object.assign(patch, {
        state: STATE.FAILED,
        provider_status: 'FAILED',
        failure_code: result.failure?.code ?? 'OTHER',
        failure_provider_code: result.failure?.providerCode ?? null,
        failure_text: result.failure?.providerText ?? null,
        settled_at: now,
        next_check_at: null,
      });
      await insertEvent(tx, {
        orderId,
        from: order.state,
        to: STATE.FAILED,
        source: 'initiate',
        detail,
        at: now,
      });
    } else if (result.state === 'PENDING') {
      Object.assign(patch, {
        state: STATE.PENDING,
        provider_status: 'PENDING',
        next_check_at: new Date(now.getTime() + FIRST_CHECK_MS),
      });
      await insertEvent(tx, {
        orderId,
        from: order.state,
        to: STATE.PENDING,
        source: 'initiate',
        detail,
        at: now,
      });
    } else {
      // Unknown: the prompt may or may not exist. Stay at 1 (the poller keeps waiting) and ask soon.
      Object.assign(patch, {
        provider_status: 'UNKNOWN',
        next_check_at: new Date(now.getTime() + FIRST_CHECK_MS),
      });
      await insertEvent(tx, {
        orderId,
        from: order.state,
        to: order.state,
        source: 'initiate',
        detail,
        at: now,
      });
    }
    return updateOrder(tx, orderId, patch);
  });
}
