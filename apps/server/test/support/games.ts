import type { TestApp } from './app.ts';

/**
 * Game 25 is one the store build hides (STORE_HIDDEN_GAME_IDS): added to a category, so that a test sees
 * what the lobby and home's first screen do with it. Returns its removal, for tests that share a database.
 */
export async function addStoreHiddenGame(t: TestApp, categoryId: number): Promise<() => Promise<void>> {
  await t.ctx.db
    .insertInto('games')
    .values({
      id: 25,
      provider: 'sika-games',
      provider_game_code: 'dice-store',
      name: 'Hidden',
      cover: '/x.svg',
      large_cover: null,
      rtp_percent: '99',
      max_win_multiplier: '10',
      min_bet_minor: 10,
      max_bet_minor: 100,
    })
    .execute();
  await t.ctx.db
    .insertInto('game_category_games')
    .values({ category_id: categoryId, game_id: 25, sort: 99 })
    .execute();
  return async () => {
    await t.ctx.db.deleteFrom('game_category_games').where('game_id', '=', 25).execute();
    await t.ctx.db.deleteFrom('games').where('id', '=', 25).execute();
  };
}
