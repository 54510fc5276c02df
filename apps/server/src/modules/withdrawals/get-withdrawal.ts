import type { WithdrawOrder } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findPlayerOrder } from './order-repository.ts';
import { toOrderView } from './order-view.ts';

/** One of the player's withdrawals. Errors: NOT_FOUND (also for another player's order: it reads the same). */
export async function getWithdrawal(
  ctx: ServerContext,
  playerId: string,
  orderNo: string,
): Promise<WithdrawOrder> {
  const order = await findPlayerOrder(ctx.db, playerId, orderNo);
  if (!order) throw new AppError('NOT_FOUND');
  return toOrderView(order);
}
