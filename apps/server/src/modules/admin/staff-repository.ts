import type { Selectable } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { StaffAccounts, StaffSessions } from '../../db/schema.gen.ts';
import type { Tx } from '../../db/transaction.ts';

/** The SQL of staff accounts, set-up tokens and sessions (db/migrations/1300_staff.sql). */
export type StaffRow = Selectable<StaffAccounts>;
export type StaffSessionRow = Selectable<StaffSessions>;

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function lockStaff(tx: Tx, id: string): Promise<StaffRow | undefined> {
  return tx.selectFrom('staff_accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertStaff(
  db: Db,
  staff: { id: string; email: string; name: string; roles: StaffRow['roles']; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_accounts')
    .values({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      roles: staff.roles,
      created_at: staff.at,
      updated_at: staff.at,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function updateStaff(
  tx: Tx,
  id: string,
  patch: Partial<
    Pick<StaffRow, 'password_hash' | 'totp_secret' | 'totp_enrolled_at' | 'totp_last_step' | 'updated_at'>
  >,
): Promise<StaffRow> {
  return tx
    .updateTable('staff_accounts')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSetupToken(
  db: Db,
  token: { hash: Buffer; staffId: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db
    .insertInto('staff_setup_tokens')
    .values({
      token_hash: token.hash,
      staff_id: token.staffId,
      expires_at: token.expiresAt,
      created_at: token.at,
    })
    .execute();
}

/** Uses a set-up token once: answers its staff member's id, or undefined when unknown, used or expired. */
export async function useSetupToken(tx: Tx, hash: Buffer, now: Date): Promise<string | undefined> {
  const row = await tx
    .updateTable('staff_setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
}

export async function insertSession(
  db: Db,
  session: { hash: Buffer; staffId: string; at: Date; expiresAt: Date; ip: string },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.hash,
      staff_id: session.staffId,
      stage: 'password',
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
      ip: session.ip,
    })
    .execute();
}

/** A live session and its staff member: not ended, not idle since `idleSince`, not past its lifetime. */
export async function findLiveSession(
  db: Db,
  hash: Buffer,
  now: Date,
  idleSince: Date,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const session = await db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .executeTakeFirst();
  if (!session) return undefined;
  const staff = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', session.staff_id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return staff ? { session, staff } : undefined;
}

export async function touchSession(db: Db, hash: Buffer, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('token_hash', '=', hash).execute();
}

export async function completeSession(tx: Tx, hash: Buffer, now: Date): Promise<void> {
  await tx
    .updateTable('staff_sessions')
    .set({ stage: 'complete', last_seen_at: now })
    .where('token_hash', '=', hash)
    .execute();
}

export async function endSession(db: Db, hash: Buffer, now: Date): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('token_hash', '=', hash)
    .where('ended_at', 'is', null)
    .execute();
}
