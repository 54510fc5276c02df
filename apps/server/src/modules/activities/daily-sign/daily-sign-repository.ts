import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';

export interface SignDay {
  day: number;
  asset: RewardAsset;
  amount: number;
}

export async function listSignDays(db: Db): Promise<SignDay[]> {
  const { rows } = await sql<SignDay>`SELECT day, asset, amount FROM daily_sign_days ORDER BY day`.execute(
    db,
  );
  return rows;
}

/** The player's latest sign-in on or before `today`. */
export async function findLastSignIn(
  db: Db,
  playerId: string,
  today: string,
): Promise<{ localDate: string; day: number } | null> {
  const { rows } = await sql<{ local_date: string; day: number }>`
    SELECT to_char(local_date, 'YYYY-MM-DD') AS local_date, day FROM daily_sign_ins
    WHERE player_id = ${playerId} AND local_date <= ${today}::date
    ORDER BY local_date DESC LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? { localDate: row.local_date, day: row.day } : null;
}

export async function insertSignIn(
  db: Db,
  row: { playerId: string; localDate: string; day: number; grantId: number },
) {
  await sql`
    INSERT INTO daily_sign_ins (player_id, local_date, day, grant_id)
    VALUES (${row.playerId}, ${row.localDate}::date, ${row.day}, ${row.grantId})`.execute(db);
}

/** Whether the player signed in on that local day. */
export async function hasSignedIn(db: Db, playerId: string, localDate: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM daily_sign_ins WHERE player_id = ${playerId} AND local_date = ${localDate}::date`.execute(
    db,
  );
  return rows.length > 0;
}
