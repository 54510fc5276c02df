import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent, textJson } from '../../src/modules/content/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.ctx);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/system-service${url}`, headers });

type Advert = {
  id: number;
  position: string;
  typeId: number;
  image: string;
  url: string;
  content: string;
  sort: number;
};

describe('adverts', () => {
  it('serves the live adverts of one position sorted by sort, with ₵ offers', async () => {
    const response = await get('/adverts?position=500101');
    expect(response.statusCode).toBe(200);
    const list = body<Advert[]>(response).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((a) => a.position === '500101')).toBe(true);
    expect(list.map((a) => a.sort)).toEqual([...list.map((a) => a.sort)].sort((a, b) => a - b));
    expect(list[0]?.content).toContain('₵');
    expect(list.every((a) => a.image.startsWith('/content/'))).toBe(true);
  });

  it('serves several positions in one call, grouped by position', async () => {
    const list = body<Advert[]>(await get('/adverts?position=900103,800102,500101')).data;
    const positions = list.map((a) => a.position);
    expect(new Set(positions)).toEqual(new Set(['500101', '800102', '900103']));
    expect(positions).toEqual([...positions].sort());
  });

  it('seeds every position of activities §7, the popup default 800103 with a first-deposit offer', async () => {
    const codes = ['500101', '800102', '800103', '800104', '900103', '900104', '700101', '700201'];
    const list = body<Advert[]>(await get(`/adverts?position=${codes.join(',')}`)).data;
    expect(new Set(list.map((a) => a.position))).toEqual(new Set(codes));
    const offer = list.find((a) => a.position === '800103' && a.typeId === 3);
    expect(offer?.url).toMatch(/pay-order\?payChannel=MTN_MM&payItem1=\d+\|\d+\|\d+\|/);
  });

  it('serves the image and text of the player’s language', async () => {
    const [fr] = body<Advert[]>(await get('/adverts?position=800103&lang=fr')).data;
    expect(fr?.image).toBe('/content/adverts/first-deposit-fr-v1.svg');
    expect(fr?.content).toContain('Offre premier dépôt');
  });

  it('shows an advert only inside its window and while enabled', async () => {
    const now = t.clock.now.getTime();
    const base = {
      market: 'GH',
      position: '123456',
      image: textJson('/content/a.svg'),
      content: textJson('x'),
    };
    await t.ctx.db
      .insertInto('adverts')
      .values([
        { ...base, url: 'live', starts_at: new Date(now - 1000), ends_at: new Date(now + 60_000) },
        { ...base, url: 'future', starts_at: new Date(now + 60_000) },
        { ...base, url: 'ended', starts_at: new Date(now - 120_000), ends_at: new Date(now - 1000) },
        { ...base, url: 'disabled', starts_at: new Date(now - 1000), enabled: false },
      ])
      .execute();
    const urls = async () => body<Advert[]>(await get('/adverts?position=123456')).data.map((a) => a.url);
    expect(await urls()).toEqual(['live']);
    t.clock.advance(61_000);
    expect(await urls()).toEqual(['future']);
  });

  it.each(['', 'position=12345', 'position=abcdef', 'position=500101;drop'])(
    'refuses %s with 400',
    async (query) => {
      const response = await get(`/adverts?${query}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(1000);
    },
  );
});

describe('menus', () => {
  type Item = { id: number; title: string; url: string; img: string; content: string; actived: boolean };

  it('serves the home menus with title, url, img, content and actived', async () => {
    const list = body<Item[]>(await get('/home-menus')).data;
    expect(list.length).toBeGreaterThan(4);
    expect(list[0]).toMatchObject({
      title: 'Deposit',
      url: '/deposit',
      img: expect.stringMatching(/^\/content\/icons\//),
    });
    expect(list.some((i) => i.actived)).toBe(true);
  });

  it('serves menus 200101 and 130100 by id, translated, and an unknown menu as empty', async () => {
    const drawer = body<Item[]>(await get('/menus/200101?lang=pt')).data;
    expect(drawer.map((i) => i.title)).toContain('Promoções');
    const me = body<Item[]>(await get('/menus/130100')).data;
    expect(me.map((i) => i.url)).toContain('/account/records/deposit');
    expect(body<Item[]>(await get('/menus/424242')).data).toEqual([]);
    expect((await get('/menus/abc')).statusCode).toBe(400);
  });
});

describe('notices', () => {
  it('serves the live notices with the 5 s rotation', async () => {
    const data = body<{ rotationMs: number; list: Record<string, string>[] }>(
      await get('/notices?lang=fr'),
    ).data;
    expect(data.rotationMs).toBe(5000);
    expect(data.list.length).toBeGreaterThan(0);
    expect(Object.keys(data.list[0] ?? {}).sort()).toEqual(['content', 'id', 'img', 'time', 'title', 'url']);
    expect(data.list.map((notice) => notice.content).join('\n')).toContain('5,00 ₵');
  });
});

describe('pages, FAQ, rules and the app version', () => {
  it('serves the about-us page (3002) and 404s an unknown type', async () => {
    const page = body<{ type: number; title: string; content: string }>(await get('/pages/3002')).data;
    expect(page).toMatchObject({ type: 3002, title: 'About us' });
    expect(page.content).toContain('Gaming Commission of Ghana');
    expect(page.content).not.toMatch(/<script/i);
    const missing = await get('/pages/9999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe(1004);
    for (const bad of ['/pages/abc', '/pages/3002?lang=de', '/faq?lang=zz', '/notices?lang=1']) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(body(response).code).toBe(1000);
    }
  });

  it('serves the FAQ per language', async () => {
    const en = body<{ question: string }[]>(await get('/faq')).data;
    const fr = body<{ question: string }[]>(await get('/faq', { 'accept-language': 'fr' })).data;
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(fr).toHaveLength(en.length);
    expect(fr[0]?.question).toBe('Comment déposer ?');
  });

  it('serves a rule by type and answers 5005 “rule missing” with 404 when none', async () => {
    const rule = body<{ ruleType: string; content: string }>(await get('/rules/cash-back')).data;
    expect(rule.ruleType).toBe('cash-back');
    expect(rule.content).toContain('₵300.00');
    const missing = await get('/rules/no-such-activity');
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ code: 5005, msg: 'rule missing', data: null });
    expect((await get('/rules/Bad%20Type')).statusCode).toBe(400);
  });

  it('serves the latest released app version, not one dated in the future', async () => {
    await t.ctx.db
      .insertInto('app_versions')
      .values({
        market: 'GH',
        platform: 'android',
        version: '9.9.9',
        version_code: 999,
        apk_url: '/x.apk',
        img_url: textJson('/x.svg'),
        notes: textJson('soon'),
        released_at: new Date(t.clock.now.getTime() + 86_400_000),
      })
      .execute();
    const data = body<{ version: string; apkUrl: string; imgUrl: string; force: boolean }>(
      await get('/app-version'),
    ).data;
    expect(data).toMatchObject({
      version: '1.4.2',
      force: false,
      imgUrl: '/content/app/download-banner-v1.svg',
    });
    expect((await get('/app-version?platform=ios')).statusCode).toBe(400);
  });
});

describe('content images', () => {
  it('serves the demo images from the API itself with a year of caching', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/content/adverts/first-deposit-bonus-v1.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('First Deposit Bonus');
  });

  it('finds every image that seeded content points to', async () => {
    const adverts = await t.ctx.db.selectFrom('adverts').select('image').execute();
    const menus = await t.ctx.db.selectFrom('menu_items').select('img').execute();
    const notices = await t.ctx.db.selectFrom('notices').select('img').execute();
    const paths = new Set([
      ...adverts.flatMap((a) => Object.values(a.image)),
      ...menus.map((m) => m.img),
      ...notices.map((n) => n.img),
    ]);
    for (const path of [...paths].filter(
      (p) => p.startsWith('/content/adverts/') || p.includes('/icons/') || p.includes('/notices/'),
    )) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('answers 404 for a missing image and never leaves the content folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/content/nope.svg' })).statusCode).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/content/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(outside.statusCode);
    expect(outside.body).not.toContain('"dependencies"');
  });
});

describe('seeding', () => {
  it('seeds once: a second run adds nothing and deleted demo rows stay deleted', async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('menu_items')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    await t.ctx.db.deleteFrom('menu_items').where('menu_id', '=', 700100).execute();
    const afterDelete = await count();
    await seedContent(t.ctx);
    expect(await count()).toBe(afterDelete);
    expect(afterDelete).toBeLessThan(before);
  });
});
