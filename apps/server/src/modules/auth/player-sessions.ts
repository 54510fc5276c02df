import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/** A player's sign-in sessions as the back office shows them (issue 18), newest first. */
export async function listPlayerSessions(db: Db, playerId: string, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'revoked_at', 'device_id', 'platform', 'ip'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The devices a player signed in from (by the app's device id and platform), most recent first. */
export async function listPlayerDevices(db: Db, playerId: string, limit: number) {
  return db
    .selectFrom('sessions')
    .select([
      'device_id',
      'platform',
      sql<Date>`min(created_at)`.as('first_seen_at'),
      sql<Date>`max(created_at)`.as('last_seen_at'),
      sql<number>`count(*)::int`.as('sessions'),
      sql<string | null>`(array_agg(ip ORDER BY created_at DESC))[1]`.as('last_ip'),
    ])
    .where('player_id', '=', playerId)
    .groupBy(['device_id', 'platform'])
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();
}

/** How many of a player's sessions are open now (not revoked, not expired). */
export async function countOpenSessions(db: Db, playerId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.n;
}
