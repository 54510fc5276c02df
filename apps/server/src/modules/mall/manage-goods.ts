import type { AdminMallGoods, AdminMallGoodsFields, AdminMallVoucher, MallDelivery } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';

type Executor = Db | Tx;

/**
 * The back office's side of the goods (docs/mall.md "The back office"): every good, published or not,
 * its fields, its stock moved by adjustments beside the purchases, and the voucher codes of voucher goods.
 * The use-cases take the audit's transaction; the admin module writes the row.
 */

interface Row {
  id: number;
  type: number;
  name: AdminMallGoods['name'];
  description: AdminMallGoods['description'];
  image: string;
  pay_with: AdminMallGoods['payWith'];
  price_minor: string;
  stock: number;
  sold: number;
  max_per_order: number;
  delivery: MallDelivery;
  delivery_amount: string;
  coupon_type: number;
  jump_url: string | null;
  sort: number;
  enabled: boolean;
  vouchers_left: number | null;
  vouchers_used: number | null;
}

const view = (row: Row): AdminMallGoods => ({
  id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  image: row.image,
  payWith: row.pay_with,
  price: Number(row.price_minor),
  stock: row.stock,
  sold: row.sold,
  maxPerOrder: row.max_per_order,
  delivery: row.delivery,
  deliveryAmount: Number(row.delivery_amount),
  couponType: row.coupon_type,
  jumpUrl: row.jump_url,
  sort: row.sort,
  enabled: row.enabled,
  vouchers:
    row.delivery === 'data_bundle' ? { left: row.vouchers_left ?? 0, used: row.vouchers_used ?? 0 } : null,
});

const SELECT = sql`
  SELECT g.id, g.type, g.name, g.description, g.image, g.pay_with, g.price_minor::text, g.stock, g.sold,
         g.max_per_order, g.delivery, g.delivery_amount::text, g.coupon_type, g.jump_url, g.sort, g.enabled,
         v.left AS vouchers_left, v.used AS vouchers_used
  FROM mall_goods g
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE order_id IS NULL)::int AS left,
           count(*) FILTER (WHERE order_id IS NOT NULL)::int AS used
    FROM mall_vouchers WHERE goods_id = g.id AND g.delivery = 'data_bundle') v ON true`;

export async function listGoodsForStaff(
  db: Executor,
  filter: { type?: number | undefined; status: 'all' | 'published' | 'unpublished' },
) {
  const published = filter.status === 'all' ? null : filter.status === 'published';
  const [goods, types] = await Promise.all([
    sql<Row>`${SELECT}
      WHERE (${filter.type ?? null}::smallint IS NULL OR g.type = ${filter.type ?? null})
        AND (${published}::boolean IS NULL OR g.enabled = ${published})
      ORDER BY g.type, g.sort, g.id`.execute(db),
    sql<{ id: number; name: string; enabled: boolean }>`
      SELECT id, coalesce(name ->> 'en', '') AS name, enabled FROM mall_types ORDER BY sort, id`.execute(db),
  ]);
  return { list: goods.rows.map(view), types: types.rows };
}

export async function goodsForStaff(db: Executor, id: number, lock = false): Promise<AdminMallGoods> {
  const { rows } = lock
    ? await sql<Row>`${SELECT} WHERE g.id = ${id} FOR UPDATE OF g`.execute(db)
    : await sql<Row>`${SELECT} WHERE g.id = ${id}`.execute(db);
  if (!rows[0]) throw new AppError('MALL_GOODS_NOT_FOUND');
  return view(rows[0]);
}

/** Raffle codes and bonus coins deliver an amount per unit; vouchers and physical goods none (the CHECK of 1660). */
function checkDelivery(delivery: MallDelivery, amount: number) {
  const needsAmount = delivery === 'raffle_codes' || delivery === 'bonus_coins';
  if (needsAmount !== amount > 0) throw new AppError('MALL_DELIVERY_INVALID');
}

async function checkType(tx: Tx, type: number) {
  const { rows } = await sql`SELECT 1 FROM mall_types WHERE id = ${type}`.execute(tx);
  if (rows.length === 0) throw new AppError('MALL_TYPE_NOT_FOUND');
}

/** Blank translations are left out: the player reads English instead of nothing. */
function texts(value: { en: string; fr?: string | undefined; pt?: string | undefined }) {
  const out: Record<string, string> = { en: value.en };
  if (value.fr?.trim()) out.fr = value.fr.trim();
  if (value.pt?.trim()) out.pt = value.pt.trim();
  return JSON.stringify(out);
}

/**
 * A new good, unpublished. A voucher good starts at 0: its stock is the codes uploaded.
 * Errors: MALL_DELIVERY_INVALID, MALL_TYPE_NOT_FOUND, MALL_STOCK_FROM_VOUCHERS.
 */
export async function createGoods(
  tx: Tx,
  input: AdminMallGoodsFields & { delivery: MallDelivery; stock: number },
): Promise<AdminMallGoods> {
  checkDelivery(input.delivery, input.deliveryAmount);
  if (input.delivery === 'data_bundle' && input.stock !== 0) throw new AppError('MALL_STOCK_FROM_VOUCHERS');
  await checkType(tx, input.type);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mall_goods (type, name, description, image, pay_with, price_minor, stock, max_per_order, delivery,
                            delivery_amount, coupon_type, jump_url, enabled, sort)
    VALUES (${input.type}, ${texts(input.name)}::jsonb, ${texts(input.description)}::jsonb, ${input.image},
            ${input.payWith}, ${input.price}, ${input.stock}, ${input.maxPerOrder}, ${input.delivery},
            ${input.deliveryAmount}, ${input.couponType}, ${input.jumpUrl}, false, ${input.sort})
    RETURNING id`.execute(tx);
  return goodsForStaff(tx, rows[0]!.id);
}

/** Edits a good's fields (not its delivery kind, not its stock). Errors: MALL_GOODS_NOT_FOUND, MALL_DELIVERY_INVALID, MALL_TYPE_NOT_FOUND. */
export async function updateGoods(tx: Tx, id: number, input: AdminMallGoodsFields) {
  const before = await goodsForStaff(tx, id, true);
  checkDelivery(before.delivery, input.deliveryAmount);
  await checkType(tx, input.type);
  await sql`
    UPDATE mall_goods SET type = ${input.type}, name = ${texts(input.name)}::jsonb,
      description = ${texts(input.description)}::jsonb, image = ${input.image}, pay_with = ${input.payWith},
      price_minor = ${input.price}, max_per_order = ${input.maxPerOrder}, delivery_amount = ${input.deliveryAmount},
      coupon_type = ${input.couponType}, jump_url = ${input.jumpUrl}, sort = ${input.sort}
    WHERE id = ${id}`.execute(tx);
  return { before, after: await goodsForStaff(tx, id) };
}

export async function publishGoods(tx: Tx, id: number, published: boolean) {
  const before = await goodsForStaff(tx, id, true);
  await sql`UPDATE mall_goods SET enabled = ${published} WHERE id = ${id}`.execute(tx);
  return { before, after: await goodsForStaff(tx, id) };
}

/**
 * Moves the stock by `delta` in one conditional UPDATE: `stock + delta >= 0` is checked on the row as it is
 * when the UPDATE gets its lock, so a purchase committing meanwhile is counted, never overwritten. A voucher
 * good's stock is its codes. Errors: MALL_GOODS_NOT_FOUND, MALL_STOCK_FROM_VOUCHERS, MALL_STOCK_BELOW_ZERO.
 */
export async function adjustStock(tx: Tx, id: number, delta: number) {
  const { rows } = await sql<{ stock: number; delivery: MallDelivery }>`
    UPDATE mall_goods SET stock = stock + ${delta}
    WHERE id = ${id} AND delivery <> 'data_bundle' AND stock + ${delta} >= 0
    RETURNING stock, delivery`.execute(tx);
  if (!rows[0]) {
    const goods = await goodsForStaff(tx, id);
    if (goods.delivery === 'data_bundle') throw new AppError('MALL_STOCK_FROM_VOUCHERS');
    throw new AppError('MALL_STOCK_BELOW_ZERO', { internal: `${goods.stock} left, ${delta} asked` });
  }
  const after = await goodsForStaff(tx, id);
  return { stockBefore: rows[0].stock - delta, stockAfter: rows[0].stock, after };
}

/**
 * Loads voucher codes and grows the stock by the codes added, in one transaction: a voucher good never
 * sells more than its codes (an order takes stock and a code together). Codes already loaded (for any good)
 * are skipped and counted. Errors: MALL_GOODS_NOT_FOUND, MALL_NOT_VOUCHER_GOODS.
 */
export async function uploadVouchers(tx: Tx, id: number, codes: string[]) {
  const goods = await goodsForStaff(tx, id, true);
  if (goods.delivery !== 'data_bundle') throw new AppError('MALL_NOT_VOUCHER_GOODS');
  const unique = [...new Set(codes)];
  const inserted = await sql`
    INSERT INTO mall_vouchers (goods_id, code)
    SELECT ${id}, code FROM unnest(${unique}::text[]) WITH ORDINALITY AS c (code, n) ORDER BY n
    ON CONFLICT (code) DO NOTHING`.execute(tx);
  const added = Number(inserted.numAffectedRows ?? 0n);
  if (added > 0) await sql`UPDATE mall_goods SET stock = stock + ${added} WHERE id = ${id}`.execute(tx);
  return { added, skipped: codes.length - added, before: goods, after: await goodsForStaff(tx, id) };
}

/** The last four characters; the rest hidden. */
export function maskCode(code: string): string {
  return `${'•'.repeat(Math.max(4, code.length - 4))}${code.slice(-4)}`;
}

interface VoucherRow {
  id: string;
  code: string;
  order_no: string | null;
  delivered_at: Date | null;
}

const voucherView = (row: VoucherRow, reveal: boolean): AdminMallVoucher => ({
  id: Number(row.id),
  code: reveal ? row.code : maskCode(row.code),
  orderNo: row.order_no,
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});

/** A voucher good's codes, masked, newest first (at most 500). Errors: MALL_GOODS_NOT_FOUND, MALL_NOT_VOUCHER_GOODS. */
export async function listVouchers(db: Executor, id: number, state: 'left' | 'used') {
  const goods = await goodsForStaff(db, id);
  if (!goods.vouchers) throw new AppError('MALL_NOT_VOUCHER_GOODS');
  const { rows } = await sql<VoucherRow>`
    SELECT v.id::text, v.code, o.order_no, v.delivered_at FROM mall_vouchers v
    LEFT JOIN mall_orders o ON o.id = v.order_id
    WHERE v.goods_id = ${id} AND (v.order_id IS NULL) = ${state === 'left'}
    ORDER BY v.id DESC LIMIT 500`.execute(db);
  return { ...goods.vouchers, list: rows.map((row) => voucherView(row, false)) };
}

/** One code in full. Errors: MALL_VOUCHER_NOT_FOUND. */
export async function revealVoucher(db: Executor, voucherId: number) {
  const { rows } = await sql<VoucherRow & { goods_id: number }>`
    SELECT v.id::text, v.code, o.order_no, v.delivered_at, v.goods_id FROM mall_vouchers v
    LEFT JOIN mall_orders o ON o.id = v.order_id WHERE v.id = ${voucherId}`.execute(db);
  if (!rows[0]) throw new AppError('MALL_VOUCHER_NOT_FOUND');
  return { goodsId: rows[0].goods_id, voucher: voucherView(rows[0], true) };
}
