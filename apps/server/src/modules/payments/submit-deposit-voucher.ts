import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { type InitiateResult, providerByCode } from '../mobile-money/index.ts';
import { checkDeposit } from './check-deposit.ts';
import { STATE } from './deposit-states.ts';
import { playerOrder } from './get-deposit-result.ts';
import { lockOrder, updateOrder } from './order-repository.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/** After an accepted voucher the charge usually settles within seconds: look soon. */
const AFTER_VOUCHER_CHECK_MS = 5_000;

/**
 * The voucher a Telecel payer made (*110#) for a deposit Paystack answered `send_otp`, sent to Paystack
 * (`POST /charge/submit_otp`). The wait for it is claimed under the order's row lock before the call, so
 * two taps send one voucher; a refused voucher opens the wait again. The voucher never moves money: the
 * status query that follows decides, like every other confirmation.
 * Errors: PAYMENT_NOT_FOUND, RATE_LIMITED (5 a minute per order), VOUCHER_NOT_EXPECTED (not waiting for one: settled, or a voucher already on
 * its way), VOUCHER_REFUSED (Paystack refused it; type it again), UNAVAILABLE (no answer: try again).
 */
export async function submitDepositVoucher(
  ctx: ServerContext,
  playerId: string,
  transNo: string,
  voucher: string,
): Promise<DepositOrderRow> {
  const order = await playerOrder(ctx, playerId, transNo);
  // A voucher is a few digits: guessing is what the limit stops.
  await hitRateLimit(
    ctx.db,
    { bucket: `deposit-voucher:${order.id}`, limit: 5, windowMs: 60_000 },
    ctx.now(),
  );
  await claimVoucherWait(ctx, order.id);
  const provider = providerByCode(ctx.config, order.provider);
  let result: InitiateResult;
  try {
    result = provider.submitVoucher
      ? await provider.submitVoucher({ paymentId: order.id, providerRef: order.provider_ref ?? '' }, voucher)
      : { state: 'UNKNOWN', providerRef: order.provider_ref, failure: null, duplicate: false };
  } catch (error) {
    ctx.log.error({ err: error, transNo }, 'voucher submission threw');
    result = { state: 'UNKNOWN', providerRef: order.provider_ref, failure: null, duplicate: false };
  }
  if (result.state === 'UNKNOWN' || result.failure?.providerCode === 'VOUCHER_REFUSED') {
    await reopenVoucherWait(ctx, order.id);
    throw new AppError(result.state === 'UNKNOWN' ? 'UNAVAILABLE' : 'VOUCHER_REFUSED');
  }
  await updateOrder(ctx.db, order.id, {
    payer_note: result.payerStep?.note ?? null,
    next_check_at: new Date(ctx.now().getTime() + AFTER_VOUCHER_CHECK_MS),
    updated_at: ctx.now(),
  });
  // Accepted or failed, Paystack's verify call says what became of the charge.
  return checkDeposit(ctx, order.id, 'poll');
}

async function claimVoucherWait(ctx: ServerContext, orderId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const waiting = order && (order.state === STATE.CREATED || order.state === STATE.PENDING);
    if (!waiting || !order.awaiting_voucher) throw new AppError('VOUCHER_NOT_EXPECTED');
    await updateOrder(tx, orderId, { awaiting_voucher: false, updated_at: ctx.now() });
  });
}

async function reopenVoucherWait(ctx: ServerContext, orderId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order && (order.state === STATE.CREATED || order.state === STATE.PENDING)) {
      await updateOrder(tx, orderId, { awaiting_voucher: true, updated_at: ctx.now() });
    }
  });
}
