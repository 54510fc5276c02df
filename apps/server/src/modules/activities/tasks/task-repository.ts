import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';

export type TaskActivity = 'tasks' | 'diamond-tasks';

export interface TaskRow {
  id: number;
  activity: TaskActivity;
  type: 1 | 2;
  level: number;
  period: 'daily' | 'once';
  unit: 'minor' | 'count';
  target: number;
  bonus: number;
  original_bonus: number;
  asset: RewardAsset;
  title: Record<string, string>;
}

export async function listTasks(db: Db, activity: TaskActivity): Promise<TaskRow[]> {
  const { rows } = await sql<TaskRow>`
    SELECT id, activity, type, level, period, unit, target, bonus, original_bonus, asset, title
    FROM reward_tasks WHERE activity = ${activity} AND enabled
    ORDER BY type, period, level`.execute(db);
  return rows;
}

export interface Progress {
  amountMinor: number;
  count: number;
}

/** Progress per `${type}:${periodKey}`. */
export async function readProgress(
  db: Db,
  playerId: string,
  activity: TaskActivity,
  periodKeys: string[],
): Promise<Map<string, Progress>> {
  const { rows } = await sql<{ type: number; period_key: string; amount_minor: number; count: number }>`
    SELECT type, period_key, amount_minor, count FROM task_progress
    WHERE player_id = ${playerId} AND activity = ${activity} AND period_key = ANY (${periodKeys}::text[])`.execute(
    db,
  );
  return new Map(
    rows.map((r) => [`${r.type}:${r.period_key}`, { amountMinor: r.amount_minor, count: r.count }]),
  );
}

/** Adds to a chain's progress (a rollback subtracts), never below zero. */
export async function addProgress(
  db: Db,
  row: {
    playerId: string;
    activity: TaskActivity;
    type: number;
    periodKey: string;
    amountMinor: number;
    count: number;
  },
) {
  await sql`
    INSERT INTO task_progress AS p (player_id, activity, type, period_key, amount_minor, count)
    VALUES (${row.playerId}, ${row.activity}, ${row.type}, ${row.periodKey},
            greatest(${row.amountMinor}::bigint, 0), greatest(${row.count}::int, 0))
    ON CONFLICT (player_id, activity, type, period_key) DO UPDATE
    SET amount_minor = greatest(p.amount_minor + ${row.amountMinor}::bigint, 0),
        count = greatest(p.count + ${row.count}::int, 0)`.execute(db);
}

/** Collected `${taskId}:${periodKey}`. */
export async function readCollections(db: Db, playerId: string, periodKeys: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ task_id: number; period_key: string }>`
    SELECT task_id, period_key FROM task_collections
    WHERE player_id = ${playerId} AND period_key = ANY (${periodKeys}::text[])`.execute(db);
  return new Set(rows.map((r) => `${r.task_id}:${r.period_key}`));
}

export async function insertCollection(
  db: Db,
  row: { playerId: string; taskId: number; periodKey: string; grantId: number; now: Date },
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO task_collections (player_id, task_id, period_key, grant_id, created_at)
    VALUES (${row.playerId}, ${row.taskId}, ${row.periodKey}, ${row.grantId}, ${row.now})
    ON CONFLICT DO NOTHING RETURNING task_id`.execute(db);
  return rows.length > 0;
}

export async function listCollections(
  db: Db,
  playerId: string,
  activity: TaskActivity,
  page: { page: number; size: number },
) {
  const { rows } = await sql<{
    grant_id: number;
    task_id: number;
    type: 1 | 2;
    title: Record<string, string>;
    bonus: number;
    created_at: Date;
  }>`
    SELECT c.grant_id, c.task_id, t.type, t.title, t.bonus, c.created_at
    FROM task_collections c JOIN reward_tasks t ON t.id = c.task_id
    WHERE c.player_id = ${playerId} AND t.activity = ${activity}
    ORDER BY c.created_at DESC, c.grant_id DESC
    LIMIT ${page.size + 1} OFFSET ${(page.page - 1) * page.size}`.execute(db);
  return { rows: rows.slice(0, page.size), hasMore: rows.length > page.size };
}
