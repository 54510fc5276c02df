import { randomUUID } from 'node:crypto';
import type { AdminGame, AdminGameCategory, CallData, getGamePromotion, getLobby } from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames } from '../../src/modules/games/index.ts';
import { walletApi } from '../games/wallet-api.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { auditCount, auditRows, bearer, type StaffFixture, signedInStaff } from './support.ts';

const SECRET = 'test-wallet-secret-0123456789';
let t: TestApp;
let content: StaffFixture;
beforeAll(async () => {
  t = await createTestApp({ WALLET_API_SECRET: SECRET });
  await seedGames(t.ctx);
  content = await signedInStaff(t, ['content']);
});
afterAll(() => t.close());

const { call, playerInGame, bet } = walletApi(() => t, SECRET);

type Lobby = CallData<typeof getLobby>;

async function lobby(): Promise<Lobby> {
  return body<Lobby>(await t.app.inject({ url: '/api/game-service/v2/lobby?lang=en' })).data;
}

function updateGame(gameId: number, payload: Record<string, unknown>, staff = content) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/games/${gameId}`,
    headers: bearer(staff.token),
    payload: { reason: 'lobby change ticket 42', ...payload },
  });
}

function updateCategory(categoryId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/game-categories/${categoryId}`,
    headers: bearer(content.token),
    payload: { reason: 'lobby change ticket 43', ...payload },
  });
}

describe('games management', () => {
  it('lists the whole catalogue with labels by name and the categories with their games in order', async () => {
    const response = await t.app.inject({ url: '/api/admin/games', headers: bearer(content.token) });
    const data = body<{ games: AdminGame[]; categories: AdminGameCategory[] }>(response).data;
    expect(data.games.map((g) => g.id)).toEqual(expect.arrayContaining([101, 102, 103, 104, 105, 106]));
    const dice = data.games.find((g) => g.id === 102);
    expect(dice).toMatchObject({ provider: expect.any(String), providerGameCode: 'dice', enabled: true });
    expect(data.categories.find((c) => c.id === 1)?.gameIds).toEqual([101, 102, 106, 103]);
  });

  it('a disabled game leaves the lobby, cannot be launched, and no stake is taken on it any more', async () => {
    const inGame = await playerInGame(2000, { id: 104, code: 'plinko' });
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token: inGame.token },
      payload: { gameId: 104, mode: 'launch' },
    });
    const pendingLaunch = new URL(body<{ url: string }>(pending).data.url).searchParams.get('launch')!;
    const audits = await auditCount(t);

    const disabled = await updateGame(104, { enabled: false });
    expect(body<AdminGame>(disabled).data).toMatchObject({ id: 104, enabled: false });
    expect(await auditCount(t)).toBe(audits + 1);
    const [row] = (await auditRows(t, '104')).slice(-1);
    expect(row).toMatchObject({
      action: 'game.update',
      target_type: 'game',
      staff_id: content.id,
      before: expect.objectContaining({ enabled: true }),
      after: expect.objectContaining({ enabled: false }),
    });

    const after = await lobby();
    expect(after.games.map((g) => g.id)).not.toContain(104);
    for (const category of after.categories) expect(category.games).not.toContain(104);
    // The category's own page too.
    const originals = await t.app.inject({ url: '/api/game-service/categories/3/games?lang=en' });
    expect(body<{ list: { id: number }[] }>(originals).data.list.map((g) => g.id)).not.toContain(104);

    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token: inGame.token },
      payload: { gameId: 104, mode: 'launch' },
    });
    expect(launch.statusCode).toBe(404);
    expect(body(launch).code).toBe(4001);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      payload: { gameId: 104, mode: 'demo' },
    });
    expect(body(demo).code).toBe(4001);
    // A launch token issued before cannot open a session, and the open session takes no stake.
    const late = await call('/authenticate', { launchToken: pendingLaunch, gameCode: 'plinko' });
    expect(late.answer.status).toBe('INVALID_SESSION');
    const stake = await bet(inGame, randomUUID(), 100);
    expect(stake.answer.status).toBe('INVALID_SESSION');
    await expectLedgerHealthy(t);

    // Enabled again, it is back in its place.
    expect((await updateGame(104, { enabled: true })).statusCode).toBe(200);
    expect((await lobby()).games.map((g) => g.id)).toContain(104);
  });

  it('labels and order reach the lobby', async () => {
    const labelled = await updateGame(105, { labels: ['new', 'bonus'], sort: -1 });
    expect(body<AdminGame>(labelled).data).toMatchObject({ labels: ['new', 'bonus'], sort: -1 });
    const games = (await lobby()).games;
    expect(games[0]).toMatchObject({ id: 105, label: 1 | 4 });
  });

  it('starts, changes and ends a game’s promotion: players read it in their language, with one audit row each', async () => {
    type Promotion = CallData<typeof getGamePromotion>;
    const promotion = async (lang: string) =>
      body<Promotion>(
        await t.app.inject({ url: `/api/game-service/activities/game-promotion/info?id=102&lang=${lang}` }),
      ).data;
    expect(await promotion('en')).toBeNull();
    const audits = await auditCount(t);
    const offer = {
      title: { en: 'Dice week', fr: 'Semaine du dé', pt: '' },
      content: { en: 'Roll under 50 all week.', fr: 'Visez sous 50 toute la semaine.' },
      image: null,
      url: '/activities/promotion/102',
    };
    const started = await updateGame(102, { promotion: offer });
    expect(started.statusCode).toBe(200);
    // A translation left blank is not stored: players of that language read the English.
    expect(body<AdminGame>(started).data.promotion).toEqual({
      title: { en: 'Dice week', fr: 'Semaine du dé' },
      content: { en: 'Roll under 50 all week.', fr: 'Visez sous 50 toute la semaine.' },
      image: null,
      url: '/activities/promotion/102',
    });
    expect(await promotion('fr')).toMatchObject({
      title: 'Semaine du dé',
      content: 'Visez sous 50 toute la semaine.',
    });
    expect(await promotion('pt')).toMatchObject({ title: 'Dice week', content: 'Roll under 50 all week.' });
    const [row] = (await auditRows(t, '102')).slice(-1);
    expect(row).toMatchObject({
      action: 'game.update',
      before: expect.objectContaining({ promotion: null }),
      after: expect.objectContaining({
        promotion: expect.objectContaining({ title: { en: 'Dice week', fr: 'Semaine du dé' } }),
      }),
    });

    // A link that would lead a player off the app's paths or away from https, a picture not served by Sika
    // (the app's CSP loads no other), and a promotion without an English title are refused; nothing is written.
    for (const bad of [
      { ...offer, url: '//evil.example/x' },
      { ...offer, url: 'http://evil.example/' },
      { ...offer, url: 'javascript:alert(1)' },
      { ...offer, url: '/\t/evil.example' },
      { ...offer, image: 'data:image/png;base64,AAAA' },
      { ...offer, image: 'https://cdn.example/offer.png' },
      { ...offer, title: { en: '  ' } },
    ]) {
      const refused = await updateGame(102, { promotion: bad });
      expect([refused.statusCode, body(refused).code]).toEqual([400, 1000]);
    }
    expect(await auditCount(t)).toBe(audits + 1);

    const ended = await updateGame(102, { promotion: null });
    expect(body<AdminGame>(ended).data.promotion).toBeNull();
    expect(await promotion('en')).toBeNull();
    expect(await auditCount(t)).toBe(audits + 2);

    // The seeded promotion reads back as the back office edits it.
    const catalogue = body<{ games: AdminGame[] }>(
      await t.app.inject({ url: '/api/admin/games', headers: bearer(content.token) }),
    ).data;
    expect(catalogue.games.find((g) => g.id === 101)?.promotion?.title.fr).toBe('Tours gratuits Kente Gold');
  });

  it('a category’s games, order, names and visibility reach the lobby, with one audit row each', async () => {
    const audits = await auditCount(t);
    const reordered = await updateCategory(2, {
      gameIds: [103, 101],
      name: { en: 'Top slots', fr: 'Meilleures machines', pt: 'Melhores slots' },
      sort: -5,
    });
    expect(body<AdminGameCategory>(reordered).data).toMatchObject({ gameIds: [103, 101], sort: -5 });
    expect(await auditCount(t)).toBe(audits + 1);
    const [first] = (await lobby()).categories;
    expect(first).toMatchObject({ id: 2, name: 'Top slots', games: [103, 101] });
    const fr = body<Lobby>(await t.app.inject({ url: '/api/game-service/v2/lobby?lang=fr' })).data;
    expect(fr.categories[0]?.name).toBe('Meilleures machines');

    // A restart's seeding leaves the operator's list alone.
    await seedGames(t.ctx);
    expect((await lobby()).categories[0]?.games).toEqual([103, 101]);

    expect((await updateCategory(2, { enabled: false })).statusCode).toBe(200);
    expect((await lobby()).categories.map((c) => c.id)).not.toContain(2);
    expect((await updateCategory(2, { enabled: true })).statusCode).toBe(200);
  });

  it('refuses a list with an unknown or repeated game, an unknown game or category, with nothing written', async () => {
    const audits = await auditCount(t);
    for (const gameIds of [
      [101, 999_999],
      [101, 101],
    ]) {
      const response = await updateCategory(2, { gameIds });
      expect(response.statusCode).toBe(422);
      expect(body(response).code).toBe(5630);
    }
    const unknownGame = await updateGame(999_999, { enabled: false });
    expect([unknownGame.statusCode, body(unknownGame).code]).toEqual([404, 4001]);
    const unknownCategory = await updateCategory(999_999, { enabled: false });
    expect(unknownCategory.statusCode).toBe(404);
    const nothing = await updateGame(101, {});
    expect(nothing.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(audits);
  });

  it('is refused to a support member (games.manage)', async () => {
    const support = await signedInStaff(t, ['support']);
    const response = await updateGame(101, { enabled: false }, support);
    expect(response.statusCode).toBe(403);
    expect((await lobby()).games.map((g) => g.id)).toContain(101);
  });
});
