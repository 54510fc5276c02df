import type { SelfExclusionPeriod } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The effective end lives in players.self_excluded_until, which login (auth/admit-player) and the session
 * lookup read; the players module has no writer for it, so this one statement is the only place that sets it.
 * Values are read through isfinite() because pg turns 'infinity' into the number Infinity, not a Date.
 */
export interface ExclusionEnd {
  until: Date | null;
  permanent: boolean;
}

/**
 * Sets the exclusion to end at `until`, or later if it already does: GREATEST keeps the later end (and
 * ignores NULL), so a second request can extend an exclusion but never shorten or lift it.
 */
export async function extendExclusion(
  tx: Tx,
  playerId: string,
  until: Date | 'infinity',
): Promise<ExclusionEnd> {
  const { rows } = await sql<ExclusionEnd>`
    UPDATE players
    SET self_excluded_until = greatest(self_excluded_until, ${until}::timestamptz)
    WHERE id = ${playerId}
    RETURNING CASE WHEN isfinite(self_excluded_until) THEN self_excluded_until END AS until,
              NOT isfinite(self_excluded_until) AS permanent`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error(`player ${playerId} vanished while excluding`);
  return row;
}

export async function insertExclusionRecord(
  tx: Tx,
  record: {
    playerId: string;
    period: SelfExclusionPeriod;
    startsAt: Date;
    until: Date | 'infinity';
    ip: string;
  },
) {
  await tx
    .insertInto('self_exclusions')
    .values({
      player_id: record.playerId,
      period: record.period,
      starts_at: record.startsAt,
      requested_until: record.until,
      ip: record.ip,
    })
    .execute();
}

export async function findExclusionEnd(db: Db, playerId: string, now: Date): Promise<ExclusionEnd | null> {
  const { rows } = await sql<ExclusionEnd>`
    SELECT CASE WHEN isfinite(self_excluded_until) THEN self_excluded_until END AS until,
           NOT isfinite(self_excluded_until) AS permanent
    FROM players
    WHERE id = ${playerId} AND self_excluded_until > ${now}`.execute(db);
  return rows[0] ?? null;
}

export interface ExclusionRecord {
  period: SelfExclusionPeriod;
  startsAt: Date;
  until: Date | null;
  permanent: boolean;
}

export async function findExclusionHistory(
  db: Db,
  playerId: string,
  limit: number,
): Promise<ExclusionRecord[]> {
  const { rows } = await sql<ExclusionRecord>`
    SELECT period,
           starts_at AS "startsAt",
           CASE WHEN isfinite(requested_until) THEN requested_until END AS until,
           NOT isfinite(requested_until) AS permanent
    FROM self_exclusions
    WHERE player_id = ${playerId}
    ORDER BY starts_at DESC, id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}
