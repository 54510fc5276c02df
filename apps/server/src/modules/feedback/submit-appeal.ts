import { randomUUID } from 'node:crypto';
import { type Appeal, DEPOSIT_STATE } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { canAppeal, findOrderByTransNo } from '../payments/index.ts';
import { findOpenAppealId, insertAppeal, insertAppealEvent } from './appeal-repository.ts';
import { S } from './appeal-states.ts';
import { getAppeal } from './get-appeal.ts';
import { discardReceipt, storeReceipt } from './receipt-image.ts';
import { recheckAppeal } from './recheck-appeal.ts';

export interface AppealInput {
  playerId: string;
  transNo: string;
  transactionId: string;
  remark?: string;
  /** The multipart file part, a Buffer; anything else is refused. */
  receipt: unknown;
}

const RATE = { limit: 5, windowMs: 3_600_000 };

/**
 * A player's appeal on a deposit that failed or expired although they say they paid. The receipt is
 * checked and re-encoded before anything is recorded; then the provider is asked once more about the
 * deposit, and if it did go through it is credited and the appeal closes at once with that news.
 * Errors: PAYMENT_NOT_FOUND, APPEAL_NOT_ALLOWED, APPEAL_OPEN, BAD_REQUEST, UNSUPPORTED_MEDIA,
 * RATE_LIMITED (PAYLOAD_TOO_LARGE comes from the multipart parser before this runs).
 */
export async function submitAppeal(ctx: ServerContext, input: AppealInput): Promise<Appeal> {
  const order = await findOrderByTransNo(ctx.db, input.transNo);
  if (!order || order.player_id !== input.playerId) throw new AppError('PAYMENT_NOT_FOUND');
  if (!canAppeal(order.state)) {
    const waiting = order.state !== DEPOSIT_STATE.SUCCESS;
    throw new AppError('APPEAL_NOT_ALLOWED', {
      message: waiting ? 'This deposit is still being processed. Please wait for its result.' : undefined,
    });
  }
  if (await findOpenAppealId(ctx.db, order.id)) throw new AppError('APPEAL_OPEN');
  if (!Buffer.isBuffer(input.receipt) || input.receipt.length === 0) {
    throw new AppError('BAD_REQUEST', { message: 'Please attach a photo of the receipt.' });
  }
  await hitRateLimit(ctx.db, { bucket: `appeal:player:${input.playerId}`, ...RATE }, ctx.now());
  const receipt = await storeReceipt(ctx.config.DATA_DIR, input.receipt);
  const id = randomUUID();
  const now = ctx.now();
  try {
    await inTransaction(ctx.db, async (tx) => {
      await insertAppeal(tx, {
        id,
        player_id: input.playerId,
        order_id: order.id,
        transaction_id: input.transactionId,
        remark: input.remark?.trim() || null,
        receipt_file: receipt.file,
        receipt_bytes: receipt.bytes,
        receipt_width: receipt.width,
        receipt_height: receipt.height,
        created_at: now,
        updated_at: now,
      });
      await insertAppealEvent(tx, {
        appealId: id,
        status: S.SUBMITTED,
        reason: null,
        note: null,
        actor: 'player',
        at: now,
      });
    });
  } catch (error) {
    await discardReceipt(ctx.config.DATA_DIR, receipt.file);
    // Two submissions raced: the one-open-appeal index let one through.
    if ((error as { code?: string }).code === '23505') throw new AppError('APPEAL_OPEN');
    throw error;
  }
  await recheckAppeal(ctx, id);
  return getAppeal(ctx, input.playerId, id);
}
