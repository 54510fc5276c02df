import { OPTION_TYPE } from '@sika/contract';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { fcfa } from '../../src/modules/content/demo/cameroon.ts';
import { ugx } from '../../src/modules/content/demo/uganda.ts';
import { zmw } from '../../src/modules/content/demo/zambia.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * Uganda, Zambia and Cameroon out of the box (issue 20): each lobby filled in its language, with its own
 * money and wallets, nothing of another market, and every amount it promises the one that is seeded
 * (options, deposit packages, rewards). Kenya's lobby has its own test (kenya-content.test.ts).
 */
const MARKETS = {
  UG: {
    language: 'en',
    money: ugx,
    // The wallets and words of other markets: Ghana's, Kenya's, Cameroon's.
    foreign: /₵|cedi|GHS|Ghana|AirtelTigo|Telecel|pesewa|M-Pesa|Safaricom|KSh|Orange|FCFA|Kwacha|\bK\d/i,
  },
  ZM: {
    language: 'en',
    money: zmw,
    foreign: /₵|cedi|GHS|Ghana|AirtelTigo|Telecel|pesewa|M-Pesa|Safaricom|KSh|USh|Orange|FCFA/i,
  },
  CM: {
    language: 'fr',
    money: (francs: number) => fcfa(francs, 'fr'),
    foreign: /₵|cedi|GHS|Ghana|AirtelTigo|Telecel|pesewa|M-Pesa|Safaricom|KSh|USh|Airtel|Kwacha|\bK\d/i,
  },
} as const;
type Code = keyof typeof MARKETS;

const apps = new Map<Code, TestApp>();
beforeAll(async () => {
  for (const market of Object.keys(MARKETS) as Code[]) {
    const t = await createTestApp({ MARKET: market });
    await seedDemoContent(t.ctx);
    apps.set(market, t);
  }
}, 120_000);
afterAll(async () => {
  for (const t of apps.values()) await t.close();
});

/** Every text of the market's lobby a player reads, in its language (falling back to English, as served). */
async function lobbyTexts(t: TestApp, lang: string) {
  const market = t.ctx.market.code;
  const read = (column: string) => sql.raw(`coalesce(${column} ->> '${lang}', ${column} ->> 'en', '')`);
  const rows = await sql<{ source: string; text: string }>`
    SELECT 'advert ' || position || ' ' || sort AS source, ${read('content')} AS text FROM adverts WHERE market = ${market}
    UNION ALL SELECT 'menu ' || menu_id || ' ' || url, ${read('title')} FROM menu_items WHERE market = ${market}
    UNION ALL SELECT 'notice ' || url, ${read('title')} || ' ' || ${read('content')} FROM notices WHERE market = ${market}
    UNION ALL SELECT 'page ' || type, ${read('title')} || ' ' || ${read('body')} FROM h5_pages WHERE market = ${market}
    UNION ALL SELECT 'faq ' || sort, ${read('question')} || ' ' || ${read('answer')} FROM faq_entries WHERE market = ${market}
    UNION ALL SELECT 'rule ' || rule_type, ${read('title')} || ' ' || ${read('content')} FROM rule_texts WHERE market = ${market}
    UNION ALL SELECT 'task ' || id, ${read('title')} FROM reward_tasks`.execute(t.ctx.db);
  return rows.rows;
}

async function one<T>(t: TestApp, query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(t.ctx.db);
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

async function option(t: TestApp, type: number): Promise<string> {
  const row = await one(
    t,
    sql<{ text: string }>`SELECT content ->> 'en' AS text FROM system_options
                          WHERE market = ${t.ctx.market.code} AND type = ${type}`,
  );
  return row.text;
}

describe.each(Object.keys(MARKETS) as Code[])('%s’s demo lobby', (code) => {
  const spec = MARKETS[code];
  const t = () => apps.get(code)!;
  const find = async (source: RegExp) => {
    const rows = (await lobbyTexts(t(), spec.language)).filter((row) => source.test(row.source));
    expect(rows.length, String(source)).toBeGreaterThan(0);
    return rows.map((row) => row.text).join('\n');
  };

  it('fills every part of the lobby, each text in the market’s language', async () => {
    const market = code;
    const counts = await sql<Record<string, number>>`
      SELECT (SELECT count(*)::int FROM adverts WHERE market = ${market}) AS adverts,
             (SELECT count(*)::int FROM menu_items WHERE market = ${market}) AS menus,
             (SELECT count(*)::int FROM notices WHERE market = ${market}) AS notices,
             (SELECT count(*)::int FROM h5_pages WHERE market = ${market}) AS pages,
             (SELECT count(*)::int FROM faq_entries WHERE market = ${market}) AS faq,
             (SELECT count(*)::int FROM rule_texts WHERE market = ${market}) AS rules,
             (SELECT count(*)::int FROM reward_tasks) AS tasks,
             (SELECT count(*)::int FROM daily_sign_days) AS "daily sign-in"`.execute(t().ctx.db);
    for (const [part, count] of Object.entries(counts.rows[0]!)) expect(count, part).toBeGreaterThan(0);
    const untranslated = await sql<{ source: string }>`
      SELECT 'advert ' || id AS source FROM adverts WHERE market = ${market} AND NOT content ? ${spec.language}
      UNION ALL SELECT 'notice ' || id FROM notices WHERE market = ${market} AND NOT content ? ${spec.language}
      UNION ALL SELECT 'page ' || type FROM h5_pages WHERE market = ${market} AND NOT body ? ${spec.language}
      UNION ALL SELECT 'faq ' || id FROM faq_entries WHERE market = ${market} AND NOT answer ? ${spec.language}
      UNION ALL SELECT 'rule ' || rule_type FROM rule_texts WHERE market = ${market} AND NOT content ? ${spec.language}
      UNION ALL SELECT 'menu ' || id FROM menu_items WHERE market = ${market} AND NOT title ? ${spec.language}`.execute(
      t().ctx.db,
    );
    expect(untranslated.rows).toEqual([]);
  });

  it('names only its own money and wallets', async () => {
    const found = (await lobbyTexts(t(), spec.language)).filter((row) => spec.foreign.test(row.text));
    expect(found).toEqual([]);
    // Only the wallets the market's channels really are.
    const channels = await sql<{ name: string }>`
      SELECT name FROM payment_channels WHERE market = ${code} AND enabled`.execute(t().ctx.db);
    const pages = await find(/^page /);
    for (const { name } of channels.rows) expect(pages).toContain(name.replace('Mobile Money', 'MoMo'));
  });

  it('promises the amounts that are seeded, written in the market’s money', async () => {
    const db = t().ctx.db;
    const daySeven = await one(
      t(),
      sql<{ amount: number }>`SELECT amount::int FROM daily_sign_days WHERE day = 7 AND asset = 'cash'`,
    );
    expect(await find(/^rule daily-bonus/)).toContain(spec.money(daySeven.amount));
    expect(await find(/^notice \/home/)).toContain(spec.money(daySeven.amount));

    const exchange = await one(
      t(),
      sql<{ amount: number }>`SELECT amount::int FROM exchange_items WHERE diamonds = 100 AND asset = 'cash'`,
    );
    expect(await find(/^advert 700201 /)).toContain(`100 ${code === 'CM' ? 'diamants' : 'diamonds'}`);
    expect(await find(/^advert 700201 /)).toContain(spec.money(exchange.amount));

    const task = await one(
      t(),
      sql<{ target: number; bonus: number }>`SELECT target::int, bonus::int FROM reward_tasks WHERE id = 1`,
    );
    const banner = await find(/^advert 900103 /);
    expect(banner).toContain(spec.money(task.target));
    expect(banner).toContain(spec.money(task.bonus));

    const minDeposit = Number(await option(t(), OPTION_TYPE.MIN_DEPOSIT));
    expect(await find(/^notice \/deposit/)).toContain(spec.money(minDeposit));
    expect(await find(/^faq 10$/)).toContain(spec.money(minDeposit));
    const [min, max] = (await option(t(), OPTION_TYPE.WITHDRAW_LIMIT)).split(':').map(Number);
    const withdraw = await find(/^faq 30$/);
    expect(withdraw).toContain(spec.money(min!));
    expect(withdraw).toContain(spec.money(max!));
    // The smallest deposit package can be paid: it is not under the minimum the lobby states.
    const packages = await sql<{ pay_money: number }>`
      SELECT pay_money_minor::int AS pay_money FROM deposit_packages WHERE market = ${code} ORDER BY pay_money_minor LIMIT 1`.execute(
      db,
    );
    expect(packages.rows[0]!.pay_money).toBeGreaterThanOrEqual(minDeposit);
  });

  it('says what the tax option says', async () => {
    const enabled = (await option(t(), OPTION_TYPE.WITHDRAW_TAX_ENABLED)) === '1';
    const faq = await find(/^faq 40$/);
    if (enabled) {
      const percent = Number(await option(t(), OPTION_TYPE.WITHDRAW_TAX_AMOUNT)) / 100;
      expect(faq).toContain(`${percent}%`);
    } else {
      expect(faq).toMatch(/No tax is withheld|does not withhold|aucun impôt/);
    }
  });

  it('shows artwork, icons and game covers without another market’s money, all served', async () => {
    const { rows } = await sql<{ url: string }>`
      SELECT DISTINCT jsonb_each_text.value AS url FROM adverts, jsonb_each_text(image) WHERE market = ${code}
      UNION SELECT img FROM menu_items WHERE market = ${code}
      UNION SELECT img FROM notices WHERE market = ${code}
      UNION SELECT cover FROM games UNION SELECT large_cover FROM games WHERE large_cover IS NOT NULL`.execute(
      t().ctx.db,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { url } of rows) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/₵|GHS|KSh/);
    }
  });
});
