import type { ServerContext } from '../../context.ts';
import { type InitiateResult, providerByCode } from '../mobile-money/index.ts';
import { claimSend, findOrderById } from './order-repository.ts';
import { SEND_RETRY_MS } from './payout-states.ts';
import { type SettleSource, settleWithdrawal } from './settle-withdrawal.ts';
import type { WithdrawOrderRow } from './tables.ts';

/**
 * Sends an order's payout to its provider (MTN Disbursement transfer, Daraja B2C) under the reference
 * stored with the order before any call, so that every resend is the same request to the provider: MTN
 * answers 409 to a reused X-Reference-Id and Daraja keeps one payout per OriginatorConversationID. The
 * provider is called outside any transaction; its answer is then applied like any other reading:
 * accepted → processing, refused before anything happened → voided, no answer → held as UNKNOWN.
 * `resend`: the provider said it never received the order, so it is sent again, still under the same reference.
 */
export async function sendPayout(
  ctx: ServerContext,
  orderId: string,
  source: SettleSource,
  resend = false,
): Promise<WithdrawOrderRow | undefined> {
  const now = ctx.now();
  const order = await claimSend(ctx.db, orderId, now, {
    retryBefore: new Date(now.getTime() - SEND_RETRY_MS),
    resend,
  });
  if (!order) return findOrderById(ctx.db, orderId);
  const provider = providerByCode(ctx.config, order.provider);
  const result = await provider.initiatePayout({
    paymentId: order.id,
    providerRef: order.provider_ref,
    msisdn: order.msisdn,
    channelCode: order.channel_code,
    amountMinor: order.net_minor,
    currency: order.currency,
    description: `Sika withdrawal ${order.order_no}`,
    ...(order.bank_code
      ? {
          bankAccount: {
            accountNumber: order.bank_account,
            bankCode: order.bank_code,
            name: order.bank_account_name,
          },
        }
      : {}),
    // Pix pays the key stored with the order (the KYC's), not a phone number.
    ...(order.provider === 'efi-pix' ? { pixKey: order.bank_account } : {}),
  });
  ctx.log.info({ orderId, state: result.state, duplicate: result.duplicate, resend }, 'payout sent');
  if (result.providerRef && result.providerRef !== order.provider_ref) {
    // The provider issued its own reference (Orange's payToken): every status query names it.
    await ctx.db
      .updateTable('withdraw_orders')
      .set({ provider_token: result.providerRef })
      .where('id', '=', orderId)
      .where('provider_token', 'is', null)
      .execute();
  }
  const settled = await settleWithdrawal(ctx, orderId, readingOf(result), source);
  if (result.state !== 'PENDING' || !provider.payoutAnsweredAtOnce) return settled;
  // No payout callback will come (Airtel): the answer already carried the result, which the status
  // query confirms now rather than at the reconciliation job's next pass.
  const status = await provider.payoutStatus({
    paymentId: order.id,
    providerRef: result.providerRef ?? payoutRefOf(order),
  });
  if (status.notFound || status.resultByCallback) return settled;
  return settleWithdrawal(ctx, orderId, status, source);
}

/** The reference a status query names: the provider's own when it issued one (Orange's payToken), else ours. */
export function payoutRefOf(order: Pick<WithdrawOrderRow, 'provider_ref' | 'provider_token'>): string {
  return order.provider_token ?? order.provider_ref;
}

/**
 * An initiation's answer as a reading. A refusal (FAILED) means the provider created nothing under our
 * reference (a 409 "already exists" comes back as PENDING), so voiding is safe; no answer is UNKNOWN.
 */
function readingOf(result: InitiateResult) {
  return {
    state: result.state,
    failure: result.failure,
    amountMinor: null,
    currency: null,
    providerTxnId: null,
  };
}
