import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/**
 * A player's net loss through the seamless wallet since `since` (issue 19's loss limits and reality
 * checks): stakes less wins, each as long as it was not rolled back. Negative when the player is ahead.
 */
export async function lostSince(db: Db, playerId: string, since: Date): Promise<number> {
  const { rows } = await sql<{ lost: string }>`
    SELECT coalesce(sum(CASE WHEN kind = 'bet' THEN amount_minor ELSE -amount_minor END), 0) AS lost
    FROM wallet_api_transactions
    WHERE player_id = ${playerId} AND kind IN ('bet', 'win') AND created_at >= ${since}
      AND rolled_back_at IS NULL
      -- A refused stake is logged too (its answer is replayed), but moved no money.
      AND (kind = 'win' OR transfer_id IS NOT NULL)`.execute(db);
  return Number(rows[0]?.lost ?? 0);
}
