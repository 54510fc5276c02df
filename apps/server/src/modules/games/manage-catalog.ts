import {
  type AdminGame,
  type AdminGameCategory,
  type AdminGamePromotion,
  labelBits,
  labelsOf,
} from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { promotionForStaff, type StoredGamePromotion, storedPromotion } from './game-promotion.ts';

/**
 * The operator's side of the catalogue (issue 18): the whole of it, enabled or not, and the changes the back
 * office makes. The lobby reads these tables on every call (catalog-repository.ts), so there is no cache to
 * clear: a change shows at the players' next lobby load.
 */

type Names = { en: string; fr: string; pt: string };

function namesOf(name: unknown): Names {
  const n = (name ?? {}) as Partial<Names>;
  const en = n.en ?? '';
  return { en, fr: n.fr ?? en, pt: n.pt ?? en };
}

async function categoryIdsByGame(db: Db | Tx, gameIds?: number[]): Promise<Map<number, number[]>> {
  let query = db.selectFrom('game_category_games').select(['game_id', 'category_id']).orderBy('category_id');
  if (gameIds) query = query.where('game_id', 'in', gameIds.length ? gameIds : [-1]);
  const byGame = new Map<number, number[]>();
  for (const row of await query.execute()) {
    byGame.set(row.game_id, [...(byGame.get(row.game_id) ?? []), row.category_id]);
  }
  return byGame;
}

type GameRow = {
  id: number;
  name: string;
  provider: string;
  provider_game_code: string;
  cover: string;
  enabled: boolean;
  label: number;
  sort: number;
  promotion: unknown;
};

function toAdminGame(row: GameRow, categories: Map<number, number[]>): AdminGame {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    providerGameCode: row.provider_game_code,
    cover: row.cover,
    enabled: row.enabled,
    labels: labelsOf(row.label),
    sort: row.sort,
    categoryIds: categories.get(row.id) ?? [],
    promotion: promotionForStaff(row.promotion as StoredGamePromotion | null),
  };
}

const adminGameColumns = [
  'id',
  'name',
  'provider',
  'provider_game_code',
  'cover',
  'enabled',
  'label',
  'sort',
  'promotion',
] as const;

async function categoryGames(db: Db | Tx, categoryId?: number): Promise<Map<number, number[]>> {
  let query = db
    .selectFrom('game_category_games')
    .select(['category_id', 'game_id'])
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('game_id');
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const byCategory = new Map<number, number[]>();
  for (const row of await query.execute()) {
    byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row.game_id]);
  }
  return byCategory;
}

type CategoryRow = { id: number; name: unknown; enabled: boolean; sort: number };

function toAdminCategory(row: CategoryRow, games: Map<number, number[]>): AdminGameCategory {
  return {
    id: row.id,
    name: namesOf(row.name),
    enabled: row.enabled,
    sort: row.sort,
    gameIds: games.get(row.id) ?? [],
  };
}

/** Every game and category, enabled or not, in the lobby's order. */
export async function listCatalogForStaff(
  db: Db,
): Promise<{ games: AdminGame[]; categories: AdminGameCategory[] }> {
  const [games, byGame, categories, byCategory] = await Promise.all([
    db.selectFrom('games').select(adminGameColumns).orderBy('sort').orderBy('id').execute(),
    categoryIdsByGame(db),
    db
      .selectFrom('game_categories')
      .select(['id', 'name', 'enabled', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    categoryGames(db),
  ]);
  return {
    games: games.map((g) => toAdminGame(g, byGame)),
    categories: categories.map((c) => toAdminCategory(c, byCategory)),
  };
}

/**
 * Changes one game under its row lock, in the caller's transaction (the audit row's): whether the lobby shows
 * it, its labels, its place, the promotion it runs (players read it at their next look). Disabling ends the
 * game's open game sessions, so the provider's next stake on it is refused (INVALID_SESSION); wins and
 * rollbacks of rounds already in play still settle. Errors: GAME_NOT_FOUND.
 */
export async function updateGame(
  tx: Tx,
  input: {
    gameId: number;
    enabled?: boolean | undefined;
    labels?: AdminGame['labels'] | undefined;
    sort?: number | undefined;
    /** null ends the game's promotion. */
    promotion?: AdminGamePromotion | null | undefined;
  },
  now: Date,
): Promise<{ before: AdminGame; after: AdminGame }> {
  const row = await tx
    .selectFrom('games')
    .select(adminGameColumns)
    .where('id', '=', input.gameId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('GAME_NOT_FOUND');
  const categories = await categoryIdsByGame(tx, [row.id]);
  const updated = await tx
    .updateTable('games')
    .set({
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.labels === undefined ? {} : { label: labelBits(input.labels) }),
      ...(input.promotion === undefined
        ? {}
        : { promotion: input.promotion && JSON.stringify(storedPromotion(input.promotion)) }),
      sort: input.sort ?? row.sort,
    })
    .where('id', '=', row.id)
    .returning(adminGameColumns)
    .executeTakeFirstOrThrow();
  if (row.enabled && !updated.enabled) {
    await tx
      .updateTable('game_sessions')
      .set({ ended_at: now, end_reason: 'game disabled' })
      .where('game_id', '=', row.id)
      .where('ended_at', 'is', null)
      .execute();
  }
  return { before: toAdminGame(row, categories), after: toAdminGame(updated, categories) };
}

/**
 * Changes one category under its row lock, in the caller's transaction. A game list replaces the old one
 * and its order becomes the lobby's. Errors: NOT_FOUND, CATEGORY_GAMES_INVALID.
 */
export async function updateGameCategory(
  tx: Tx,
  input: {
    categoryId: number;
    name?: Names | undefined;
    enabled?: boolean | undefined;
    sort?: number | undefined;
    gameIds?: number[] | undefined;
  },
): Promise<{ before: AdminGameCategory; after: AdminGameCategory }> {
  const row = await tx
    .selectFrom('game_categories')
    .select(['id', 'name', 'enabled', 'sort'])
    .where('id', '=', input.categoryId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const before = toAdminCategory(row, await categoryGames(tx, row.id));
  if (input.gameIds) {
    const ids = input.gameIds;
    const known = ids.length
      ? await tx.selectFrom('games').select('id').where('id', 'in', ids).execute()
      : [];
    if (new Set(ids).size !== ids.length || known.length !== ids.length) {
      throw new AppError('CATEGORY_GAMES_INVALID');
    }
    await tx.deleteFrom('game_category_games').where('category_id', '=', row.id).execute();
    if (ids.length) {
      await tx
        .insertInto('game_category_games')
        .values(ids.map((gameId, i) => ({ category_id: row.id, game_id: gameId, sort: (i + 1) * 10 })))
        .execute();
    }
  }
  const updated = await tx
    .updateTable('game_categories')
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      sort: input.sort ?? row.sort,
    })
    .where('id', '=', row.id)
    .returning(['id', 'name', 'enabled', 'sort'])
    .executeTakeFirstOrThrow();
  return { before, after: toAdminCategory(updated, await categoryGames(tx, row.id)) };
}
