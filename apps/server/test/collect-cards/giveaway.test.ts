import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/pool.ts';
import { registerGiveaway } from '../../src/modules/activities/giveaway/index.ts';
import { seedGiveaway } from '../../src/modules/activities/index.ts';
import { budgetLeft, localToday } from '../../src/modules/rewards/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { createRewardsApp, expectAnswer, setBudget } from '../rewards/support.ts';
import { lastCode, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { consent, newMobile, PASSWORD } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp();
  await seedGiveaway(t.ctx);
});
afterAll(() => t.close());

const base = '/api/activity-service/giveaway';
let nextId = 500 + Math.floor(Math.random() * 1000) * 10;

async function createGiveaway(from: number, to: number) {
  nextId += 1;
  const now = t.clock.now.getTime();
  await sql`INSERT INTO giveaways (id, begins_at, ends_at, asset, amount, texts)
            VALUES (${nextId}, ${new Date(now + from)}, ${new Date(now + to)}, 'coins', 500,
                    ${JSON.stringify({ en: { title: 'Gift', text: 'Register' } })}::jsonb)`.execute(t.ctx.db);
  return nextId;
}

const askCode = (id: number, mobile: string, device: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/gifts`,
    payload: { id, mobile },
    headers: device ? { deviceid: device, 'x-forwarded-for': randomIp() } : {},
  });

const register = async (id: number, mobile: string, device: string | null, smsCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/register`,
    payload: {
      id,
      mobile,
      password: PASSWORD,
      smsCode: smsCode ?? lastCode(t, mobile),
      ...(await consent(t)),
    },
    headers: device ? { deviceid: device } : {},
  });

function randomIp() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

const grantsOf = async (id: number) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM reward_grants
      WHERE idempotency_key LIKE ${`giveaway:${id}:%`}`.execute(t.ctx.db)
  ).rows[0]!.n;

const playerOf = async (mobile: string) =>
  (await sql<{ id: string }>`SELECT id FROM players WHERE mobile = ${mobile}`.execute(t.ctx.db)).rows[0]?.id;

describe('giveaway', () => {
  it('registers a new player with the SMS code and consent, and gives the gift once', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const basic = expectAnswer<{ status: number; amount: number; title: string }>(
      await t.app.inject({ method: 'GET', url: `${base}/basic?id=${id}` }),
      200,
      0,
    ).data;
    expect(basic).toMatchObject({ status: 1, amount: 500, title: 'Gift' });
    const device = randomUUID();
    const mobile = newMobile();
    expectAnswer(await askCode(id, mobile, device), 200, 0);
    const done = expectAnswer<{ token: string; memberInfo: { uid: string }; gift: { amount: number } }>(
      await register(id, mobile, device),
      200,
      0,
    ).data;
    expect(done.gift).toEqual({ asset: 'coins', amount: 500 });
    expect((await getPlayerBalances(t.ctx.db, done.memberInfo.uid)).bonusMoney).toBe(500);

    // The same device with another number: refused before a code is sent, and at registration.
    const other = newMobile();
    expectAnswer(await askCode(id, other, device), 409, 5657);
    expectAnswer(await register(id, other, device, '123456'), 409, 5657);
    expect(await playerOf(other)).toBeUndefined();
    // The same number from another device.
    expectAnswer(await register(id, mobile, randomUUID(), '123456'), 409, 5657);
    expect(await grantsOf(id)).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('a wrong code or missing consent frees the number and the device again', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const device = randomUUID();
    const mobile = newMobile();
    expectAnswer(await askCode(id, mobile, device), 200, 0);
    const code = lastCode(t, mobile);
    expectAnswer(await register(id, mobile, device, code === '000000' ? '111111' : '000000'), 422, 1102);
    const noConsent = await t.app.inject({
      method: 'POST',
      url: `${base}/register`,
      payload: { id, mobile, password: PASSWORD, smsCode: code },
      headers: { deviceid: device },
    });
    expectAnswer(noConsent, 422, 5406);
    expectAnswer(await register(id, mobile, device, code), 200, 0);
    expect(await grantsOf(id)).toBe(1);
  });

  it('simultaneous registrations from one device with different numbers give one gift', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const device = randomUUID();
    const mobiles = Array.from({ length: 5 }, () => newMobile());
    for (const mobile of mobiles) expectAnswer(await askCode(id, mobile, device), 200, 0);
    const answers = await Promise.all(mobiles.map((mobile) => register(id, mobile, device)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 5657)).toHaveLength(4);
    const created = await Promise.all(mobiles.map(playerOf));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await grantsOf(id)).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('unknown, not yet open and ended giveaways, and a missing device id, answer catalogue errors', async () => {
    expectAnswer(await t.app.inject({ method: 'GET', url: `${base}/basic?id=987654` }), 404, 5655);
    expectAnswer(await askCode(987_654, newMobile(), randomUUID()), 404, 5655);
    const ended = await createGiveaway(-86_400_000, -1_000);
    expectAnswer(await askCode(ended, newMobile(), randomUUID()), 422, 5656);
    expectAnswer(await register(ended, newMobile(), randomUUID(), '123456'), 422, 5656);
    const later = await createGiveaway(3_600_000, 86_400_000);
    expectAnswer(await askCode(later, newMobile(), randomUUID()), 422, 5656);
    const open = await createGiveaway(-1_000, 86_400_000);
    expectAnswer(await askCode(open, newMobile(), null), 400, 5658);
    expect(await grantsOf(ended)).toBe(0);
  });

  it('refuses a gift the day’s budget cannot pay before creating the account: nothing half-applied', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const device = randomUUID();
    const mobile = newMobile();
    expectAnswer(await askCode(id, mobile, device), 200, 0);
    const code = lastCode(t, mobile);
    await setBudget(t, 'giveaway', 'coins', 499);
    try {
      expectAnswer(await register(id, mobile, device, code), 422, 5101);
      expect(await playerOf(mobile)).toBeUndefined();
      const claims = await sql<{ n: number }>`SELECT count(*)::int AS n FROM giveaway_claims
        WHERE giveaway_id = ${id}`.execute(t.ctx.db);
      expect(claims.rows[0]!.n).toBe(0);
    } finally {
      await setBudget(t, 'giveaway', 'coins', 500_000);
    }
    // Refused before the code was used: the same code registers once the budget allows it.
    expectAnswer(await register(id, mobile, device, code), 200, 0);
    expect(await grantsOf(id)).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('rolls the account back with the claim when the budget is spent by a concurrent registration', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const players = Array.from({ length: 4 }, () => ({ mobile: newMobile(), device: randomUUID() }));
    for (const p of players) expectAnswer(await askCode(id, p.mobile, p.device), 200, 0);
    const left = await budgetLeft(t.ctx.db, 'giveaway', 'coins', localToday(t.ctx, t.clock.now));
    const limit = 500_000 - left + 500;
    // Room for exactly one more gift today.
    await setBudget(t, 'giveaway', 'coins', limit);
    try {
      const answers = await Promise.all(players.map((p) => register(id, p.mobile, p.device)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 422 && a.json().code === 5101)).toHaveLength(3);
      const created = await Promise.all(players.map((p) => playerOf(p.mobile)));
      expect(created.filter(Boolean)).toHaveLength(1);
      expect(await grantsOf(id)).toBe(1);
    } finally {
      await setBudget(t, 'giveaway', 'coins', 500_000);
    }
    await expectLedgerHealthy(t);
  });

  it('registers on one database connection: nothing waits for a second one while auth registers', async () => {
    const id = await createGiveaway(-3_600_000, 86_400_000);
    const device = randomUUID();
    const mobile = newMobile();
    expectAnswer(await askCode(id, mobile, device), 200, 0);
    // A pool of one connection: a registration that held one while asking for another would time out.
    const single = createDb(t.dbUrl, 1);
    try {
      const done = await registerGiveaway(
        { ...t.ctx, db: single.db },
        { id, mobile, password: PASSWORD, smsCode: lastCode(t, mobile), ...(await consent(t)) },
        { platform: null, deviceId: device, ip: randomIp() },
      );
      expect(done.gift).toEqual({ asset: 'coins', amount: 500 });
      expect(single.pool.totalCount).toBe(1);
    } finally {
      await single.close();
    }
    expect(await grantsOf(id)).toBe(1);
  });
});
