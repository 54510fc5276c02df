import type { MallOrder } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';

type DeliveryState = MallOrder['lines'][number]['deliveryState'];
const NEXT: Record<DeliveryState, DeliveryState | null> = {
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
};

/**
 * Moves a physical line one step forward (processing → shipped → delivered), for the back office. A state
 * only moves forward; a step from a state the line is no longer in is refused (CONFLICT), so two staff
 * members cannot both ship it. Errors: NOT_FOUND, CONFLICT.
 */
export async function setDeliveryState(
  db: Db,
  orderNo: string,
  line: number,
  to: DeliveryState,
  now: Date,
): Promise<void> {
  const from = (Object.keys(NEXT) as DeliveryState[]).find((state) => NEXT[state] === to);
  if (!from) throw new AppError('CONFLICT', { internal: `no step leads to ${to}` });
  const moved = await sql`
    UPDATE mall_order_lines l SET delivery_state = ${to}, updated_at = ${now}
    FROM mall_orders o
    WHERE o.id = l.order_id AND o.order_no = ${orderNo} AND l.line = ${line} AND l.delivery = 'physical'
      AND l.delivery_state = ${from}`.execute(db);
  if (moved.numAffectedRows === 0n) {
    const { rows } = await sql`
      SELECT 1 FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
      WHERE o.order_no = ${orderNo} AND l.line = ${line} AND l.delivery = 'physical'`.execute(db);
    throw new AppError(rows.length === 0 ? 'NOT_FOUND' : 'CONFLICT');
  }
}
