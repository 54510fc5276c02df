import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';

/** What one staff action did, as the audit log keeps it. */
export interface AuditEntry {
  staffId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Who acts: the signed-in staff member and where the call came from. */
export interface Actor {
  staffId: string;
  ip: string;
}

/**
 * Appends one row to the audit log in `tx`, the transaction of the action itself: the row exists exactly
 * when the action committed. The database chains it (id, prev_hash, hash: db/migrations/1300_staff.sql).
 */
export async function writeAudit(tx: Tx, entry: AuditEntry, at: Date): Promise<void> {
  await tx
    .insertInto('admin_audit_log')
    .values({
      at,
      staff_id: entry.staffId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
    })
    .execute();
}

/**
 * Runs a staff action and its audit row in one transaction. `work` answers what the row records (before,
 * after) and what the call answers (`result`); if it throws, neither the action nor the row exists.
 */
export function audited<T>(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  actor: Actor,
  what: { action: string; targetType: string; targetId: string; reason?: string | null },
  work: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return inTransaction(ctx.db, async (tx) => {
    const done = await work(tx);
    await writeAudit(
      tx,
      { ...what, staffId: actor.staffId, ip: actor.ip, before: done.before, after: done.after },
      ctx.now(),
    );
    return done.result;
  });
}

export interface AuditFilter {
  staffId?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  page: number;
  size: number;
}

export function listAudit(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('admin_audit_log as l')
    .leftJoin('staff_accounts as s', 's.id', 'l.staff_id')
    .select([
      'l.id',
      'l.at',
      'l.staff_id',
      's.email as staff_email',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.reason',
      'l.before',
      'l.after',
    ])
    .orderBy('l.id', 'desc')
    .limit(filter.size + 1)
    .offset((filter.page - 1) * filter.size);
  if (filter.staffId) query = query.where('l.staff_id', '=', filter.staffId);
  if (filter.action) query = query.where('l.action', 'like', `${filter.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.targetId) query = query.where('l.target_id', '=', filter.targetId);
  return query.execute();
}

/**
 * Recomputes the chain over the whole log: every row's prev_hash is the previous row's hash and its hash
 * matches its content. Answers the number of rows and the first id that does not hold, if any.
 */
export async function checkAuditChain(db: Db): Promise<{ rows: number; brokenAt: number | null }> {
  const result = await sql<{ rows: string; broken_at: string | null }>`
    WITH chain AS (
      SELECT id, prev_hash, hash, lag(hash) OVER (ORDER BY id) AS expected_prev,
             admin_audit_row_hash(lag(hash) OVER (ORDER BY id), at, staff_id, action, target_type, target_id,
                                  reason, before, after, ip) AS expected_hash,
             row_number() OVER (ORDER BY id) AS n
      FROM admin_audit_log
    )
    SELECT count(*) AS rows,
           min(id) FILTER (WHERE id <> n OR prev_hash IS DISTINCT FROM expected_prev OR hash <> expected_hash)
             AS broken_at
    FROM chain`.execute(db);
  const row = result.rows[0];
  return { rows: Number(row?.rows ?? 0), brokenAt: row?.broken_at == null ? null : Number(row.broken_at) };
}

/** The audit trail of one player: actions on the player and on their balance adjustments, newest first. */
export function listPlayerAudit(db: Db, playerId: string, limit: number) {
  return db
    .selectFrom('admin_audit_log as l')
    .leftJoin('staff_accounts as s', 's.id', 'l.staff_id')
    .select([
      'l.id',
      'l.at',
      'l.staff_id',
      's.email as staff_email',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.reason',
      'l.before',
      'l.after',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('l.target_type', '=', 'player'), eb('l.target_id', '=', playerId)]),
        eb.and([
          eb('l.target_type', '=', 'balance_adjustment'),
          eb(
            'l.target_id',
            'in',
            eb
              .selectFrom('balance_adjustments')
              .select(sql<string>`id::text`.as('id'))
              .where('player_id', '=', playerId),
          ),
        ]),
      ]),
    )
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}
