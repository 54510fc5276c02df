import type { Language, MallGoods, MallType } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

type Executor = Db | Tx;

interface GoodsRow {
  id: number;
  type: number;
  name: string;
  description: string;
  image: string;
  pay_with: MallGoods['payWith'];
  price_minor: string;
  stock: number;
  sold: number;
  max_per_order: number;
  delivery: MallGoods['delivery'];
  delivery_amount: string;
  coupon_type: number;
  jump_url: string | null;
  free_rounds: FreeRoundsConfig | null;
  game_name: string | null;
}

/** `mall_goods.free_rounds`: what one unit of a free-spins good gives (migration 1840). */
export interface FreeRoundsConfig {
  gameId: number;
  rounds: number;
  betMinor: number;
  validDays: number;
}

function toGoods(row: GoodsRow): MallGoods {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    image: row.image,
    payWith: row.pay_with,
    unitPrice: Number(row.price_minor),
    stock: row.stock,
    sold: row.sold,
    maxPerOrder: row.max_per_order,
    delivery: row.delivery,
    deliveryAmount: Number(row.delivery_amount),
    couponType: row.coupon_type,
    jumpUrl: row.jump_url,
    freeRounds: row.free_rounds
      ? {
          gameId: row.free_rounds.gameId,
          gameName: row.game_name ?? '',
          rounds: row.free_rounds.rounds,
          bet: row.free_rounds.betMinor,
          validDays: row.free_rounds.validDays,
        }
      : null,
  };
}

/** Enabled goods on enabled shelves: all of them, one shelf's, or the ones named, in `lang` (else English). */
export async function listGoods(
  db: Executor,
  lang: Language,
  where: { type?: number; ids?: number[] } = {},
): Promise<MallGoods[]> {
  const { rows } = await sql<GoodsRow>`
    SELECT g.id, g.type, coalesce(g.name ->> ${lang}, g.name ->> 'en') AS name,
           coalesce(g.description ->> ${lang}, g.description ->> 'en') AS description, g.image, g.pay_with,
           g.price_minor::text, g.stock, g.sold, g.max_per_order, g.delivery, g.delivery_amount::text,
           g.coupon_type, g.jump_url, g.free_rounds, fg.name AS game_name
    FROM mall_goods g JOIN mall_types t ON t.id = g.type
    LEFT JOIN games fg ON fg.id = (g.free_rounds ->> 'gameId')::int
    WHERE g.enabled AND t.enabled
      AND (${where.type ?? null}::smallint IS NULL OR g.type = ${where.type ?? null})
      AND (${where.ids ?? null}::int[] IS NULL OR g.id = ANY(${where.ids ?? null}::int[]))
    ORDER BY t.sort, t.id, g.sort, g.id`.execute(db);
  return rows.map(toGoods);
}

export async function listTypes(db: Executor, lang: Language, id?: number): Promise<MallType[]> {
  const { rows } = await sql<MallType>`
    SELECT id, coalesce(name ->> ${lang}, name ->> 'en') AS name FROM mall_types
    WHERE enabled AND (${id ?? null}::smallint IS NULL OR id = ${id ?? null}) ORDER BY sort, id`.execute(db);
  return rows;
}
