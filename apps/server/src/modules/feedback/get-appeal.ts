import { type Appeal, RECEIPT_MAX_BYTES } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { canAppeal, findOrderByTransNo, stateName } from '../payments/index.ts';
import { findAppeal, findOpenAppealId, listAppealEvents, listPlayerAppeals } from './appeal-repository.ts';
import { toAppeal, toAppealSummary } from './appeal-view.ts';
import { readReceipt } from './receipt-image.ts';

/** One of the player's appeals with its timeline. Errors: NOT_FOUND (not theirs reads as not there). */
export async function getAppeal(ctx: ServerContext, playerId: string, appealId: string): Promise<Appeal> {
  const appeal = await findAppeal(ctx.db, appealId);
  if (!appeal || appeal.player_id !== playerId) throw new AppError('NOT_FOUND');
  return toAppeal(appeal, await listAppealEvents(ctx.db, appeal.id));
}

export async function listAppeals(
  ctx: ServerContext,
  playerId: string,
  paging: { page: number; size: number },
) {
  const rows = await listPlayerAppeals(ctx.db, playerId, paging);
  return {
    page: paging.page,
    size: paging.size,
    hasMore: rows.length > paging.size,
    list: rows.slice(0, paging.size).map(toAppealSummary),
  };
}

/** What /feedback/deposit/{transNo} opens with. Errors: PAYMENT_NOT_FOUND. */
export async function getAppealForm(ctx: ServerContext, playerId: string, transNo: string) {
  const order = await findOrderByTransNo(ctx.db, transNo);
  if (!order || order.player_id !== playerId) throw new AppError('PAYMENT_NOT_FOUND');
  const openAppealId = (await findOpenAppealId(ctx.db, order.id)) ?? null;
  return {
    transNo: order.trans_no,
    deposit: { state: order.state, stateName: stateName(order.state), payMoney: order.amount_minor },
    canAppeal: canAppeal(order.state) && openAppealId === null,
    openAppealId,
    maxReceiptBytes: RECEIPT_MAX_BYTES,
  };
}

/**
 * The stored receipt of an appeal: one of the player's own, or (no `playerId`) any, for support judging it in
 * the back office. Errors: NOT_FOUND.
 */
export async function getAppealReceipt(
  ctx: ServerContext,
  appealId: string,
  playerId?: string,
): Promise<Buffer> {
  const appeal = await findAppeal(ctx.db, appealId);
  if (!appeal || (playerId !== undefined && appeal.player_id !== playerId)) throw new AppError('NOT_FOUND');
  return readReceipt(ctx.config.DATA_DIR, appeal.receipt_file);
}
