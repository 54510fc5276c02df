import type { Game, GameCategory } from '@sika/contract';
import { STORE_HIDDEN_GAME_IDS } from '@sika/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/** How recently a game session must have been seen to count as a player online. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export type Lang = 'en' | 'fr' | 'pt';

type GameRow = {
  id: number;
  name: string;
  cover: string;
  large_cover: string | null;
  supplier_id: number;
  has_demo: boolean;
  label: number;
  rtp_percent: string;
  max_win_multiplier: string;
};

const gameColumns = [
  'games.id',
  'games.name',
  'games.cover',
  'games.large_cover',
  'games.supplier_id',
  'games.has_demo',
  'games.label',
  'games.rtp_percent',
  'games.max_win_multiplier',
] as const;

export function toGame(row: GameRow, online: Map<number, number>): Game {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    largeCover: row.large_cover,
    supplierId: row.supplier_id,
    hasDemo: row.has_demo,
    label: row.label,
    onlineUsers: online.get(row.id) ?? 0,
    rtpPercent: Number(row.rtp_percent),
    maxWinMultiplier: Number(row.max_win_multiplier),
  };
}

function hiddenIds(store: boolean): number[] {
  // The store build hides some games (spec core §6); -1 keeps the SQL list non-empty.
  return store ? [...STORE_HIDDEN_GAME_IDS] : [-1];
}

export async function listEnabledGames(db: Db, store: boolean) {
  return db
    .selectFrom('games')
    .select(gameColumns)
    .where('enabled', '=', true)
    .where('id', 'not in', hiddenIds(store))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findEnabledGame(db: Db, id: number) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function listCategories(db: Db, lang: Lang, store: boolean): Promise<GameCategory[]> {
  const rows = await db
    .selectFrom('game_categories as c')
    .leftJoin('game_category_games as cg', 'cg.category_id', 'c.id')
    .leftJoin('games as g', (join) =>
      join.onRef('g.id', '=', 'cg.game_id').on('g.enabled', '=', true).on('g.id', 'not in', hiddenIds(store)),
    )
    .select(['c.id', 'c.name', 'c.cover', 'c.sort', 'g.id as gameId', 'cg.sort as gameSort'])
    .where('c.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('cg.sort')
    .orderBy('g.id')
    .execute();
  const categories = new Map<number, GameCategory>();
  for (const row of rows) {
    let category = categories.get(row.id);
    if (!category) {
      category = { id: row.id, name: row.name[lang] ?? row.name.en ?? '', cover: row.cover, games: [] };
      categories.set(row.id, category);
    }
    if (row.gameId !== null) category.games.push(row.gameId);
  }
  return [...categories.values()];
}

export async function onlineByGame(db: Db, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('game_sessions')
    .select(['game_id', sql<number>`count(DISTINCT player_id)::int`.as('players')])
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', new Date(now.getTime() - ONLINE_WINDOW_MS))
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, r.players]));
}

export async function listCategoryGames(
  db: Db,
  categoryId: number,
  store: boolean,
  page: number,
  size: number,
) {
  const base = db
    .selectFrom('game_category_games as cg')
    .innerJoin('games', 'games.id', 'cg.game_id')
    .where('cg.category_id', '=', categoryId)
    .where('games.enabled', '=', true)
    .where('games.id', 'not in', hiddenIds(store));
  const [rows, count] = await Promise.all([
    base
      .select(gameColumns)
      .orderBy('cg.sort')
      .orderBy('games.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function findCategory(db: Db, id: number) {
  return db
    .selectFrom('game_categories')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function listFavouriteGames(db: Db, playerId: string) {
  return db
    .selectFrom('player_favourite_games as f')
    .innerJoin('games', 'games.id', 'f.game_id')
    .select(gameColumns)
    .where('f.player_id', '=', playerId)
    .where('games.enabled', '=', true)
    .orderBy('f.created_at', 'desc')
    .execute();
}

export async function setFavourite(db: Db, playerId: string, gameId: number, mine: boolean) {
  if (mine) {
    await db
      .insertInto('player_favourite_games')
      .values({ player_id: playerId, game_id: gameId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('player_favourite_games')
      .where('player_id', '=', playerId)
      .where('game_id', '=', gameId)
      .execute();
  }
}

export async function listRecentGames(db: Db, playerId: string) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('games', 'games.id', 'r.game_id')
    .select([...gameColumns, sql<Date>`max(r.created_at)`.as('last_played_at')])
    .where('r.player_id', '=', playerId)
    .where('games.enabled', '=', true)
    .groupBy('games.id')
    .orderBy('last_played_at', 'desc')
    .limit(20)
    .execute();
}
