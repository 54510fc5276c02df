import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * Demo content never promises what the product does not do, in any market: a seeded link into an
 * activity (an advert, a menu item, a notice, a popup, a broadcast) needs that activity configured and
 * switched on in the same market. Otherwise the player taps a promise and meets "not configured" (5001).
 * seeded-links.test.ts checks that each link's page is built; this checks that it has something to show.
 */
const MARKETS = ['GH', 'KE', 'UG', 'NG', 'ZM', 'CM', 'BR'] as const;

/** What a link needs, by its path (and overlay flag), as the reward activity it shows. */
const NEEDS: [RegExp, string][] = [
  [/^\/home\?dailyBonus=1$/, 'daily-sign'],
  [/^\/home\?cashRain=1$/, 'cash-rain'],
  [/^\/home\?coinsEvent=1$/, 'coins-event'],
  [/^\/diamond\/tasks/, 'diamond-tasks'],
  [/^\/diamond\/spin/, 'diamond-spin'],
  [/^\/diamond\/exchange/, 'exchange'],
  [/^\/games\/coin-spin\//, 'coin-spin'],
  [/^\/subscriber\/memberCenter/, 'vip-benefits'],
  [/^\/subscriber\/cashBack/, 'cash-back'],
  [/^\/(activities\/collect-cards|publicize\/christmas)/, 'collect-cards'],
  [/^\/activities\/giveaway\//, 'giveaway'],
  [/^\/(activities\/(refer-friend|refer-detail|invite|invite-tasks|register)|invitation)\//, 'invite'],
];

const apps = new Map<string, TestApp>();
beforeAll(async () => {
  for (const market of MARKETS) {
    const t = await createTestApp({ MARKET: market });
    await seedDemoContent(t.ctx);
    apps.set(market, t);
  }
}, 300_000);
afterAll(async () => {
  for (const t of apps.values()) await t.close();
});

async function seededLinks(t: TestApp): Promise<{ source: string; url: string }[]> {
  const market = t.ctx.market.code;
  const { rows } = await sql<{ source: string; url: string }>`
    SELECT 'advert ' || id AS source, url FROM adverts WHERE market = ${market}
    UNION ALL SELECT 'menu item ' || id, url FROM menu_items WHERE market = ${market}
    UNION ALL SELECT 'notice ' || id, url FROM notices WHERE market = ${market}
    UNION ALL SELECT 'notice popup ' || id, url FROM notice_popups WHERE market = ${market}
    UNION ALL SELECT 'system message ' || id, url FROM system_messages WHERE market = ${market} AND url IS NOT NULL`.execute(
    t.ctx.db,
  );
  return rows;
}

async function switchedOn(t: TestApp): Promise<Set<string>> {
  const { rows } = await sql<{ activity: string }>`
    SELECT activity FROM reward_activities WHERE enabled`.execute(t.ctx.db);
  return new Set(rows.map((row) => row.activity));
}

describe.each(MARKETS)('%s’s seeded links', (market) => {
  it('lead only into activities configured and on in the market', async () => {
    const t = apps.get(market)!;
    const on = await switchedOn(t);
    const links = await seededLinks(t);
    expect(links.length).toBeGreaterThan(5);
    const broken = links.flatMap((link) => {
      const need = NEEDS.find(([path]) => path.test(link.url))?.[1];
      return need && !on.has(need) ? [`${link.source} → ${link.url} needs ${need}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

it('would catch a link into an activity the market has not configured', async () => {
  const t = apps.get('BR')!;
  const on = await switchedOn(t);
  expect(on.has('cash-rain')).toBe(false);
  expect(NEEDS.find(([path]) => path.test('/home?cashRain=1'))?.[1]).toBe('cash-rain');
});
