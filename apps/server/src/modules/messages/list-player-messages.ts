import type { Db } from '../../db/pool.ts';

/** The personal messages sent to a player, newest first, for the back office's profile (issue 18). */
export function listMessagesToPlayer(db: Db, playerId: string, limit: number) {
  return db
    .selectFrom('member_messages')
    .select(['id', 'title', 'created_at', 'read_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
