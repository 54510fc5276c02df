import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';

export interface ActivityRow {
  activity: string;
  enabled: boolean;
  settings: Record<string, unknown>;
}

/** An activity's on/off and settings; null when it is not configured at all. */
export async function findActivity(db: Db, activity: string): Promise<ActivityRow | null> {
  const { rows } = await sql<ActivityRow>`
    SELECT activity, enabled, settings FROM reward_activities WHERE activity = ${activity}`.execute(db);
  return rows[0] ?? null;
}

/** The activity's settings when it is on. Errors: ACTIVITY_INVALID (not configured or switched off). */
export async function requireActivity(db: Db, activity: string): Promise<ActivityRow> {
  const row = await findActivity(db, activity);
  if (!row?.enabled) throw new AppError('ACTIVITY_INVALID', { internal: `${activity} is off` });
  return row;
}

/**
 * Configures an activity of another module (VIP benefits, cash back) when it is missing: its on/off,
 * settings and daily budgets per asset. Idempotent; never overwrites what an operator changed.
 */
export async function ensureActivity(
  db: Db,
  activity: string,
  settings: Record<string, unknown>,
  budgets: { asset: string; dailyLimit: number; shards?: number }[],
): Promise<void> {
  await sql`INSERT INTO reward_activities (activity, enabled, settings)
            VALUES (${activity}, true, ${JSON.stringify(settings)}::jsonb) ON CONFLICT DO NOTHING`.execute(
    db,
  );
  for (const budget of budgets) {
    await sql`INSERT INTO reward_budgets (activity, asset, daily_limit, shards)
              VALUES (${activity}, ${budget.asset}, ${budget.dailyLimit}, ${budget.shards ?? 1})
              ON CONFLICT DO NOTHING`.execute(db);
  }
}
