import type { Db } from '../../db/pool.ts';

/** The catalogue names of these games (reports name the games they count); unknown ids are left out. */
export async function gameNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('games').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
