import type { ServerContext } from '../../context.ts';
import { listPlayerOrders } from './order-repository.ts';
import { toOrderView } from './order-view.ts';

/** The withdraw records page: every withdrawal of the player, newest first. No errors. */
export async function listWithdrawOrders(
  ctx: ServerContext,
  playerId: string,
  paging: { page: number; size: number },
) {
  const rows = await listPlayerOrders(ctx.db, playerId, paging);
  return {
    page: paging.page,
    size: paging.size,
    hasMore: rows.length > paging.size,
    list: rows.slice(0, paging.size).map(toOrderView),
  };
}
