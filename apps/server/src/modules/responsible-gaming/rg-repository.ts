import type { LimitKind, LimitPeriod, TimeOutPeriod } from '@sika/contract';
import { type PlayPauseState, playPauseOf } from '@sika/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { LimitState } from './limits.ts';

export interface RgPlayerRow {
  sessionStartedAt: Date | null;
  realityCheckMinutes: number | null;
}

export interface LimitRow extends LimitState {
  kind: LimitKind;
  period: LimitPeriod;
}

/**
 * The player's responsible-gaming row, locked FOR UPDATE in the caller's transaction: every deposit, stake
 * and limit change of the player takes this lock first, so checks and the moves they allow are serialised
 * per player (reliability checklist M11). null: the player never set anything, so nothing limits them.
 */
export async function lockRgPlayer(tx: Db, playerId: string): Promise<RgPlayerRow | null> {
  const { rows } = await sql<RgPlayerRow>`
    SELECT session_started_at AS "sessionStartedAt", reality_check_minutes AS "realityCheckMinutes"
    FROM rg_players WHERE player_id = ${playerId} FOR UPDATE`.execute(tx);
  return rows[0] ?? null;
}

/** Makes the row if missing, then locks it. */
export async function ensureRgPlayer(tx: Db, playerId: string, now: Date): Promise<RgPlayerRow> {
  await sql`
    INSERT INTO rg_players (player_id, updated_at) VALUES (${playerId}, ${now})
    ON CONFLICT (player_id) DO NOTHING`.execute(tx);
  const row = await lockRgPlayer(tx, playerId);
  if (!row) throw new Error(`rg_players row of ${playerId} vanished`);
  return row;
}

export async function findRgPlayer(db: Db, playerId: string): Promise<RgPlayerRow | null> {
  const { rows } = await sql<RgPlayerRow>`
    SELECT session_started_at AS "sessionStartedAt", reality_check_minutes AS "realityCheckMinutes"
    FROM rg_players WHERE player_id = ${playerId}`.execute(db);
  return rows[0] ?? null;
}

export async function listLimits(db: Db, playerId: string, kind?: LimitKind): Promise<LimitRow[]> {
  const { rows } = await sql<{
    kind: LimitKind;
    period: LimitPeriod;
    value: string | null;
    pendingValue: string | null;
    pendingFrom: Date | null;
  }>`
    SELECT kind, period, value, pending_value AS "pendingValue", pending_from AS "pendingFrom"
    FROM rg_limits
    WHERE player_id = ${playerId} AND (${kind ?? null}::text IS NULL OR kind = ${kind ?? null})`.execute(db);
  // bigint columns come back as strings; every value is far below 2^53 (checked on the way in).
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    value: row.value === null ? null : Number(row.value),
    pendingValue: row.pendingValue === null ? null : Number(row.pendingValue),
    pendingFrom: row.pendingFrom,
  }));
}

export async function saveLimit(tx: Db, playerId: string, limit: LimitRow, now: Date): Promise<void> {
  await sql`
    INSERT INTO rg_limits (player_id, kind, period, value, pending_value, pending_from, updated_at)
    VALUES (${playerId}, ${limit.kind}, ${limit.period}, ${limit.value}, ${limit.pendingValue},
            ${limit.pendingFrom}, ${now})
    ON CONFLICT (player_id, kind, period) DO UPDATE
    SET value = excluded.value, pending_value = excluded.pending_value,
        pending_from = excluded.pending_from, updated_at = excluded.updated_at`.execute(tx);
}

export interface LimitChangeRecord {
  playerId: string;
  kind: LimitKind;
  period: LimitPeriod;
  oldValue: number | null;
  newValue: number | null;
  effectiveAt: Date;
  actor: 'player' | 'compliance';
  staff: string | null;
  reason: string | null;
  at: Date;
}

export async function insertLimitChange(tx: Db, change: LimitChangeRecord): Promise<void> {
  await sql`
    INSERT INTO rg_limit_changes
      (player_id, kind, period, old_value, new_value, effective_at, actor, staff, reason, created_at)
    VALUES (${change.playerId}, ${change.kind}, ${change.period}, ${change.oldValue}, ${change.newValue},
            ${change.effectiveAt}, ${change.actor}, ${change.staff}, ${change.reason}, ${change.at})`.execute(
    tx,
  );
}

export async function listLimitChanges(db: Db, playerId: string, limit: number) {
  const { rows } = await sql<{
    kind: LimitKind;
    period: LimitPeriod;
    oldValue: string | null;
    newValue: string | null;
    effectiveAt: Date;
    actor: string;
    staff: string | null;
    reason: string | null;
    createdAt: Date;
  }>`
    SELECT kind, period, old_value AS "oldValue", new_value AS "newValue", effective_at AS "effectiveAt",
           actor, staff, reason, created_at AS "createdAt"
    FROM rg_limit_changes WHERE player_id = ${playerId}
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export async function setSessionStart(db: Db, playerId: string, at: Date): Promise<void> {
  await sql`
    INSERT INTO rg_players (player_id, session_started_at, updated_at) VALUES (${playerId}, ${at}, ${at})
    ON CONFLICT (player_id) DO UPDATE
    SET session_started_at = excluded.session_started_at, updated_at = excluded.updated_at`.execute(db);
}

export async function setRealityCheckMinutes(
  tx: Db,
  playerId: string,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await sql`
    UPDATE rg_players SET reality_check_minutes = ${minutes}, updated_at = ${now}
    WHERE player_id = ${playerId}`.execute(tx);
}

/**
 * The player's pause now. `lock`: a share lock on the player's row, inside the caller's transaction, so a
 * time-out or exclusion committing at the same moment (an update of that row) is either seen or waits
 * until the caller's move is committed.
 */
export async function findPause(
  db: Db,
  playerId: string,
  now: Date,
  lock: boolean,
): Promise<PlayPauseState | null> {
  const { rows } = await sql<{ selfExcludedUntil: Date | number | null; timeOutUntil: Date | null }>`
    SELECT self_excluded_until AS "selfExcludedUntil", time_out_until AS "timeOutUntil"
    FROM players WHERE id = ${playerId} ${lock ? sql`FOR SHARE` : sql``}`.execute(db);
  const row = rows[0];
  return row ? playPauseOf(row, now) : null;
}

/**
 * `findPause` of many players in one statement: the paused ones, by id. With `lock`, their rows are read
 * `FOR SHARE` in id order (two batches never wait on each other in a cycle).
 */
export async function findPauses(
  db: Db,
  playerIds: string[],
  now: Date,
  lock: boolean,
): Promise<Map<string, PlayPauseState>> {
  const { rows } = await sql<{
    id: string;
    selfExcludedUntil: Date | number | null;
    timeOutUntil: Date | null;
  }>`
    SELECT id, self_excluded_until AS "selfExcludedUntil", time_out_until AS "timeOutUntil"
    FROM players WHERE id = ANY(${playerIds}::uuid[]) ORDER BY id ${lock ? sql`FOR SHARE` : sql``}`.execute(
    db,
  );
  const pauses = new Map<string, PlayPauseState>();
  for (const row of rows) {
    const pause = playPauseOf(row, now);
    if (pause) pauses.set(row.id, pause);
  }
  return pauses;
}

/** A time-out ends at `until`, or later if one already does: it can be extended, never shortened. */
export async function extendTimeOut(tx: Db, playerId: string, until: Date): Promise<void> {
  await sql`
    UPDATE players SET time_out_until = greatest(time_out_until, ${until}::timestamptz)
    WHERE id = ${playerId}`.execute(tx);
}

export async function insertTimeOut(
  tx: Db,
  record: { playerId: string; period: TimeOutPeriod; startsAt: Date; until: Date; ip: string },
): Promise<void> {
  await sql`
    INSERT INTO rg_time_outs (player_id, period, starts_at, requested_until, ip)
    VALUES (${record.playerId}, ${record.period}, ${record.startsAt}, ${record.until}, ${record.ip})`.execute(
    tx,
  );
}
