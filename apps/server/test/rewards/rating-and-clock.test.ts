import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { balancesOf, createRewardsApp, expectAnswer, get, parallel, post } from './support.ts';

const DAY = 86_400_000;
// The test clock starts a few minutes ahead of the real one: registrations are stamped by the database's own
// clock, so "24 h after registration" must be measured from a start that is never earlier than them.
const START = new Date(Date.now() + 5 * 60_000);
const localDateAfter = (ms: number) => new Date(START.getTime() + ms).toISOString().slice(0, 10); // Accra is UTC+0
let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp({ TEST_CLOCK: '1' });
  t.clock.now = new Date(START);
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

const offer = async (token: string, deviceId: string) =>
  expectAnswer<{ enable: boolean; configs: { score: number; bonusAmount: number }[]; bonusAmount: number }>(
    await get(t, `/api/activity-service/bind-device?deviceId=${deviceId}`, token),
    200,
    0,
  ).data;
const rate = (token: string, deviceId: string, ratingScore: number | string) =>
  post(t, '/api/activity-service/bind-device', token, {
    deviceId,
    deviceType: 1,
    utmSource: 'google_play',
    ratingScore,
  });
const moveClock = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/test-support/clock', payload });

describe('rating bonus', () => {
  it('opens 24 h after registration, pays once per player and once per device', async () => {
    const p = await registerPlayer(t);
    expect((await offer(p.token, 'device-a')).enable).toBe(false);
    expectAnswer(await rate(p.token, 'device-a', 5), 422, 5102);

    t.clock.advance(DAY);
    const open = await offer(p.token, 'device-a');
    expect(open).toMatchObject({ enable: true, bonusAmount: 100 });
    expect(open.configs.map((c) => c.score)).toEqual([1, 2, 3, 4, 5]);
    expectAnswer(await rate(p.token, 'device-a', 0), 400, 1000);
    expectAnswer(await rate(p.token, 'device-a', 6), 400, 1000);

    const answers = await parallel(50, () => rate(p.token, 'device-a', 4));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 5103)).toHaveLength(49);
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(100);
    expect((await offer(p.token, 'device-b')).enable).toBe(false);
    expectAnswer(await rate(p.token, 'device-b', 5), 409, 5103);

    // Another account on the same phone gets nothing.
    t.clock.advance(-DAY);
    const q = await registerPlayer(t);
    t.clock.advance(DAY);
    expect((await offer(q.token, 'device-a')).enable).toBe(false);
    expectAnswer(await rate(q.token, 'device-a', 5), 409, 5103);
    expect((await balancesOf(t, q.playerId)).bonusMoney).toBe(0);
    t.clock.now = new Date(START);
  });
});

describe('test clock', () => {
  it('moves every module’s clock a day ahead (non-production only) and back', async () => {
    const p = await registerPlayer(t);
    expectAnswer(await post(t, '/api/account-service/daily-bonus/sign', p.token), 200, 0);
    const moved = expectAnswer<{ offsetMs: number; localDate: string }>(
      await moveClock({ advanceMs: DAY }),
      200,
      0,
    ).data;
    expect(moved).toMatchObject({ offsetMs: DAY, localDate: localDateAfter(DAY) });
    expect(
      expectAnswer(await post(t, '/api/account-service/daily-bonus/sign', p.token), 200, 0).data,
    ).toMatchObject({
      day: 2,
    });
    expect(expectAnswer(await moveClock({ reset: 1 }), 200, 0).data).toMatchObject({
      offsetMs: 0,
      localDate: localDateAfter(0),
    });
    expectAnswer(await moveClock({ advanceMs: -5 }), 400, 1000);
  });

  it('is refused in production and absent when off', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    const off = await createRewardsApp();
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/test-support/clock',
        payload: { advanceMs: DAY },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
