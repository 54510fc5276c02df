import type { AdminMallShipment, MallDeliveryState } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';

type Executor = Db | Tx;

/** The one step forward from each state (docs/mall.md): processing → shipped → delivered. */
const NEXT: Record<MallDeliveryState, MallDeliveryState | null> = {
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
};

interface ShipmentRow {
  order_no: string;
  line: number;
  goods_id: number;
  name: string;
  count: number;
  pay_with: AdminMallShipment['payWith'];
  delivery_state: MallDeliveryState;
  address: AdminMallShipment['address'];
  player_id: string;
  mobile: string;
  ordered_at: Date;
  updated_at: Date;
}

const view = (row: ShipmentRow): AdminMallShipment => ({
  orderNo: row.order_no,
  line: row.line,
  goodsId: row.goods_id,
  name: row.name,
  count: row.count,
  payWith: row.pay_with,
  deliveryState: row.delivery_state,
  address: row.address,
  playerId: row.player_id,
  playerMobile: row.mobile,
  orderedAt: row.ordered_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const SHIPMENT = sql`
  SELECT o.order_no, l.line, l.goods_id, coalesce(g.name ->> 'en', '') AS name, l.count, o.pay_with,
         l.delivery_state, o.address, o.player_id, p.mobile, o.created_at AS ordered_at, l.updated_at
  FROM mall_order_lines l
  JOIN mall_orders o ON o.id = l.order_id
  JOIN mall_goods g ON g.id = l.goods_id
  JOIN players p ON p.id = o.player_id`;

/** The physical lines in one delivery state, the first ordered first (the back office's shipping desk). */
export async function listShipments(
  db: Executor,
  filter: { state: MallDeliveryState; page: number; size: number },
): Promise<{ list: AdminMallShipment[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    sql<ShipmentRow>`${SHIPMENT}
      WHERE l.delivery = 'physical' AND l.delivery_state = ${filter.state}
      ORDER BY o.seq, l.line LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`.execute(db),
    sql<{ n: number }>`
      SELECT count(*)::int AS n FROM mall_order_lines
      WHERE delivery = 'physical' AND delivery_state = ${filter.state}`.execute(db),
  ]);
  return { list: rows.map(view), total: count.rows[0]?.n ?? 0 };
}

async function shipment(db: Executor, orderNo: string, line: number): Promise<AdminMallShipment | null> {
  const { rows } = await sql<ShipmentRow>`${SHIPMENT}
    WHERE o.order_no = ${orderNo} AND l.line = ${line} AND l.delivery = 'physical'`.execute(db);
  return rows[0] ? view(rows[0]) : null;
}

/**
 * Moves a physical line one step forward (processing → shipped → delivered), for the back office. A state
 * only moves forward, one step at a time; the UPDATE names the state it leaves, so of two staff members
 * shipping the same line at once one moves it and the other is refused. Answers the line before and after.
 * Errors: MALL_SHIPMENT_NOT_FOUND, MALL_DELIVERY_STEP.
 */
export async function setDeliveryState(
  db: Executor,
  orderNo: string,
  line: number,
  to: MallDeliveryState,
  now: Date,
): Promise<{ before: AdminMallShipment; after: AdminMallShipment }> {
  const before = await shipment(db, orderNo, line);
  if (!before) throw new AppError('MALL_SHIPMENT_NOT_FOUND');
  const from = (Object.keys(NEXT) as MallDeliveryState[]).find((state) => NEXT[state] === to);
  if (!from || before.deliveryState !== from)
    throw new AppError('MALL_DELIVERY_STEP', { internal: `${before.deliveryState} → ${to}` });
  const moved = await sql`
    UPDATE mall_order_lines l SET delivery_state = ${to}, updated_at = ${now}
    FROM mall_orders o
    WHERE o.id = l.order_id AND o.order_no = ${orderNo} AND l.line = ${line} AND l.delivery = 'physical'
      AND l.delivery_state = ${from}`.execute(db);
  if (moved.numAffectedRows === 0n)
    throw new AppError('MALL_DELIVERY_STEP', { internal: `moved by someone else before ${to}` });
  const after = await shipment(db, orderNo, line);
  if (!after) throw new Error(`shipment ${orderNo}/${line} vanished`);
  return { before, after };
}
