import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimBenefit } from '../../src/modules/vip/index.ts';
import {
  balancesOf,
  excludeWithoutEndingSessions,
  expectAnswer,
  get,
  parallel,
  post,
  rewardTransfers,
} from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { createVipApp, login, setLevel } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createVipApp();
  t.clock.now = new Date('2026-11-23T10:00:00Z');
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

type Benefit = {
  id: number;
  type: number;
  statu: number;
  state: number;
  levelId: number;
  asset: string | null;
};
const enjoyed = async (token: string) =>
  expectAnswer<Benefit[]>(
    await get(t, '/api/account-service/vip/benefits/personal-enjoyed?lang=fr', token),
    200,
    0,
  ).data;
const claim = (token: string, id: number | string) =>
  post(t, `/api/account-service/vip/personal-enjoyed?benefitsId=${id}`, token);

describe('VIP benefits', () => {
  it('lists the level’s benefits sorted 0, 1, −1, 9 and pays a claim once per period', async () => {
    const p = await registerPlayer(t);
    // V1 has only benefits that open a page.
    expect((await enjoyed(p.token)).map((b) => [b.id, b.statu])).toEqual([
      [104, 9],
      [105, 9],
      [108, 9],
    ]);
    await setLevel(t, p.playerId, 2, t.clock.now);
    expect((await enjoyed(p.token)).map((b) => [b.id, b.type, b.statu])).toEqual([
      [201, 0, 0],
      [202, 9, 0],
      [204, 1, 9],
      [205, 6, 9],
      [208, 4, 9],
    ]);
    const before = await balancesOf(t, p.playerId);
    expect(expectAnswer(await claim(p.token, 201), 200, 0).data).toEqual({
      benefitId: 201,
      amount: 500,
      asset: 'cash',
      period: 'once',
      drawId: null,
      codes: [],
    });
    expect((await balancesOf(t, p.playerId)).money).toBe(before.money + 500);
    // Claimed: it moves behind the claimable one; a second claim is the spec's alert (5002).
    expect((await enjoyed(p.token)).map((b) => [b.id, b.statu]).slice(0, 2)).toEqual([
      [202, 0],
      [201, 1],
    ]);
    expectAnswer(await claim(p.token, 201), 409, 5002);
    // The id may come in a form body too (the web client posts forms).
    expectAnswer(
      await post(t, '/api/account-service/vip/personal-enjoyed', p.token, { benefitsId: 201 }),
      409,
      5002,
    );
    // The weekly coins come back next week.
    expectAnswer(await claim(p.token, 202), 200, 0);
    expectAnswer(await claim(p.token, 202), 409, 5002);
    t.clock.now = new Date('2026-11-30T10:00:00Z');
    try {
      p.token = await login(t, p);
      expect((await enjoyed(p.token)).find((b) => b.id === 202)?.statu).toBe(0);
      expect(expectAnswer<{ period: string }>(await claim(p.token, 202), 200, 0).data.period).toBe(
        '2026-11-30',
      );
    } finally {
      t.clock.now = new Date('2026-11-23T10:00:00Z');
    }
    const logs = expectAnswer<{ list: { kind: string; benefitId: number | null }[]; total: number }>(
      await get(t, '/api/account-service/vip/benefits/logs?page=1&size=10', p.token),
      200,
      0,
    ).data;
    expect(logs.total).toBe(4);
    expect(logs.list.filter((l) => l.kind === 'benefit').map((l) => l.benefitId)).toEqual([202, 202, 201]);
  });

  it('200 parallel claims of one benefit credit it once', async () => {
    const p = await registerPlayer(t);
    await setLevel(t, p.playerId, 5, t.clock.now);
    const before = await balancesOf(t, p.playerId);
    const answers = await parallel(200, () => claim(p.token, 501));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5002)).toHaveLength(199);
    expect((await balancesOf(t, p.playerId)).money).toBe(before.money + 5_000);
    expect(await rewardTransfers(t, p.playerId, `vip-benefit:${p.playerId}:501:`)).toBe(1);
  });

  it('bad input answers catalogue errors and credits nothing', async () => {
    const p = await registerPlayer(t);
    await setLevel(t, p.playerId, 3, t.clock.now);
    const before = await balancesOf(t, p.playerId);
    expectAnswer(await claim(p.token, 99_999), 404, 5301); // unknown
    expectAnswer(await claim(p.token, 'abc'), 400, 1000); // not an id
    expectAnswer(await post(t, '/api/account-service/vip/personal-enjoyed', p.token), 400, 1000); // no id
    expectAnswer(await claim(p.token, 201), 422, 5302); // V2's gift, the player is V3
    expectAnswer(await claim(p.token, 401), 422, 5302); // V4's, not yet reached
    expectAnswer(await claim(p.token, 304), 422, 5303); // cash back opens its page
    expectAnswer(await get(t, '/api/account-service/vip/benefits/levels?levelId=42', p.token), 404, 5307);
    expectAnswer(
      await get(t, '/api/account-service/vip/benefits/settings?benefitId=77777', p.token),
      404,
      5301,
    );
    await sql`UPDATE vip_benefits SET enabled = false WHERE id = 302`.execute(t.ctx.db);
    try {
      expectAnswer(await claim(p.token, 302), 422, 5304);
    } finally {
      await sql`UPDATE vip_benefits SET enabled = true WHERE id = 302`.execute(t.ctx.db);
    }
    // Excluded: over HTTP the paused session is refused (5404, decision 017); a claim already past the
    // session check (the race with an exclusion) is refused by the grant (5404). Nothing moves either way.
    await excludeWithoutEndingSessions(t, p.playerId);
    expectAnswer(await claim(p.token, 301), 403, 5404);
    await expect(claimBenefit(t.ctx, p.playerId, 301)).rejects.toMatchObject({ errorName: 'PLAY_PAUSED' });
    expect(await balancesOf(t, p.playerId)).toEqual(before);
    expect(await rewardTransfers(t, p.playerId, 'vip-benefit:')).toBe(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM vip_benefit_claims WHERE player_id = ${p.playerId}`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('shows another level’s benefits as not open (−1) and the levels with their targets', async () => {
    const p = await registerPlayer(t);
    const levels = expectAnswer<{ levelId: number; target: number; cashBackRate: number }[]>(
      await get(t, '/api/account-service/vip/levels?lang=pt', p.token),
      200,
      0,
    ).data;
    expect(levels.map((l) => l.levelId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels[1]).toMatchObject({ target: 1_000, cashBackRate: 300 });
    const v4 = expectAnswer<Benefit[]>(
      await get(t, '/api/account-service/vip/benefits/levels?levelId=4', p.token),
      200,
      0,
    ).data;
    // Upgrade gift, weekly coins, monthly cash, weekly raffle codes; then the four pages.
    expect(v4.map((b) => b.statu)).toEqual([-1, -1, -1, -1, 9, 9, 9, 9]);
    const settings = expectAnswer<Benefit>(
      await get(t, '/api/account-service/vip/benefits/settings?benefitId=403', p.token),
      200,
      0,
    ).data;
    expect(settings).toMatchObject({ id: 403, type: 7, state: 1_000, asset: 'cash', statu: -1, levelId: 4 });
  });
});
