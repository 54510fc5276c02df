import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import type { KycRecordRow, KycState } from './tables.ts';

/** The SQL of KYC records. */

/** The player's current record: the live one (at most one is submitted or approved), else the last rejected. */
export function findLatestRecord(db: Db, playerId: string): Promise<KycRecordRow | undefined> {
  return db
    .selectFrom('kyc_records')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy(sql`state <> 'rejected'`, 'desc')
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Serialises submissions that carry the same identity, so two accounts racing with one ID number
 * still see each other (a transaction-scoped advisory lock on the identity's hash).
 */
export async function lockIdentity(tx: Tx, identityKey: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`kyc:${identityKey}`}, 0))`.execute(tx);
}

/** The other players whose records carry this identity, whatever became of those records. */
export async function playersWithIdentity(
  db: Db,
  identityKey: string,
  exceptPlayerId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('kyc_records')
    .select('player_id')
    .distinct()
    .where('identity_key', '=', identityKey)
    .where('player_id', '<>', exceptPlayerId)
    .execute();
  return rows.map((r) => r.player_id);
}

export interface NewKycRecord {
  id: string;
  playerId: string;
  market: string;
  state: KycState;
  fields: Record<string, string>;
  firstName: string;
  surname: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  identityKey: string | null;
  flags: string[];
  duplicateOf: string[];
  decidedBy: string | null;
  decisionReason: string | null;
  submittedAt: Date;
  ip: string | null;
}

export async function insertRecord(db: Db, record: NewKycRecord): Promise<KycRecordRow> {
  const decided = record.state !== 'submitted';
  return db
    .insertInto('kyc_records')
    .values({
      id: record.id,
      player_id: record.playerId,
      market: record.market,
      state: record.state,
      fields: JSON.stringify(record.fields),
      first_name: record.firstName,
      surname: record.surname,
      date_of_birth: record.dateOfBirth,
      identity_key: record.identityKey,
      flags: record.flags,
      duplicate_of: record.duplicateOf,
      decided_by: decided ? record.decidedBy : null,
      decision_reason: decided ? record.decisionReason : null,
      submitted_at: record.submittedAt,
      decided_at: decided ? record.submittedAt : null,
      ip: record.ip,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The review queue (or the decided records) for the back office, oldest first, with each player's mobile. */
export function listRecordsByState(
  db: Db,
  state: KycState,
  paging: { page: number; size: number },
): Promise<Array<KycRecordRow & { mobile: string }>> {
  return db
    .selectFrom('kyc_records as k')
    .innerJoin('players as p', 'p.id', 'k.player_id')
    .selectAll('k')
    .select('p.mobile')
    .where('k.state', '=', state)
    .orderBy('k.submitted_at')
    .orderBy('k.id')
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size)
    .execute();
}

/** The players (id, mobile) behind a list of ids: the duplicate-identity matches of a record. */
export function playersByIds(db: Db, ids: readonly string[]): Promise<Array<{ id: string; mobile: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('players').select(['id', 'mobile']).where('id', 'in', ids).execute();
}

/** One record by id (the back office's reveal), or undefined. */
export function findRecord(db: Db, id: string): Promise<KycRecordRow | undefined> {
  return db.selectFrom('kyc_records').selectAll().where('id', '=', id).executeTakeFirst();
}
