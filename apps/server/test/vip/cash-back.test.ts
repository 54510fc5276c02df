import { addDays, localDate, weekStart } from '@sika/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleCashBackWeeks } from '../../src/modules/vip/index.ts';
import { balancesOf, expectAnswer, get, parallel, post, rewardTransfers } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { createVipApp, deliverUntil, login, playDice, setLevel } from './support.ts';

/**
 * The ledger stamps transfers with the database's clock, so the money moves of this file happen in the real
 * current week (the app's clock starts at the real time) and the clock then moves to the next week to claim.
 */
let t: TestApp;
let thisMonday: string;
let nextMonday: string;
beforeAll(async () => {
  t = await createVipApp();
  t.clock.now = new Date();
  thisMonday = weekStart(localDate(t.clock.now, 'Africa/Accra'));
  nextMonday = addDays(thisMonday, 7);
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

type Week = {
  weekStart: string;
  gamesNetMinor: number;
  bonusesMinor: number;
  netLossMinor: number;
  rate: number;
  amount: number;
  capped: boolean;
  state: string;
};
const cashBack = async (token: string) =>
  expectAnswer<{ thisWeek: Week; lastWeek: Week; history: Week[] }>(
    await get(t, '/api/account-service/vip/cash-back', token),
    200,
    0,
  ).data;
const claim = (token: string) => post(t, '/api/account-service/vip/cash-back/claim', token);

describe('weekly cash back', () => {
  it('pays the worked example: wins, losses, a rollback, bonuses and the cap; once; only in its window', async () => {
    // A: VIP 5 (6 %). B: VIP 10 (15 %), whose loss is past the GHS 300 cap.
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    await setLevel(t, a.playerId, 5, t.clock.now);
    await setLevel(t, b.playerId, 10, t.clock.now);
    await fundPlayer(t, a.playerId, 200_000); // deposits are not losses
    await fundPlayer(t, b.playerId, 400_000);

    const diceA = await playDice(t, a);
    const round1 = await diceA.stake(10_000); //   bet 100.00, won 30.00      → lost  70.00
    await diceA.win(round1, 3_000);
    const round2 = await diceA.stake(5_000); //    bet  50.00, rolled back    → lost   0.00
    await diceA.rollback(round2.txId, round2.roundId);
    await diceA.stake(20_000); //                  bet 200.00, lost           → lost 200.00
    const round4 = await diceA.stake(2_000); //    bet  20.00, won 45.00      → won   25.00
    await diceA.win(round4, 4_500);
    //                                             games: 245.00 lost
    expectAnswer(await post(t, '/api/account-service/vip/personal-enjoyed?benefitsId=501', a.token), 200, 0); // cash gift 50.00: a bonus
    expectAnswer(await post(t, '/api/account-service/vip/personal-enjoyed?benefitsId=502', a.token), 200, 0); // 10.00 coins: not real money
    //                                             net loss 245.00 − 50.00 = 195.00; × 6 % = 11.70
    const diceB = await playDice(t, b);
    await diceB.stake(300_000); //                 lost 3,000.00 × 15 % = 450.00 → capped at 300.00

    // The running figure of this week.
    expect((await cashBack(a.token)).thisWeek).toMatchObject({
      weekStart: thisMonday,
      gamesNetMinor: 24_500,
      bonusesMinor: 5_000,
      netLossMinor: 19_500,
      rate: 600,
      amount: 1_170,
      state: 'running',
    });
    expectAnswer(await claim(a.token), 422, 5306); // nothing for the week before

    // Next Monday 05:00 in Accra: the week is over, its window not yet open.
    t.clock.now = new Date(`${nextMonday}T05:00:00Z`);
    a.token = await login(t, a);
    b.token = await login(t, b);
    expect((await cashBack(a.token)).lastWeek).toMatchObject({ amount: 1_170, state: 'not_ready' });
    expectAnswer(await claim(a.token), 422, 5003);
    expect(await settleCashBackWeeks(t.ctx)).toBe(0);

    // 06:00: the window opens. The job stores the week once, however often it runs.
    t.clock.now = new Date(`${nextMonday}T06:00:00Z`);
    // The VIP consumer marks who bet in the week; the app's own outbox worker may hold the events a moment.
    await deliverUntil(t, async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM vip_week_players
        WHERE week_start = ${thisMonday}::date AND player_id IN (${a.playerId}, ${b.playerId})`.execute(
        t.ctx.db,
      );
      return rows[0]?.n === 2;
    });
    // Two instances' jobs at once (scale-out) store each week once, with the same figures.
    const runs = await Promise.all([1, 2, 3, 4].map(() => settleCashBackWeeks(t.ctx)));
    expect(runs.reduce((sum, stored) => sum + stored, 0)).toBeGreaterThanOrEqual(2);
    const { rows: frozen } = await sql<{ player_id: string; n: number }>`
      SELECT player_id, count(*)::int AS n FROM vip_cash_back_weeks
      WHERE week_start = ${thisMonday}::date AND player_id IN (${a.playerId}, ${b.playerId})
      GROUP BY player_id`.execute(t.ctx.db);
    expect(frozen.map((row) => row.n)).toEqual([1, 1]);
    expect(await settleCashBackWeeks(t.ctx)).toBe(0);
    expect((await cashBack(a.token)).lastWeek).toMatchObject({
      weekStart: thisMonday,
      netLossMinor: 19_500,
      amount: 1_170,
      state: 'claimable',
    });
    expect((await cashBack(b.token)).lastWeek).toMatchObject({
      netLossMinor: 300_000,
      rate: 1_500,
      amount: 30_000,
      capped: true,
    });

    const beforeA = await balancesOf(t, a.playerId);
    expect(expectAnswer(await claim(a.token), 200, 0).data).toEqual({
      weekStart: thisMonday,
      amount: 1_170,
      asset: 'cash',
    });
    expect((await balancesOf(t, a.playerId)).money).toBe(beforeA.money + 1_170);
    expectAnswer(await claim(a.token), 409, 5002);

    // 200 parallel claims: one credit.
    const beforeB = await balancesOf(t, b.playerId);
    const codes = (await parallel(200, () => claim(b.token))).map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5002)).toHaveLength(199);
    expect((await balancesOf(t, b.playerId)).money).toBe(beforeB.money + 30_000);
    expect(await rewardTransfers(t, b.playerId, 'cash-back:')).toBe(1);
    expect((await cashBack(b.token)).lastWeek.state).toBe('claimed');
    const logs = expectAnswer<{ list: { kind: string; amount: number }[] }>(
      await get(t, '/api/account-service/vip/benefits/logs', b.token),
      200,
      0,
    ).data.list;
    expect(logs[0]).toMatchObject({ kind: 'cash_back', amount: 30_000 });

    // A week later the unclaimed week of someone else has expired: the history says so, no claim reaches it.
    t.clock.now = new Date(`${addDays(nextMonday, 7)}T12:00:00Z`);
    const c = { ...b, token: await login(t, b) };
    const history = (await cashBack(c.token)).history;
    expect(history[0]).toMatchObject({ weekStart: thisMonday, state: 'claimed' });
  });
});
