import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARDED } from '../../../games/src/engines/slot-paytable.ts';
import { KENTE_GOLD_PROMOTION, seedGames } from '../../src/modules/games/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { addStoreHiddenGame } from '../support/games.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GAMES_PUBLIC_URL: 'http://games.test:8091' });
  await seedGames(t.ctx);
  await seedGames(t.ctx); // idempotent
});
afterAll(() => t.close());

async function setPromotion(gameId: number, promotion: object | null): Promise<void> {
  await t.ctx.db
    .updateTable('games')
    .set({ promotion: promotion && JSON.stringify(promotion) })
    .where('id', '=', gameId)
    .execute();
}

async function storedPromotion(gameId: number): Promise<unknown> {
  const row = await t.ctx.db
    .selectFrom('games')
    .select('promotion')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.promotion;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/game-service${url}`, headers: token ? { token } : {} });

describe('lobby', () => {
  it('lists categories with their games, labels and covers', async () => {
    const response = await get('/v2/lobby?lang=fr');
    const { data } = body<{
      categories: { id: number; name: string; games: number[] }[];
      games: { id: number; label: number; cover: string; largeCover: string | null }[];
    }>(response);
    expect(data.categories.map((c) => c.name)).toEqual(['Populaires', 'Machines à sous', 'Originaux']);
    expect(data.categories[0]?.games).toEqual([101, 102, 106, 103]);
    expect(data.games).toHaveLength(6);
    const slot = data.games.find((g) => g.id === 101)!;
    expect(slot.label & 2).toBe(2);
    expect(slot.label & 4).toBe(4);
    expect(slot.largeCover).toBe('/content/games/kente-gold-large.svg');
    const cover = await t.app.inject({ method: 'GET', url: slot.cover });
    expect(cover.statusCode).toBe(200);
  });

  it('hides the store build’s games with store=1', async () => {
    await addStoreHiddenGame(t, 3);
    const all = body<{ games: { id: number }[]; categories: { games: number[] }[] }>(
      await get('/v2/lobby'),
    ).data;
    const store = body<{ games: { id: number }[]; categories: { games: number[] }[] }>(
      await get('/v2/lobby?store=1'),
    ).data;
    expect(all.games.map((g) => g.id)).toContain(25);
    expect(store.games.map((g) => g.id)).not.toContain(25);
    expect(store.categories.flatMap((c) => c.games)).not.toContain(25);
  });

  it('pages a category’s games by 20 and answers 404 for an unknown category', async () => {
    const page = body<{ list: unknown[]; total: number; page: number; size: number }>(
      await get('/categories/3/games?size=2&page=2'),
    ).data;
    expect(page).toMatchObject({ total: 6, page: 2, size: 2 });
    expect(page.list).toHaveLength(2);
    const missing = await get('/categories/999/games');
    expect(missing.statusCode).toBe(404);
    expect((await get('/categories/abc/games')).statusCode).toBe(400);
  });

  it('keeps My Games per player, behind login', async () => {
    expect((await get('/my-games')).statusCode).toBe(401);
    const { token } = await registerPlayer(t);
    const add = (gameId: number, mine: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/game-service/my-games',
        headers: { token },
        payload: { gameId: String(gameId), mine },
      });
    expect(body(await add(104, '1')).code).toBe(0);
    expect(body(await add(102, '1')).code).toBe(0);
    expect(body(await add(104, '1')).code).toBe(0);
    expect(
      body<{ games: { id: number }[] }>(await get('/my-games', token)).data.games.map((g) => g.id),
    ).toEqual([102, 104]);
    await add(102, '0');
    expect(
      body<{ games: { id: number }[] }>(await get('/my-games', token)).data.games.map((g) => g.id),
    ).toEqual([104]);
    expect(body(await add(9999, '1')).code).toBe(4001);
  });

  it('answers a game’s promotion in the asked language, English where none is written, or null', async () => {
    type Promotion = {
      gameId: number;
      title: string;
      content: string;
      image: string | null;
      url: string | null;
    };
    const promotion = async (query: string) =>
      body<Promotion | null>(await get(`/activities/game-promotion/info?${query}`)).data;
    for (const lang of ['en', 'fr', 'pt'] as const) {
      expect(await promotion(`id=101&lang=${lang}`)).toEqual({
        gameId: 101,
        title: KENTE_GOLD_PROMOTION.title[lang],
        content: KENTE_GOLD_PROMOTION.content[lang],
        image: null,
        url: null,
      });
    }
    expect((await promotion('id=101'))?.title).toBe(KENTE_GOLD_PROMOTION.title.en);
    expect(await promotion('id=102')).toBeNull();
    expect((await get('/activities/game-promotion/info?id=abc')).statusCode).toBe(400);
    expect((await get('/activities/game-promotion/info?id=101&lang=de')).statusCode).toBe(400);

    // An operator's text in English only is shown in English; a game out of the lobby runs no promotion.
    await setPromotion(102, { title: 'Dice week', content: { en: 'Roll under 50.' } });
    expect(await promotion('id=102&lang=fr')).toMatchObject({
      title: 'Dice week',
      content: 'Roll under 50.',
    });
    await t.ctx.db.updateTable('games').set({ enabled: false }).where('id', '=', 102).execute();
    expect(await promotion('id=102&lang=fr')).toBeNull();
    await t.ctx.db
      .updateTable('games')
      .set({ enabled: true, promotion: null })
      .where('id', '=', 102)
      .execute();
  });

  it('says in its seeded promotion what Kente Gold’s paytable pays, and corrects the terms seeded before', async () => {
    // Three, four and five scatters: the spins awarded appear in every language's terms.
    for (const text of Object.values(KENTE_GOLD_PROMOTION.content)) {
      for (const spins of Object.values(FREE_SPINS_AWARDED)) expect(text).toContain(String(spins));
    }
    expect(Object.keys(FREE_SPINS_AWARDED)).toEqual(['3', '4', '5']);
    expect(FREE_SPIN_MULTIPLIER).toBe(3); // the terms say "tripled"
    const wrongBefore = {
      title: 'Kente Gold free spins',
      content: 'Three or more scatters award 10 free spins with every win doubled.',
    };
    await setPromotion(101, wrongBefore);
    await seedGames(t.ctx);
    expect(await storedPromotion(101)).toEqual(KENTE_GOLD_PROMOTION);
    // An operator's own terms are left alone.
    const operators = { title: { en: 'Gold rush' }, content: { en: 'All week.' } };
    await setPromotion(101, operators);
    await seedGames(t.ctx);
    expect(await storedPromotion(101)).toEqual(operators);
    await setPromotion(101, KENTE_GOLD_PROMOTION);
  });
});

describe('launch', () => {
  it('gives a visitor a demo URL without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      payload: { gameId: 102, mode: 'demo', lang: 'pt' },
    });
    const { data } = body<{ url: string; gamesOrigin: string }>(response);
    const url = new URL(data.url);
    expect(url.origin).toBe('http://games.test:8091');
    expect(url.pathname).toBe('/play/dice');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('lang')).toBe('pt');
    expect(url.searchParams.has('launch')).toBe(false);
    expect(data.gamesOrigin).toBe('http://games.test:8091');
  });

  it('needs a player for real play and issues a fresh one-time token each time', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      payload: { gameId: 101, mode: 'launch' },
    });
    expect(visitor.statusCode).toBe(401);
    const { token } = await registerPlayer(t);
    const launch = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/game-service/launch',
        headers: { token },
        payload: { gameId: 101, mode: 'launch' },
      });
    const first = new URL(body<{ url: string }>(await launch()).data.url);
    const second = new URL(body<{ url: string }>(await launch()).data.url);
    expect(first.searchParams.get('mode')).toBe('real');
    expect(first.searchParams.get('launch')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.searchParams.get('launch')).not.toBe(second.searchParams.get('launch'));
  });

  it('answers 404 for an unknown game', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      payload: { gameId: 4242, mode: 'demo' },
    });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe(4001);
  });
});
