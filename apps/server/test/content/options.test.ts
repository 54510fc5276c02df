import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOptions } from '../../src/modules/options/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOptions(t.ctx);
});
afterAll(() => t.close());

type Option = { id: number; type: number; name: string; content: string };
const options = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/system-service/options?${query}`, headers });

const ALL_TYPES = [
  100, 150, 160, 1001, 1002, 3000, 3002, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 4011, 4025, 4026,
  4030, 4048, 4057, 4059, 4062, 4065, 6001, 6002,
];
/**
 * Ours beside the spec's: 4090 whether another number may pay a deposit (docs/decisions/019), 4091 the
 * responsible-gaming help lines and 4092 the terms version a registration accepts (issue 19).
 */
const OUR_TYPES = [4090, 4091, 4092];

describe('system options', () => {
  it('serves every type of spec core §3 with Ghana values, in type order', async () => {
    const response = await options(`types=${ALL_TYPES.join(',')}`);
    expect(response.statusCode).toBe(200);
    const list = body<Option[]>(response).data;
    expect(list.map((o) => o.type)).toEqual(ALL_TYPES);
    const content = Object.fromEntries(list.map((o) => [o.type, o.content]));
    expect(content[100]).toBe('100');
    expect(content[150]).toBe('500:1000000:0');
    expect(content[160]).toBe('1');
    expect(content[4011]).toBe('100');
    expect(JSON.parse(content[4003] ?? '')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: expect.stringMatching(/^https:\/\/wa\.me\/233/) }),
      ]),
    );
    expect(JSON.parse(content[4030] ?? '')).toEqual([
      { type: 'money', isbonus: 1 },
      { type: 'bonusMoney', isbonus: 1 },
    ]);
    expect(JSON.parse(content[6002] ?? '')).toMatchObject({ enable: true });
    expect(content[4006]).toContain('Gaming Commission of Ghana');
    expect(content[4006]).toContain('demo');
  });

  it('answers exactly one 6002 entry, as the withdraw page needs', async () => {
    const list = body<Option[]>(await options('types=6002')).data;
    expect(list).toHaveLength(1);
  });

  it('leaves out types that are not configured and ignores duplicates', async () => {
    const list = body<Option[]>(await options('types=4002,999999,4002')).data;
    expect(list.map((o) => o.type)).toEqual([4002]);
  });

  it('answers in the language asked, by query or Accept-Language, else English', async () => {
    const en = body<Option[]>(await options('types=1001')).data[0]?.content;
    const fr = body<Option[]>(await options('types=1001&lang=fr')).data[0]?.content;
    const pt = body<Option[]>(await options('types=1001', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' }))
      .data[0]?.content;
    const weighted = body<Option[]>(
      await options('types=1001', { 'accept-language': 'de, fr;q=0.4, en;q=0.3' }),
    ).data[0]?.content;
    expect(en).toContain('Register with your MTN');
    expect(fr).toContain('Inscrivez-vous');
    expect(pt).toContain('Registe-se');
    expect(weighted).toBe(fr);
    // A language the operator did not translate falls back to English.
    const hotlineFr = body<Option[]>(await options('types=4002&lang=fr')).data[0]?.content;
    expect(hotlineFr).toBe('0302 000 744');
  });

  it.each([
    ['no types', ''],
    ['letters', 'types=abc'],
    ['a trailing comma', 'types=100,'],
    ['too many types', `types=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`],
    ['an unknown language', 'types=100&lang=de'],
    ['a repeated parameter', 'types=100&types=150'],
  ])('refuses %s with 400 and code 1000', async (_case, query) => {
    const response = await options(query);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe(1000);
  });

  it('seeds idempotently and never overwrites an operator’s value', async () => {
    await t.ctx.db
      .updateTable('system_options')
      .set({ content: JSON.stringify({ en: '0302 111 222' }) })
      .where('type', '=', 4002)
      .execute();
    await t.ctx.db.deleteFrom('system_options').where('type', '=', 4007).execute();
    await seedOptions(t.ctx);
    await seedOptions(t.ctx);
    const list = body<Option[]>(await options('types=4002,4007')).data;
    expect(list.map((o) => o.content)).toEqual(['0302 111 222', 'support@sika.example']);
    const count = await t.ctx.db
      .selectFrom('system_options')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(ALL_TYPES.length + OUR_TYPES.length);
  });
});

describe('contact us', () => {
  it('assembles WhatsApp, hotline, e-mail, social, licence, USSD and address in one call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system-service/supports?lang=fr' });
    expect(response.statusCode).toBe(200);
    const data = body<Record<string, unknown>>(response).data;
    expect(data).toMatchObject({
      hotline: expect.any(String),
      email: 'support@sika.example',
      ussd: '*920*744#',
      address: expect.stringContaining('Accra'),
      licence: expect.stringContaining('agréé'),
    });
    expect(data.whatsapp).toEqual(
      expect.arrayContaining([{ name: 'Customer service', url: 'https://wa.me/233550000744' }]),
    );
    expect((data.social as { name: string }[]).map((s) => s.name)).toContain('facebook');
  });

  it('serves the responsible-gaming help lines (4091) in the player’s language, only https or tel: links', async () => {
    const helpLines = async (lang: string) =>
      body<{ helpLines: unknown[] }>(
        await t.app.inject({ method: 'GET', url: `/api/system-service/supports?lang=${lang}` }),
      ).data.helpLines;
    expect(await helpLines('en')).toEqual([
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    ]);
    expect(await helpLines('pt')).toEqual([
      { name: 'Jogadores Anónimos (Gamblers Anonymous)', url: 'https://www.gamblersanonymous.org/' },
    ]);
    const { content } = await t.ctx.db
      .selectFrom('system_options')
      .select('content')
      .where('type', '=', 4091)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('system_options')
      .set({
        content: JSON.stringify({
          en: JSON.stringify([
            { name: 'Helpline', url: 'tel:+233 30 000 0000' },
            { name: 'Script', url: 'javascript:alert(1)' },
            { name: 'Plain', url: 'http://example.org' },
          ]),
        }),
      })
      .where('type', '=', 4091)
      .execute();
    expect(await helpLines('en')).toEqual([{ name: 'Helpline', url: 'tel:+233 30 000 0000' }]);
    await t.ctx.db
      .updateTable('system_options')
      .set({ content: JSON.stringify(content) })
      .where('type', '=', 4091)
      .execute();
  });

  it('tells the client how to show coins from option 4030: decimals, or whole coins once the operator says 0', async () => {
    const coinDecimals = async () =>
      body<{ coinDecimals: boolean }>(await t.app.inject({ method: 'GET', url: '/api/app/info' })).data
        .coinDecimals;
    expect(await coinDecimals()).toBe(true);
    const setFormats = (formats: string) =>
      t.ctx.db
        .updateTable('system_options')
        .set({ content: JSON.stringify({ en: formats }) })
        .where('type', '=', 4030)
        .execute();
    await setFormats('[{"type":"money","isbonus":1},{"type":"bonusMoney","isbonus":0}]');
    expect(await coinDecimals()).toBe(false);
    await setFormats('not json');
    expect(await coinDecimals()).toBe(true);
    await setFormats('[{"type":"money","isbonus":1},{"type":"bonusMoney","isbonus":1}]');
  });

  it('serves an empty list, not a 500, when an operator breaks a JSON option', async () => {
    await t.ctx.db
      .updateTable('system_options')
      .set({ content: JSON.stringify({ en: '[{"name": "oops"' }) })
      .where('type', '=', 4004)
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/system-service/supports' });
    expect(response.statusCode).toBe(200);
    expect(body<{ social: unknown[] }>(response).data.social).toEqual([]);
  });
});
