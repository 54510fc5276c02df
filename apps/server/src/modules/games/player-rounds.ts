import type { Db } from '../../db/pool.ts';

/** A player's latest game rounds with the game's name, newest first (the back office's player profile). */
export function listPlayerRounds(db: Db, playerId: string, limit: number) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select([
      'r.provider',
      'r.round_id',
      'g.name as game',
      'r.bet_minor',
      'r.win_minor',
      'r.refunded_minor',
      'r.status',
      'r.created_at',
    ])
    .where('r.player_id', '=', playerId)
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}
