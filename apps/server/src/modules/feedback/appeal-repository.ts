import type { Insertable } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { OPEN_STATUSES } from './appeal-states.ts';
import type { AppealEventRow, AppealRow, DepositAppealsTable } from './appeal-tables.ts';

/** The SQL of appeals and their timelines. Status moves happen under `lockAppeal` (FOR UPDATE). */
export interface AppealWithOrder extends AppealRow {
  trans_no: string;
  order_state: number;
  order_amount_minor: number;
}

function withOrder(db: Db) {
  return db
    .selectFrom('deposit_appeals as a')
    .innerJoin('deposit_orders as o', 'o.id', 'a.order_id')
    .selectAll('a')
    .select(['o.trans_no', 'o.state as order_state', 'o.amount_minor as order_amount_minor']);
}

export function findAppeal(db: Db, id: string): Promise<AppealWithOrder | undefined> {
  return withOrder(db).where('a.id', '=', id).executeTakeFirst();
}

export function listPlayerAppeals(
  db: Db,
  playerId: string,
  paging: { page: number; size: number },
): Promise<AppealWithOrder[]> {
  return withOrder(db)
    .where('a.player_id', '=', playerId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size)
    .execute();
}

/** For operators: the appeals in hand (or all), oldest first, so nobody waits longest. */
export function listAppealsForSupport(db: Db, openOnly: boolean, limit: number): Promise<AppealWithOrder[]> {
  const query = withOrder(db).orderBy('a.created_at').limit(limit);
  return (openOnly ? query.where('a.status', 'in', [...OPEN_STATUSES]) : query).execute();
}

export function findOpenAppealId(db: Db, orderId: string): Promise<string | undefined> {
  return db
    .selectFrom('deposit_appeals')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', [...OPEN_STATUSES])
    .executeTakeFirst()
    .then((r) => r?.id);
}

export function lockAppeal(tx: Tx, id: string): Promise<AppealRow | undefined> {
  return tx.selectFrom('deposit_appeals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertAppeal(tx: Tx, appeal: Insertable<DepositAppealsTable>): Promise<void> {
  await tx.insertInto('deposit_appeals').values(appeal).execute();
}

export async function setAppealStatus(
  tx: Tx,
  id: string,
  change: { status: number; reason: string | null; at: Date },
): Promise<void> {
  await tx
    .updateTable('deposit_appeals')
    .set({ status: change.status, reason: change.reason, updated_at: change.at })
    .where('id', '=', id)
    .execute();
}

export async function insertAppealEvent(
  tx: Tx,
  event: {
    appealId: string;
    status: number;
    reason: string | null;
    note: string | null;
    actor: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .insertInto('deposit_appeal_events')
    .values({
      appeal_id: event.appealId,
      status: event.status,
      reason: event.reason,
      note: event.note,
      actor: event.actor,
      at: event.at,
    })
    .execute();
}

export function listAppealEvents(db: Db, appealId: string): Promise<AppealEventRow[]> {
  return db
    .selectFrom('deposit_appeal_events')
    .selectAll()
    .where('appeal_id', '=', appealId)
    .orderBy('id')
    .execute();
}
