import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/**
 * A player's net loss through the seamless wallet since `since` (issue 19's loss limits and reality
 * checks): stakes less wins, each as long as it was not rolled back (a refused stake is logged, but moved
 * no money). Negative when the player is ahead.
 */
export async function lostSince(db: Db, playerId: string, since: Date): Promise<number> {
  // One definition (migration 1893), which a stake's loss-limit check uses too.
  const { rows } = await sql<{ lost: string }>`
    SELECT wallet_api_lost_since(${playerId}, ${since}) AS lost`.execute(db);
  return Number(rows[0]?.lost ?? 0);
}
