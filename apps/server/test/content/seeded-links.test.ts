import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

/** The web app's route table (apps/web/src/app/routes.ts), read at run time: the server's types stay its own. */
interface WebRoute {
  path: string;
  page?: unknown;
}
const ROUTES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/src/app/routes.ts',
);

/**
 * Query flags the web app acts on from any link (apps/web reward overlays): `?dailyBonus=1` opens the
 * daily sign-in overlay, `?coinsEvent=1` the coins-event popup, `?cashRain=1` the cash rain. Any other
 * query would be a promise nobody keeps.
 */
const OVERLAY_FLAGS = new Set(['dailyBonus', 'coinsEvent', 'cashRain']);

let t: TestApp;
let routes: WebRoute[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.ctx);
  routes = ((await import(pathToFileURL(ROUTES_FILE).href)) as { routeTable: WebRoute[] }).routeTable;
});
afterAll(() => t.close());

function routeOf(pathname: string): WebRoute | undefined {
  return routes.find((route) => {
    const pattern = route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '[^/]*' : '[^/]+') : part))
      .join('/')
      .replace(/\/\[\^\/\]\*$/, '(?:/[^/]*)?');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

/** Every link the demo seeds put in front of a player, with where it comes from. */
async function seededLinks(): Promise<{ source: string; url: string; typeId?: number }[]> {
  const db = t.ctx.db;
  const adverts = await sql<{ id: number; url: string; type_id: number }>`
    SELECT id, url, type_id FROM adverts`.execute(db);
  const menus = await sql<{ id: number; url: string }>`SELECT id, url FROM menu_items`.execute(db);
  const notices = await sql<{ id: number; url: string }>`SELECT id, url FROM notices`.execute(db);
  const broadcasts = await sql<{
    id: number;
    url: string | null;
  }>`SELECT id, url FROM system_messages`.execute(db);
  const popups = await sql<{ id: number; url: string }>`SELECT id, url FROM notice_popups`.execute(db);
  const coinsEvent = await sql<{ settings: { items?: { url?: string }[] } }>`
    SELECT settings FROM reward_activities WHERE activity = 'coins-event'`.execute(db);
  // The welcome message is written at registration.
  const player = await registerPlayer(t);
  const welcome = await sql<{ id: number; url: string | null }>`
    SELECT id, url FROM member_messages WHERE player_id = ${player.playerId}`.execute(db);
  return [
    ...adverts.rows.map((r) => ({ source: `advert ${r.id}`, url: r.url, typeId: r.type_id })),
    ...menus.rows.map((r) => ({ source: `menu item ${r.id}`, url: r.url })),
    ...notices.rows.map((r) => ({ source: `notice ${r.id}`, url: r.url })),
    ...broadcasts.rows.map((r) => ({ source: `system message ${r.id}`, url: r.url ?? '' })),
    ...popups.rows.map((r) => ({ source: `notice popup ${r.id}`, url: r.url })),
    ...(coinsEvent.rows[0]?.settings.items ?? []).map((i, n) => ({
      source: `coins event ${n}`,
      url: i.url ?? '',
    })),
    ...welcome.rows.map((r) => ({ source: `welcome message ${r.id}`, url: r.url ?? '' })),
  ];
}

/** Why a link does not lead to something that works; null when it does. */
function problemOf(link: { url: string; typeId?: number }): string | null {
  if (link.url === '') return link.typeId === 0 ? null : 'empty link';
  if (/^https?:\/\//.test(link.url)) return link.url.startsWith('https://') ? null : 'not https';
  const url = new URL(link.url, 'https://sika.test');
  if (url.pathname.startsWith('/api/')) {
    // The first-deposit offer (typeId 3) is a pay-order call the deposit page makes.
    const served = ['GET', 'POST'].some((method) =>
      t.app.hasRoute({ method: method as 'GET' | 'POST', url: url.pathname }),
    );
    return served ? null : `no API route ${url.pathname}`;
  }
  const route = routeOf(url.pathname);
  if (!route) return `no route ${url.pathname}`;
  if (!route.page) return `${route.path} is a "coming soon" route`;
  for (const key of url.searchParams.keys()) {
    if (route.path === '/home' && OVERLAY_FLAGS.has(key)) continue;
    if (link.typeId === 3) continue;
    return `query ${key} does nothing on ${route.path}`;
  }
  return null;
}

describe('seeded links', () => {
  it('lead to routes that exist and are built, never to "coming soon"', async () => {
    const links = await seededLinks();
    expect(links.length).toBeGreaterThan(30);
    const problems = links.map((link) => ({ ...link, problem: problemOf(link) })).filter((l) => l.problem);
    expect(problems).toEqual([]);
  });

  it('would catch a link to an activity nobody built', () => {
    const comingSoon = routes.find((r) => !r.page);
    expect(comingSoon, 'the route table has no coming-soon route left to test against').toBeDefined();
    const sample = comingSoon!.path.replace(/:([a-z]+)\??/gi, '1');
    expect(problemOf({ url: sample, typeId: 1 })).toMatch(/coming soon/);
    expect(problemOf({ url: '/home?luckyRefund=1', typeId: 1 })).toMatch(/luckyRefund/);
    expect(problemOf({ url: '/nowhere', typeId: 1 })).toMatch(/no route/);
    expect(problemOf({ url: '/api/nowhere' })).toMatch(/no API route/);
  });

  it('promise only offers that exist: every bonus percentage an offer, every package deal a package', async () => {
    const { rows: adverts } = await sql<{
      id: number;
      content: Record<string, string>;
      image: Record<string, string>;
    }>`
      SELECT id, content, image FROM adverts`.execute(t.ctx.db);
    const { rows: offers } = await sql<{ percent_bp: number; cap_minor: number; deposit_seqs: number[] }>`
      SELECT percent_bp, cap_minor, deposit_seqs FROM bonus_offers WHERE market = 'GH' AND enabled`.execute(
      t.ctx.db,
    );
    const { rows: packages } = await sql<{ pay_money_minor: number; bonus_coins: number }>`
      SELECT pay_money_minor, bonus_coins FROM deposit_packages WHERE market = 'GH'`.execute(t.ctx.db);
    const promises: { source: string; text: string }[] = [];
    for (const advert of adverts) {
      for (const [lang, text] of Object.entries(advert.content))
        promises.push({ source: `advert ${advert.id} ${lang}`, text });
      for (const image of new Set(Object.values(advert.image))) {
        const svg = (await t.app.inject({ method: 'GET', url: image })).body;
        const words = [...svg.matchAll(/>([^<>]+)</g)].map((m) => m[1]!.trim()).join(' ');
        promises.push({ source: `advert ${advert.id} image ${image}`, text: words });
      }
    }
    const broken = promises
      .map((p) => ({ ...p, problem: promiseProblem(p.text, offers, packages) }))
      .filter((p) => p.problem);
    expect(broken).toEqual([]);
    // The home banner's promise is among them, and the check would catch a wrong cap.
    expect(promises.some((p) => /100% Welcome Bonus/.test(p.text))).toBe(true);
    expect(
      promiseProblem('100% Welcome Bonus — up to ₵100.00 on your first deposit', offers, packages),
    ).toMatch(/no offer/);
    expect(promiseProblem('Deposit ₵50.00 and get ₵9.00 in bonus coins', offers, packages)).toMatch(
      /no package/,
    );
  });

  it('lead into the cash rain the way the spec enters it, promising what it gives', async () => {
    // Spec activities §2: the cash rain is an overlay entered from home — `/home?cashRain=1`.
    const links = (await seededLinks()).filter((l) =>
      new URL(l.url, 'https://sika.test').searchParams.has('cashRain'),
    );
    expect(links.map((l) => l.url)).toEqual(links.map(() => '/home?cashRain=1'));
    expect(new Set(links.map((l) => l.source.replace(/ \d+$/, '')))).toEqual(
      new Set(['advert', 'menu item', 'notice']),
    );
    const db = t.ctx.db;
    const { rows: slots } = await sql<{ begin: string }>`
      SELECT to_char(begin_local, 'HH24:MI') AS begin FROM cash_rain_slots WHERE enabled ORDER BY begin_local`.execute(
      db,
    );
    const { rows: top } = await sql<{ amount: number }>`
      SELECT max(amount)::int AS amount FROM cash_rain_prizes WHERE per_slot > 0 AND weight > 0`.execute(db);
    const { rows: settings } = await sql<{ deposit: boolean }>`
      SELECT (settings->>'requireDeposit')::boolean AS deposit FROM reward_activities
      WHERE activity = 'cash-rain'`.execute(db);
    const texts = [
      ...(
        await sql<{ content: Record<string, string> }>`
          SELECT content FROM adverts WHERE url = '/home?cashRain=1'
          UNION ALL SELECT content FROM notices WHERE url = '/home?cashRain=1'`.execute(db)
      ).rows.flatMap((r) => Object.values(r.content)),
    ];
    expect(texts.length).toBeGreaterThanOrEqual(6);
    for (const text of texts) {
      for (const slot of slots) expect(text, text).toContain(slot.begin);
      expect(Math.max(...amountsIn(text)), text).toBe(top[0]!.amount);
      expect(/deposit|dépôt|déposez|deposite|depósito/i.test(text), text).toBe(settings[0]!.deposit);
    }
  });

  it('serve the seeded images', async () => {
    const { rows } = await sql<{ image: Record<string, string> }>`SELECT image FROM adverts`.execute(
      t.ctx.db,
    );
    const coinsEvent = await sql<{ images: string[] }>`
      SELECT settings->'images' AS images FROM reward_activities WHERE activity = 'coins-event'`.execute(
      t.ctx.db,
    );
    const images = [...rows.flatMap((r) => Object.values(r.image)), ...(coinsEvent.rows[0]?.images ?? [])];
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      const response = await t.app.inject({ method: 'GET', url: image });
      expect(response.statusCode, image).toBe(200);
    }
  });
});

/** Minor units of the amounts a text names, in any of the three languages (₵500.00, 500,00 ₵, ₵500,00). */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/₵\s?(\d[\d.,\s]*\d)|(\d[\d.,\s]*\d)\s?₵/g)].map((m) => {
    const raw = (m[1] ?? m[2]!).replace(/\s/g, '');
    const decimal = /[.,](\d{2})$/.exec(raw);
    const whole = (decimal ? raw.slice(0, -3) : raw).replace(/[.,]/g, '');
    return Number(whole) * 100 + (decimal ? Number(decimal[1]) : 0);
  });
}

/**
 * Why a seeded text promises something no offer or package gives; null when it keeps its promise.
 * A percentage bonus ("100% … up to ₵500.00 … first deposit") must be an enabled bonus offer with that
 * percentage and cap (and for the first deposit, one that qualifies it); "Deposit ₵X and get ₵Y in bonus
 * coins" and "pay ₵X and play with ₵Y" must be deposit packages.
 */
function promiseProblem(
  text: string,
  offers: { percent_bp: number; cap_minor: number; deposit_seqs: number[] }[],
  packages: { pay_money_minor: number; bonus_coins: number }[],
): string | null {
  const percent = /(\d{1,3})\s?%/.exec(text);
  const amounts = amountsIn(text);
  if (percent && /bonus|bónus/i.test(text)) {
    const cap = amounts.length > 0 ? Math.max(...amounts) : null;
    const first = /first|premier|primeiro/i.test(text);
    const match = offers.some(
      (o) =>
        o.percent_bp === Number(percent[1]) * 100 &&
        (cap === null || o.cap_minor === cap) &&
        (!first || o.deposit_seqs.includes(1)),
    );
    return match ? null : `no offer gives ${percent[0]} up to ${cap}${first ? ' on a first deposit' : ''}`;
  }
  const deal = /deposit ₵[\d.,]+ and get ₵[\d.,]+ in bonus coins|pay ₵[\d.,]+ and play with ₵[\d.,]+/i.exec(
    text,
  );
  if (deal && amounts.length >= 2) {
    const [pay, second] = amounts as [number, number];
    const coins = /play with/i.test(deal[0]) ? second - pay : second;
    const match = packages.some((p) => p.pay_money_minor === pay && p.bonus_coins === coins);
    return match ? null : `no package of ${pay} with ${coins} coins`;
  }
  return null;
}
