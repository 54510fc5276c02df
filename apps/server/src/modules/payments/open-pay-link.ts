import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findOrderByTransNo } from './order-repository.ts';
import { verifyPayLink } from './pay-link.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/**
 * The order a pay-hall link names, when its sign verifies and has not expired. The sign, not a session,
 * authorises: the hall page may be opened from a link in another browser. Errors: PAY_LINK_INVALID.
 */
export async function openPayLink(
  ctx: ServerContext,
  transNo: string,
  sign: string,
): Promise<DepositOrderRow> {
  if (!verifyPayLink(ctx.config.PAY_LINK_SECRET, transNo, sign, ctx.now())) {
    throw new AppError('PAY_LINK_INVALID');
  }
  const order = await findOrderByTransNo(ctx.db, transNo);
  // A valid sign for an order that does not exist cannot happen unless data was removed.
  if (!order) throw new AppError('PAY_LINK_INVALID', { internal: `no order ${transNo}` });
  return order;
}
