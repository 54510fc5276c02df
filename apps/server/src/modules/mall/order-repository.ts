import type { Language, MallOrder } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

type Executor = Db | Tx;

interface OrderRow {
  id: string;
  order_no: string;
  pay_with: MallOrder['payWith'];
  total_minor: string;
  discount_minor: string;
  player_coupon_id: string | null;
  address: MallOrder['address'];
  created_at: Date;
}

interface LineRow {
  order_id: string;
  goods_id: number;
  name: string;
  image: string;
  count: number;
  unit_price_minor: string;
  delivery: MallOrder['lines'][number]['delivery'];
  delivery_state: MallOrder['lines'][number]['deliveryState'];
  delivered: {
    codes?: string[];
    vouchers?: string[];
    coins?: number;
    drawId?: string;
    freeRounds?: MallOrder['lines'][number]['freeRounds'];
    refunded?: number;
  };
}

/** Orders with their lines, as the player reads them, newest first. */
export async function orderViews(
  db: Executor,
  lang: Language,
  where: { playerId: string; ids?: string[]; limit?: number; offset?: number },
): Promise<MallOrder[]> {
  const { rows: orders } = await sql<OrderRow>`
    SELECT id, order_no, pay_with, total_minor::text, discount_minor::text, player_coupon_id, address, created_at
    FROM mall_orders
    WHERE player_id = ${where.playerId} AND (${where.ids ?? null}::uuid[] IS NULL OR id = ANY(${where.ids ?? null}::uuid[]))
    ORDER BY seq DESC LIMIT ${where.limit ?? 50} OFFSET ${where.offset ?? 0}`.execute(db);
  if (orders.length === 0) return [];
  const { rows: lines } = await sql<LineRow>`
    SELECT l.order_id, l.goods_id, coalesce(g.name ->> ${lang}, g.name ->> 'en') AS name, g.image, l.count,
           l.unit_price_minor::text, l.delivery, l.delivery_state, l.delivered
    FROM mall_order_lines l JOIN mall_goods g ON g.id = l.goods_id
    WHERE l.order_id = ANY(${orders.map((o) => o.id)}::uuid[]) ORDER BY l.order_id, l.line`.execute(db);
  return orders.map((order) => {
    const total = Number(order.total_minor);
    const discount = Number(order.discount_minor);
    return {
      orderNo: order.order_no,
      payWith: order.pay_with,
      total,
      discount,
      paid: total - discount,
      couponId: order.player_coupon_id,
      address: order.address,
      createdAt: order.created_at.toISOString(),
      lines: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({
          id: line.goods_id,
          name: line.name,
          image: line.image,
          count: line.count,
          unitPrice: Number(line.unit_price_minor),
          delivery: line.delivery,
          deliveryState: line.delivery_state,
          codes: line.delivered.codes ?? [],
          vouchers: line.delivered.vouchers ?? [],
          coins: line.delivered.coins ?? 0,
          drawId: line.delivered.drawId ?? null,
          freeRounds: line.delivered.freeRounds ?? null,
          refunded: line.delivered.refunded ?? 0,
        })),
    };
  });
}

export async function countOrders(db: Executor, playerId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM mall_orders WHERE player_id = ${playerId}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The order a key made, and whether it was made for the same request (`asked`, JSON). */
export async function orderByKey(db: Executor, key: string, asked: string) {
  const { rows } = await sql<{ id: string; same: boolean }>`
    SELECT id, request = ${asked}::jsonb AS same FROM mall_orders WHERE idempotency_key = ${key}`.execute(db);
  return rows[0] ?? null;
}
