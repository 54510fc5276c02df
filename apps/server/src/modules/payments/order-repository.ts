import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { STATE } from './deposit-states.ts';
import type { DepositOrderRow, DepositOrdersTable } from './payment-tables.ts';

/** The SQL of deposit orders. A state change always happens under `lockOrder` (FOR UPDATE). */
export type NewOrder = Insertable<DepositOrdersTable>;
export type OrderPatch = Updateable<DepositOrdersTable>;

/**
 * Inserts the order unless the player already has one with this client key (a double tap): then
 * answers undefined and the caller reads the existing one. One statement, so two taps racing get one row.
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<DepositOrderRow | undefined> {
  return db
    .insertInto('deposit_orders')
    .values(order)
    .onConflict((oc) => oc.columns(['player_id', 'client_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findOrderByClientKey(
  db: Db,
  playerId: string,
  clientKey: string,
): Promise<DepositOrderRow | undefined> {
  return db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** Without a client key: the same request by the same player, still open, made since `since` (a double tap). */
export function findRecentTwin(
  db: Db,
  playerId: string,
  requestHash: string,
  since: Date,
): Promise<DepositOrderRow | undefined> {
  return db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_hash', '=', requestHash)
    .where('client_key', 'is', null)
    .where('state', 'in', [1, 2])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findOrderById(db: Db, id: string): Promise<DepositOrderRow | undefined> {
  return db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every mobile-money number a player's deposits were asked from or paid by (invitation abuse rules). */
/** The order holding a provider's reference (Efí's webhook names our txid only). */
export function findOrderByProviderRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<DepositOrderRow | undefined> {
  return db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

export async function depositPayerNumbers(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('deposit_orders')
    .select(['payer_mobile', 'msisdn'])
    .where('player_id', '=', playerId)
    .execute();
  return [...new Set(rows.flatMap((row) => [row.payer_mobile, row.msisdn]))];
}

export function findOrderByTransNo(db: Db, transNo: string): Promise<DepositOrderRow | undefined> {
  return db.selectFrom('deposit_orders').selectAll().where('trans_no', '=', transNo).executeTakeFirst();
}

/** The row, locked until the transaction ends: every state move of an order goes through here. */
export function lockOrder(tx: Tx, id: string): Promise<DepositOrderRow | undefined> {
  return tx.selectFrom('deposit_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(db: Db, id: string, patch: OrderPatch): Promise<DepositOrderRow> {
  return db
    .updateTable('deposit_orders')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertEvent(
  db: Db,
  event: { orderId: string; from: number; to: number; source: string; detail: unknown; at: Date },
): Promise<void> {
  await db
    .insertInto('deposit_events')
    .values({
      order_id: event.orderId,
      from_state: event.from,
      to_state: event.to,
      source: event.source,
      detail: JSON.stringify(event.detail ?? null),
      at: event.at,
    })
    .execute();
}

/**
 * Claims the right to ask the provider about an order now (a result poll), so that many polls of one
 * order make at most one status query per interval, whatever the job's schedule. True when won.
 */
export async function claimPollCheck(db: Db, id: string, now: Date, intervalMs: number): Promise<boolean> {
  const since = new Date(now.getTime() - intervalMs);
  const claimed = await db
    .updateTable('deposit_orders')
    .set({ last_checked_at: now })
    .where('id', '=', id)
    .where('state', 'in', [1, 2])
    .where('initiated_at', 'is not', null)
    .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', since)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Orders the reconciliation job must look at now, oldest due first: SKIP LOCKED so two instances never
 * take the same one, and the due time is pushed forward in the same statement (a crashed run is retried
 * at `leaseUntil`).
 */
export async function claimDueOrders(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE deposit_orders SET next_check_at = ${leaseUntil}
    WHERE id IN (
      SELECT id FROM deposit_orders
      WHERE next_check_at IS NOT NULL AND next_check_at <= ${now}
      ORDER BY next_check_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  return rows.map((r) => r.id);
}

/** The player's credited deposits; called with the player's deposit lock held (see credit-deposit.ts). */
export async function countCreditedDeposits(tx: Tx, playerId: string): Promise<number> {
  const row = await tx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('state', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises the credits of one player's deposits, so that exactly one of them is their first. */
export async function lockPlayerDeposits(tx: Tx, playerId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposit-seq:${playerId}`}, 0))`.execute(tx);
}

export async function hasCreditedDeposit(db: Db, playerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('player_id', '=', playerId)
    .where('state', '=', 3)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `hasCreditedDeposit` of many players in one statement: those who have one. */
export async function playersWithCreditedDeposit(db: Db, playerIds: string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('deposit_orders')
    .select('player_id')
    .distinct()
    .where('player_id', 'in', playerIds)
    .where('state', '=', 3)
    .execute();
  return new Set(rows.map((r) => r.player_id));
}

export interface OrderWithChannel extends DepositOrderRow {
  channel_name: string;
}

export async function listPlayerOrders(
  db: Db,
  playerId: string,
  paging: { page: number; size: number },
): Promise<OrderWithChannel[]> {
  return db
    .selectFrom('deposit_orders as o')
    .innerJoin('payment_channels as c', 'c.id', 'o.channel_id')
    .selectAll('o')
    .select('c.name as channel_name')
    .where('o.player_id', '=', playerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size)
    .execute();
}

/**
 * What a player has deposited or is depositing since `since` (the deposit limits, issue 19): orders made,
 * prompted or paid, not those that failed or expired. Counting open orders is what keeps two prompts in
 * flight from together passing a limit.
 */
export async function depositedSince(db: Db, playerId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.val('0')).as('total'))
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .where('state', 'in', [STATE.CREATED, STATE.PENDING, STATE.SUCCESS])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the player has paid in: the sum of their credited deposits (the tax base of docs/decisions/018). */
export async function creditedDepositsMinor(db: Db, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('credited_minor'), eb.val('0')).as('total'))
    .where('player_id', '=', playerId)
    .where('state', '=', STATE.SUCCESS)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The deposit tax of credited orders, summed per local period (`YYYY-MM-DD` or `YYYY-MM` in `timeZone`)
 * of their settlement, within [fromAt, toAt): the tax report's deposit side.
 */
export async function depositTaxTotals(
  db: Db,
  query: {
    market: string;
    timeZone: string;
    fromAt: Date;
    toAt: Date;
    periodFormat: 'YYYY-MM-DD' | 'YYYY-MM';
  },
) {
  const { rows } = await sql<{ period: string; count: number; base: string; tax: string }>`
    SELECT to_char(settled_at AT TIME ZONE ${query.timeZone}, ${query.periodFormat}) AS period,
           count(*)::int AS count, sum(credited_minor)::text AS base, sum(tax_minor)::text AS tax
    FROM deposit_orders
    WHERE state = 3 AND tax_minor > 0 AND market = ${query.market}
      AND settled_at >= ${query.fromAt} AND settled_at < ${query.toAt}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows.map((r) => ({
    period: r.period,
    count: r.count,
    baseMinor: Number(r.base),
    taxMinor: Number(r.tax),
  }));
}
