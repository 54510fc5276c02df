import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/http/errors.ts';
import { claimDailyBonus } from '../../src/modules/activities/daily-sign/index.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import {
  balancesOf,
  createRewardsApp,
  excludeWithoutEndingSessions,
  expectAnswer,
  get,
  parallel,
  post,
  rewardTransfers,
  setActivityEnabled,
  setBudget,
} from './support.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp();
  // 10:00 in Accra (GMT all year), so a day's move never lands on a midnight.
  t.clock.now = new Date('2026-11-23T10:00:00Z');
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

type Entry = { day: number; status: number; cashBack: number; asset: string; today: boolean; grand: boolean };
const preview = async (token: string) =>
  expectAnswer<Entry[]>(await get(t, '/api/account-service/daily-bonus/preview?t=1', token), 200, 0).data;
const sign = (token: string) => post(t, '/api/account-service/daily-bonus/sign', token);

describe('daily sign-in', () => {
  it('shows 7 tiles, signs day 1 once per local day, then day 2 the next day', async () => {
    const p = await registerPlayer(t);
    const tiles = await preview(p.token);
    expect(tiles).toHaveLength(7);
    expect(tiles[0]).toMatchObject({ day: 1, status: 0, today: true, cashBack: 50, asset: 'coins' });
    expect(tiles[6]).toMatchObject({ day: 7, grand: true, asset: 'cash', cashBack: 500 });

    expect(expectAnswer(await sign(p.token), 200, 0).data).toEqual({ day: 1, cashBack: 50, asset: 'coins' });
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(50);
    expect((await preview(p.token))[0]).toMatchObject({ status: 1, today: true });

    // Same local day, even at 23:59 in Accra: refused, nothing more credited.
    t.clock.now = new Date('2026-11-23T23:59:00Z');
    expectAnswer(await sign(p.token), 409, 5104);
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(50);

    t.clock.advance(2 * 60_000); // 00:01 on the 24th
    const day2 = await preview(p.token);
    expect(day2[1]).toMatchObject({ day: 2, status: 0, today: true });
    expect(day2[0]).toMatchObject({ status: 1, today: false });
    expect(expectAnswer(await sign(p.token), 200, 0).data).toMatchObject({ day: 2, cashBack: 50 });
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(100);
    t.clock.now = new Date('2026-11-23T10:00:00Z');
  });

  it('starts again at day 1 after a missed day, and after day 7', async () => {
    const p = await registerPlayer(t);
    const start = t.clock.now;
    // The use-case directly: a session does not last the 10 days this test spans.
    for (let day = 1; day <= 7; day++) {
      expect(await claimDailyBonus(t.ctx, p.playerId)).toMatchObject({ day });
      t.clock.advance(DAY);
    }
    // Day 7 paid GHS 5.00 of (locked) cash; days 1–6 coins.
    expect(await balancesOf(t, p.playerId)).toMatchObject({ money: 500, withdrawMoney: 0, bonusMoney: 650 });
    expect(await claimDailyBonus(t.ctx, p.playerId)).toMatchObject({ day: 1 });
    t.clock.advance(2 * DAY); // a missed day
    expect(await claimDailyBonus(t.ctx, p.playerId)).toMatchObject({ day: 1 });
    expect(await rewardTransfers(t, p.playerId, 'daily-sign:')).toBe(9);
    t.clock.now = start;
  });

  it('credits exactly once for 200 parallel sign-ins by one player', async () => {
    const p = await registerPlayer(t);
    const answers = await parallel(200, () => sign(p.token));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5104)).toHaveLength(199);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(50);
    expect(await rewardTransfers(t, p.playerId, 'daily-sign:')).toBe(1);
  });

  it('refuses past the day’s budget with 5101 and credits nothing', async () => {
    const p = await registerPlayer(t);
    await setBudget(t, 'daily-sign', 'coins', 0);
    try {
      expectAnswer(await sign(p.token), 422, 5101);
      expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(0);
      expect((await preview(p.token))[0]).toMatchObject({ status: 0 });
    } finally {
      await setBudget(t, 'daily-sign', 'coins', 5_000_000);
    }
  });

  it('answers 5001 when switched off', async () => {
    const p = await registerPlayer(t);
    await setActivityEnabled(t, 'daily-sign', false);
    try {
      expectAnswer(await sign(p.token), 422, 5001);
      expectAnswer(await get(t, '/api/account-service/daily-bonus/preview', p.token), 422, 5001);
    } finally {
      await setActivityEnabled(t, 'daily-sign', true);
    }
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(0);
  });

  it('refuses a self-excluded player: 5404 over HTTP (the session is paused) and in the grant', async () => {
    const p = await registerPlayer(t);
    await excludeWithoutEndingSessions(t, p.playerId);
    expectAnswer(await sign(p.token), 403, 5404);
    const refused = await claimDailyBonus(t.ctx, p.playerId).catch((error: unknown) => error);
    expect(isAppError(refused) && { code: refused.code, status: refused.status }).toEqual({
      code: 5404,
      status: 403,
    });
    expect(await balancesOf(t, p.playerId)).toMatchObject({ money: 0, bonusMoney: 0 });
    expect(await rewardTransfers(t, p.playerId, 'daily-sign:')).toBe(0);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account-service/daily-bonus/sign' });
    expectAnswer(response, 401, 1001);
  });
});
