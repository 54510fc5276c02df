import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/** How many players registered per local day (`YYYY-MM-DD` of `timeZone`) in [fromAt, toAt). */
export async function newPlayersPerDay(
  db: Db,
  window: { fromAt: Date; toAt: Date; timeZone: string },
): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; n: number }>`
    SELECT to_char(created_at AT TIME ZONE ${window.timeZone}, 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM players WHERE created_at >= ${window.fromAt} AND created_at < ${window.toAt}
    GROUP BY 1`.execute(db);
  return new Map(rows.map((r) => [r.day, r.n]));
}
