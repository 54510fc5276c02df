import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';

export async function listRatingScores(
  db: Db,
): Promise<{ score: number; asset: RewardAsset; amount: number }[]> {
  const { rows } = await sql<{ score: number; asset: RewardAsset; amount: number }>`
    SELECT score, asset, amount FROM rating_scores ORDER BY score`.execute(db);
  return rows;
}

/** Whether this player, or anyone on this device, has rated already. */
export async function hasRated(db: Db, playerId: string, deviceId: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM rating_claims WHERE player_id = ${playerId} OR device_id = ${deviceId} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** false when the player or the device rated first (both are UNIQUE). */
export async function insertRatingClaim(
  db: Db,
  row: {
    playerId: string;
    deviceId: string;
    score: number;
    utmSource: string | null;
    grantId: number;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO rating_claims (player_id, device_id, score, utm_source, grant_id, created_at)
    VALUES (${row.playerId}, ${row.deviceId}, ${row.score}, ${row.utmSource}, ${row.grantId}, ${row.now})
    ON CONFLICT DO NOTHING RETURNING player_id`.execute(db);
  return rows.length > 0;
}
