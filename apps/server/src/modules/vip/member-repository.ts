import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

export interface MemberRow {
  playerId: string;
  level: number;
  /** The year whose points count now; every year before it has been reviewed. */
  year: number;
}

export async function findMember(db: Db, playerId: string): Promise<MemberRow | null> {
  const { rows } = await sql<{ level: number; year: number }>`
    SELECT level, year FROM vip_members WHERE player_id = ${playerId}`.execute(db);
  const row = rows[0];
  return row ? { playerId, level: row.level, year: row.year } : null;
}

/** The member's row, locked for the transaction; created at V1 in `year` on the first points. */
export async function lockMember(tx: Tx, playerId: string, year: number, now: Date): Promise<MemberRow> {
  await sql`
    INSERT INTO vip_members (player_id, level, year, updated_at) VALUES (${playerId}, 1, ${year}, ${now})
    ON CONFLICT (player_id) DO NOTHING`.execute(tx);
  const { rows } = await sql<{ level: number; year: number }>`
    SELECT level, year FROM vip_members WHERE player_id = ${playerId} FOR UPDATE`.execute(tx);
  const row = rows[0]!;
  return { playerId, level: row.level, year: row.year };
}

export async function saveMember(tx: Tx, member: MemberRow, now: Date) {
  await sql`
    UPDATE vip_members SET level = ${member.level}, year = ${member.year}, updated_at = ${now}
    WHERE player_id = ${member.playerId}`.execute(tx);
}

/** Points of a year in hundredths. */
export async function yearCenti(db: Db, playerId: string, year: number): Promise<number> {
  const { rows } = await sql<{ centi: string }>`
    SELECT centi::text FROM vip_year_points WHERE player_id = ${playerId} AND year = ${year}`.execute(db);
  return Number(rows[0]?.centi ?? 0);
}

/** Adds (or, negative, takes off, never below 0) points of a year; returns the year's new total. */
export async function addYearCenti(tx: Tx, playerId: string, year: number, centi: number): Promise<number> {
  const { rows } = await sql<{ centi: string }>`
    INSERT INTO vip_year_points AS p (player_id, year, centi) VALUES (${playerId}, ${year}, greatest(${centi}::bigint, 0))
    ON CONFLICT (player_id, year) DO UPDATE SET centi = greatest(p.centi + ${centi}::bigint, 0)
    RETURNING centi::text`.execute(tx);
  return Number(rows[0]!.centi);
}

export interface PointEntry {
  eventId: number;
  playerId: string;
  betRef: string;
  year: number;
  centi: number;
  pointsPerUnit: number;
  occurredAt: Date;
}

/**
 * Records a point movement; false when this bet already has one of the same sign (a credit per bet, a
 * take-back per rolled-back bet: partial unique indexes), so a replayed event can never count twice.
 */
export async function insertPointEntry(tx: Tx, entry: PointEntry): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO vip_point_entries (event_id, player_id, bet_ref, year, centi, points_per_unit, occurred_at)
    VALUES (${entry.eventId}, ${entry.playerId}, ${entry.betRef}, ${entry.year}, ${entry.centi},
            ${entry.pointsPerUnit}, ${entry.occurredAt})
    ON CONFLICT DO NOTHING RETURNING event_id`.execute(tx);
  return rows.length === 1;
}

/** The credit a bet earned, if it earned one. */
export async function findBetCredit(
  db: Db,
  betRef: string,
): Promise<{ playerId: string; year: number; centi: number } | null> {
  const { rows } = await sql<{ player_id: string; year: number; centi: string }>`
    SELECT player_id, year, centi::text FROM vip_point_entries WHERE bet_ref = ${betRef} AND centi > 0`.execute(
    db,
  );
  const row = rows[0];
  return row ? { playerId: row.player_id, year: row.year, centi: Number(row.centi) } : null;
}

export async function insertLevelChange(
  tx: Tx,
  change: {
    playerId: string;
    from: number;
    to: number;
    reason: 'upgrade' | 'review';
    year: number;
    centi: number;
    at: Date;
  },
) {
  await sql`
    INSERT INTO vip_level_changes (player_id, from_level, to_level, reason, year, centi, created_at)
    VALUES (${change.playerId}, ${change.from}, ${change.to}, ${change.reason}, ${change.year}, ${change.centi},
            ${change.at})
    ON CONFLICT DO NOTHING`.execute(tx);
}

/**
 * The level a player held at an instant: the last change before it; else, when changes came only later,
 * the level the first of them started from; else the current level (V1 for a player without points).
 */
export async function levelAt(db: Db, playerId: string, at: Date): Promise<number> {
  const { rows } = await sql<{ before: number | null; after: number | null; current: number | null }>`
    SELECT
      (SELECT to_level FROM vip_level_changes WHERE player_id = ${playerId} AND created_at < ${at}
        ORDER BY created_at DESC, id DESC LIMIT 1) AS before,
      (SELECT from_level FROM vip_level_changes WHERE player_id = ${playerId} AND created_at >= ${at}
        ORDER BY created_at, id LIMIT 1) AS after,
      (SELECT level FROM vip_members WHERE player_id = ${playerId}) AS current`.execute(db);
  const row = rows[0];
  return row?.before ?? row?.after ?? row?.current ?? 1;
}
