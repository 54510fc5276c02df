import { WITHDRAW_STATE } from '@sika/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import type { WithdrawOrderRow, WithdrawOrdersTable } from './tables.ts';

/** The SQL of withdraw orders. A state change always happens under `lockOrder` (FOR UPDATE). */
export type NewWithdrawOrder = Insertable<WithdrawOrdersTable>;
export type WithdrawOrderPatch = Updateable<WithdrawOrdersTable>;

export async function insertOrder(db: Db, order: NewWithdrawOrder): Promise<WithdrawOrderRow> {
  return db.insertInto('withdraw_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export function findOrderById(db: Db, id: string): Promise<WithdrawOrderRow | undefined> {
  return db.selectFrom('withdraw_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByProviderRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<WithdrawOrderRow | undefined> {
  return db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

export function findPlayerOrder(
  db: Db,
  playerId: string,
  orderNo: string,
): Promise<WithdrawOrderRow | undefined> {
  return db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

export function findOrderByClientKey(
  db: Db,
  playerId: string,
  clientKey: string,
): Promise<WithdrawOrderRow | undefined> {
  return db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

export async function listPlayerOrders(
  db: Db,
  playerId: string,
  paging: { page: number; size: number },
): Promise<WithdrawOrderRow[]> {
  return db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size)
    .execute();
}

/** The row, locked until the transaction ends: every state move of an order goes through here. */
export function lockOrder(tx: Tx, id: string): Promise<WithdrawOrderRow | undefined> {
  return tx.selectFrom('withdraw_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(db: Db, id: string, patch: WithdrawOrderPatch): Promise<WithdrawOrderRow> {
  return db
    .updateTable('withdraw_orders')
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
    .insertInto('withdraw_events')
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
 * Serialises one player's submissions: the row is created on first use and locked until the transaction
 * ends, so counts and replays read inside it cannot be raced (checklist M11).
 */
export async function lockWithdrawPlayer(tx: Tx, playerId: string, now: Date) {
  await tx
    .insertInto('withdraw_players')
    .values({ player_id: playerId, last_success_channel: null, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  return tx
    .selectFrom('withdraw_players')
    .selectAll()
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function rememberSuccessChannel(db: Db, playerId: string, channelCode: string, now: Date) {
  await db
    .updateTable('withdraw_players')
    .set({ last_success_channel: channelCode, updated_at: now })
    .where('player_id', '=', playerId)
    .execute();
}

export async function lastSuccessChannel(db: Db, playerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('withdraw_players')
    .select('last_success_channel')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.last_success_channel ?? null;
}

/** Withdrawals that count against the per-day number of option 150: every one not failed. */
export async function countRecentOrders(db: Db, playerId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .where('created_at', '>', since)
    .where('state', '<>', 4)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the right to send an order's payout now: an order still created (state 1) whose last send is
 * older than `retryBefore` (or never happened), or with `resend` an order the provider says it never
 * received. One UPDATE, so two callers never send at once (a resend would be harmless anyway: the
 * provider reference makes it idempotent).
 */
export async function claimSend(
  db: Db,
  id: string,
  now: Date,
  options: { retryBefore: Date; resend: boolean },
): Promise<WithdrawOrderRow | undefined> {
  const states = options.resend ? [1, 2] : [1];
  return db
    .updateTable('withdraw_orders')
    .set((eb) => ({ send_count: eb('send_count', '+', 1), sent_at: now, updated_at: now }))
    .where('id', '=', id)
    .where('state', 'in', states as (1 | 2)[])
    .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<=', options.retryBefore)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims up to `limit` orders due for a check, pushing their next check out by `leaseMs` so that another
 * instance's run does not take them too; the check itself sets the real next time.
 */
export async function claimDueOrders(db: Db, now: Date, leaseMs: number, limit: number) {
  const { rows } = await sql<{ id: string; check_count: number }>`
    UPDATE withdraw_orders SET next_check_at = ${new Date(now.getTime() + leaseMs)},
                               check_count = check_count + 1
    WHERE id IN (SELECT id FROM withdraw_orders
                 WHERE next_check_at <= ${now} AND state IN (1, 2)
                 ORDER BY next_check_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, check_count`.execute(db);
  return rows;
}

/** Sets an open order's next check (and its escalation); a settled order is left alone. */
export function scheduleCheck(
  db: Db,
  id: string,
  nextAt: Date,
  escalation: { escalatedAt: Date; reviewReason: string } | null,
): Promise<WithdrawOrderRow | undefined> {
  return db
    .updateTable('withdraw_orders')
    .set({
      next_check_at: nextAt,
      ...(escalation ? { escalated_at: escalation.escalatedAt, review_reason: escalation.reviewReason } : {}),
    })
    .where('id', '=', id)
    .where('state', 'in', [1, 2])
    .returningAll()
    .executeTakeFirst();
}

/**
 * The back office's queues, oldest first: escalated (past the deadline, still open), unknown (the provider's
 * answer is unknown), review (anything marked for a person, settled or not).
 */
export function listOrdersNeedingStaff(
  db: Db,
  queue: 'escalated' | 'unknown' | 'review',
  limit: number,
): Promise<WithdrawOrderRow[]> {
  const open = [WITHDRAW_STATE.CREATED, WITHDRAW_STATE.PROCESSING];
  let query = db.selectFrom('withdraw_orders').selectAll().orderBy('created_at').limit(limit);
  if (queue === 'escalated') query = query.where('escalated_at', 'is not', null).where('state', 'in', open);
  if (queue === 'unknown') query = query.where('provider_status', '=', 'UNKNOWN').where('state', 'in', open);
  if (queue === 'review') query = query.where('review_reason', 'is not', null);
  return query.execute();
}

/**
 * The deposits the player has already taken back, untaxed: the money minus the tax base of every
 * withdrawal not failed (a failed one's hold was voided and its money returned).
 */
export async function untaxedWithdrawnMinor(db: Db, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('withdraw_orders')
    .select(sql<string>`coalesce(sum(money_minor - tax_base_minor), 0)`.as('total'))
    .where('player_id', '=', playerId)
    .where('state', '<>', WITHDRAW_STATE.FAILED)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The tax withheld by paid withdrawals (a failed one's hold, tax included, was voided), summed per local
 * period (`YYYY-MM-DD` or `YYYY-MM` in `timeZone`) of their settlement, within [fromAt, toAt).
 */
export async function withdrawTaxTotals(
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
           count(*)::int AS count, sum(tax_base_minor)::text AS base, sum(tax_minor)::text AS tax
    FROM withdraw_orders
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
