import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * MARKET=KE out of the box (issue 20): a lobby with adverts, menus, notices, pages, FAQ and rules in
 * Kenyan English, rewards in shillings, and nothing of Ghana's (cedis, MoMo, the GRA) in front of a player.
 * Its links are Ghana's (seeded-links.test.ts walks those), so they lead where Ghana's do.
 */
let ke: TestApp;
let gh: TestApp;
beforeAll(async () => {
  ke = await createTestApp({ MARKET: 'KE' });
  gh = await createTestApp({ MARKET: 'GH' });
  await seedDemoContent(ke.ctx);
  await seedDemoContent(gh.ctx);
});
afterAll(async () => {
  await ke.close();
  await gh.close();
});

const GHANAIAN = /₵|cedi|GHS|MoMo|Ghana|AirtelTigo|Telecel|Accra|pesewa/i;

async function texts(t: TestApp): Promise<{ source: string; text: string }[]> {
  const rows = await sql<{ source: string; text: string }>`
    SELECT 'advert ' || id AS source, content::text || image::text AS text FROM adverts WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'menu ' || id, title::text FROM menu_items WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'notice ' || id, title::text || content::text FROM notices WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'page ' || type, title::text || body::text FROM h5_pages WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'faq ' || id, question::text || answer::text FROM faq_entries WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'rule ' || rule_type, title::text || content::text FROM rule_texts WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'option ' || type, content::text FROM system_options WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'message ' || id, title::text || content::text FROM system_messages WHERE market = ${t.ctx.market.code}
    UNION ALL SELECT 'task ' || id, title::text FROM reward_tasks
    UNION ALL SELECT 'activity ' || activity, settings::text FROM reward_activities`.execute(t.ctx.db);
  return rows.rows;
}

async function links(t: TestApp): Promise<Set<string>> {
  const rows = await sql<{ url: string }>`
    SELECT url FROM adverts UNION SELECT url FROM menu_items UNION SELECT url FROM notices
    UNION SELECT coalesce(url, '') FROM system_messages`.execute(t.ctx.db);
  return new Set(rows.rows.map((r) => r.url));
}

describe('Kenya’s demo content', () => {
  it('fills every part of the lobby', async () => {
    const counts = await sql<Record<string, number>>`
      SELECT (SELECT count(*)::int FROM adverts WHERE market = 'KE') AS adverts,
             (SELECT count(*)::int FROM menu_items WHERE market = 'KE') AS menus,
             (SELECT count(*)::int FROM notices WHERE market = 'KE') AS notices,
             (SELECT count(*)::int FROM h5_pages WHERE market = 'KE') AS pages,
             (SELECT count(*)::int FROM faq_entries WHERE market = 'KE') AS faq,
             (SELECT count(*)::int FROM rule_texts WHERE market = 'KE') AS rules,
             (SELECT count(*)::int FROM reward_tasks) AS tasks,
             (SELECT count(*)::int FROM deposit_packages WHERE market = 'KE') AS packages`.execute(ke.ctx.db);
    for (const [part, count] of Object.entries(counts.rows[0]!)) expect(count, part).toBeGreaterThan(0);
  });

  it('says nothing of Ghana to a Kenyan player', async () => {
    const found = (await texts(ke)).filter((row) => GHANAIAN.test(row.text));
    expect(found).toEqual([]);
    // The check would see it: Ghana's own content names cedis.
    expect((await texts(gh)).some((row) => GHANAIAN.test(row.text))).toBe(true);
  });

  it('shows artwork without cedis, served', async () => {
    const { rows } = await sql<{ image: Record<string, string> }>`SELECT image FROM adverts`.execute(
      ke.ctx.db,
    );
    for (const image of new Set(rows.flatMap((r) => Object.values(r.image)))) {
      const response = await ke.app.inject({ method: 'GET', url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.body, image).not.toMatch(/₵/);
    }
  });

  it('links only where Ghana’s seeded links lead', async () => {
    const ghana = await links(gh);
    expect([...(await links(ke))].filter((url) => !ghana.has(url))).toEqual([]);
  });

  it('pays rewards in shillings: ten times Ghana’s cash and coins, the same diamonds', async () => {
    const day7 = async (t: TestApp) =>
      (await sql<{ amount: number }>`SELECT amount FROM daily_sign_days WHERE day = 7`.execute(t.ctx.db))
        .rows[0]?.amount;
    expect(Number(await day7(ke))).toBe(Number(await day7(gh)) * 10);
    const task = await sql<{ title: { en: string } }>`SELECT title FROM reward_tasks WHERE id = 1`.execute(
      ke.ctx.db,
    );
    expect(task.rows[0]?.title.en).toBe('Bet KES 500 today');
  });
});
