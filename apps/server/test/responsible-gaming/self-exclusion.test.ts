import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { PASSWORD, registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const url = '/api/account-service/member/self-exclusion';
const exclude = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { token }, payload });
const status = (token: string) => t.app.inject({ method: 'GET', url, headers: { token } });
const login = (mobile: string, selfInclusion = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/login',
    payload: { mobile, password: PASSWORD, selfInclusion: selfInclusion ? '1' : '0' },
  });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/account-service/member/profile', headers: { token } });

type Status = {
  excluded: boolean;
  periods: { period: string; days: number | null }[];
  history: { period: string; until: string | null; permanent: boolean }[];
};

describe('self-exclusion', () => {
  it('offers the periods and an empty history', async () => {
    const { token } = await registerPlayer(t);
    const data = body<Status>(await status(token)).data;
    expect(data.excluded).toBe(false);
    expect(data.periods).toEqual([
      { period: '1d', days: 1 },
      { period: '7d', days: 7 },
      { period: '30d', days: 30 },
      { period: '90d', days: 90 },
      { period: '180d', days: 180 },
      { period: '1y', days: 365 },
      { period: 'permanent', days: null },
    ]);
    expect(data.history).toEqual([]);
  });

  it('needs a session, a known period and the password', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { period: '7d', password: PASSWORD } })).statusCode,
    ).toBe(401);
    const { token } = await registerPlayer(t);
    for (const payload of [
      { period: '2d', password: PASSWORD },
      { period: '7d' },
      {},
      { period: ['7d'], password: 1 },
    ]) {
      const response = await exclude(token, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(1000);
    }
    const wrong = await exclude(token, { period: '7d', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong)).toMatchObject({ code: 1101, msg: 'Incorrect password.' });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('pauses at once, cannot be lifted during the period, and re-admits after it', async () => {
    const { token, mobile } = await registerPlayer(t);
    const other = body<{ token: string }>(await login(mobile)).data.token;
    const response = await exclude(token, { period: '7d', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const until = new Date(t.clock.now.getTime() + 7 * DAY_MS).toISOString();
    expect(body(response).data).toEqual({
      period: '7d',
      startsAt: t.clock.now.toISOString(),
      until,
      permanent: false,
    });

    // Decision 017: every session, this one and another phone's, is paused: the profile (and withdrawals,
    // messages, settings) answer; play, deposits and rewards answer 5404.
    for (const session of [token, other]) {
      expect(body(await profile(session)).data).toMatchObject({ pause: { reason: 'self-exclusion', until } });
      const sign = await t.app.inject({
        method: 'POST',
        url: '/api/account-service/daily-bonus/sign',
        headers: { token: session },
      });
      expect(sign.statusCode).toBe(403);
      expect(body(sign)).toMatchObject({ code: 5404, data: { reason: 'self-exclusion', until } });
    }
    expect(t.sms.at(-1)).toMatchObject({ mobile, body: expect.stringContaining('excluded yourself until') });

    // During the period login admits the player paused, with or without selfInclusion.
    for (const selfInclusion of [false, true]) {
      const during = await login(mobile, selfInclusion);
      expect(body(during)).toMatchObject({
        code: 0,
        data: { memberInfo: { pause: { reason: 'self-exclusion', until } } },
      });
    }
    t.clock.advance(7 * DAY_MS - 1000);
    expect(body(await login(mobile, true)).data).toMatchObject({ memberInfo: { pause: { until } } });

    // After it: 1003 first, then the retry with selfInclusion=1 re-admits.
    t.clock.advance(2000);
    const ended = await login(mobile);
    expect(ended.statusCode).toBe(403);
    expect(body(ended).code).toBe(1003);
    const back = await login(mobile, true);
    expect(body(back)).toMatchObject({ code: 0, data: { memberInfo: { pause: null } } });
    const newToken = body<{ token: string }>(back).data.token;
    expect((await profile(newToken)).statusCode).toBe(200);
    const history = body<Status>(await status(newToken)).data;
    expect(history.excluded).toBe(false);
    expect(history.history).toEqual([expect.objectContaining({ period: '7d', until, permanent: false })]);
  });

  it('can be extended by a later request but never shortened', async () => {
    const { token, mobile } = await registerPlayer(t);
    await exclude(token, { period: '30d', password: PASSWORD });
    // The paused session may still ask (the call is open while paused).
    const shorter = body<{ until: string }>(await exclude(token, { period: '1d', password: PASSWORD })).data;
    const thirtyDays = new Date(t.clock.now.getTime() + 30 * DAY_MS).toISOString();
    expect(shorter.until).toBe(thirtyDays);
    t.clock.advance(2 * DAY_MS);
    expect(body(await login(mobile, true)).data).toMatchObject({
      memberInfo: { pause: { until: thirtyDays } },
    });
    const longer = body<{ until: string }>(await exclude(token, { period: '90d', password: PASSWORD })).data;
    expect(longer.until).toBe(new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString());
  });

  it('excludes permanently: the answer says so and the session is paused for good', async () => {
    const { token, playerId } = await registerPlayer(t);
    const response = await exclude(token, { period: 'permanent', password: PASSWORD });
    expect(body(response).data).toMatchObject({ period: 'permanent', until: null, permanent: true });
    expect(body(await profile(token)).data).toMatchObject({
      pause: { reason: 'self-exclusion', until: null },
    });
    const { rows } = await sql<{ until: string }>`
      SELECT self_excluded_until::text AS until FROM players WHERE id = ${playerId}`.execute(t.ctx.db);
    expect(rows[0]?.until).toBe('infinity');
  });

  it('admits paused after a permanent exclusion, even years later and with selfInclusion', async () => {
    const { token, mobile } = await registerPlayer(t);
    await exclude(token, { period: 'permanent', password: PASSWORD });
    t.clock.advance(10 * 365 * DAY_MS);
    const later = await login(mobile, true);
    expect(body(later)).toMatchObject({
      code: 0,
      data: { memberInfo: { pause: { reason: 'self-exclusion', until: null } } },
    });
  });

  it('stops password guessing through the step-up after 5 tries in 15 minutes', async () => {
    const { token } = await registerPlayer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await exclude(token, { period: '1d', password: `wrong${i}` })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await profile(token)).statusCode).toBe(200);
  });
});
