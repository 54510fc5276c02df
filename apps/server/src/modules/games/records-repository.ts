import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

export interface RecordsFilter {
  playerId: string;
  kind: 'bet' | 'win';
  gameId?: number | undefined;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/** A player's rounds: bets are every round with a stake, wins the ones that paid. Never another player's. */
export async function listPlayerRounds(db: Db, filter: RecordsFilter) {
  let base = db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .where('r.player_id', '=', filter.playerId)
    .where(filter.kind === 'bet' ? 'r.bet_minor' : 'r.win_minor', '>', 0);
  if (filter.gameId !== undefined) base = base.where('r.game_id', '=', filter.gameId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.round_id',
        'r.game_id',
        'g.name',
        'r.bet_minor',
        'r.win_minor',
        'r.refunded_minor',
        'r.status',
        'r.created_at',
      ])
      .orderBy('r.created_at', filter.order)
      .orderBy('r.round_id', filter.order)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function listLatestWins(db: Db, page: number, size: number) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .select(['p.mobile', 'r.game_id', 'g.name', 'r.win_minor', 'r.created_at'])
    .where('r.win_minor', '>', 0)
    .orderBy('r.created_at', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

/** 0244123456 → 024****456: enough to feel real, not enough to identify anyone. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return '****';
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}
