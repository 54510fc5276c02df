import { type DepositOrderRecord, depositStatusLabels } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { STATE } from './deposit-states.ts';
import { listPlayerOrders, type OrderWithChannel } from './order-repository.ts';
import { toDepositOrder } from './order-view.ts';

/**
 * The deposit records page: every order, including those that never reached the ledger (pending,
 * failed, expired); credited ones carry their ledger transfer id. No errors.
 */
export async function listDepositOrders(
  ctx: ServerContext,
  playerId: string,
  paging: { page: number; size: number },
) {
  const rows = await listPlayerOrders(ctx.db, playerId, paging);
  return {
    page: paging.page,
    size: paging.size,
    hasMore: rows.length > paging.size,
    list: rows.slice(0, paging.size).map(toRecord),
  };
}

function toRecord(row: OrderWithChannel): DepositOrderRecord {
  const status = statusOf(row.state);
  return {
    ...toDepositOrder(row),
    channelName: row.channel_name,
    status,
    statusLabel: depositStatusLabels[status],
    canAppeal: canAppeal(row.state),
  };
}

function statusOf(state: number): DepositOrderRecord['status'] {
  if (state === STATE.SUCCESS) return 'success';
  if (state === STATE.FAILED) return 'failed';
  if (state === STATE.EXPIRED) return 'expired';
  return 'pending';
}

/** A player may appeal a deposit that did not succeed: they may have paid all the same (activities §4). */
export function canAppeal(state: number): boolean {
  return state === STATE.FAILED || state === STATE.EXPIRED;
}
