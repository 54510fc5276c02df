import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/** The lobby categories a game is listed in (for rules that weigh games by category, like bonus wagering). */
export async function gameCategoryIds(db: Db, gameId: number): Promise<number[]> {
  const { rows } = await sql<{ category_id: number }>`
    SELECT category_id FROM game_category_games WHERE game_id = ${gameId} ORDER BY category_id`.execute(db);
  return rows.map((r) => r.category_id);
}
