import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { applyPlayerEvent, deliverPlayerEvents, playerEventsOf } from '../../src/modules/outbox/index.ts';
import { reviewVipYear, vipPoints } from '../../src/modules/vip/index.ts';
import { body, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { centiOf, createVipApp, deliverUntil, login, personalLevel, playDice } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createVipApp();
  t.clock.now = new Date('2026-11-23T10:00:00Z');
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

async function playerWithCash(amount: number) {
  const p = await registerPlayer(t);
  await fundPlayer(t, p.playerId, amount);
  return p;
}

async function profileOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account-service/member/profile',
    headers: { token },
  });
  return body<{ levelId: number; score: number }>(response).data;
}

describe('bet points from the player-event outbox', () => {
  it('a settled bet earns 1 point per cedi once, under duplicate deliveries; its rollback gives them back once', async () => {
    const p = await playerWithCash(100_000);
    const dice = await playDice(t, p);
    const first = await dice.stake(12_345); // GHS 123.45 → 123.45 points
    await dice.stake(655);
    await deliverUntil(t, async () => (await centiOf(t, p.playerId, 2026)) === 13_000);
    expect(await personalLevel(t, p.token)).toMatchObject({ levelId: 1, points: 130, year: 2026 });
    expect(await profileOf(p.token)).toMatchObject({ levelId: 1, score: 130 });

    // Every way an event can come twice: a second delivery, a reset cursor, the consumer called again.
    const events = await playerEventsOf(t.ctx.db, p.playerId);
    await inTransaction(t.ctx.db, async (tx) => {
      for (const event of events) expect(await applyPlayerEvent(tx, t.ctx, vipPoints, event)).toBe(false);
      for (const event of events) await vipPoints.handle(tx, event, t.ctx);
    });
    await sql`UPDATE player_event_cursors SET tx_id = '0', event_id = 0 WHERE consumer = 'vip-points'`.execute(
      t.ctx.db,
    );
    await deliverPlayerEvents(t.ctx, vipPoints);
    expect(await centiOf(t, p.playerId, 2026)).toBe(13_000);

    // The rollback takes back exactly what the bet earned, once, however often it is delivered.
    await dice.rollback(first.txId, first.roundId);
    await deliverUntil(t, async () => (await centiOf(t, p.playerId, 2026)) === 655);
    const rollback = (await playerEventsOf(t.ctx.db, p.playerId)).find((e) => e.kind === 'rollback')!;
    await inTransaction(t.ctx.db, (tx) => vipPoints.handle(tx, rollback, t.ctx));
    await sql`UPDATE player_event_cursors SET tx_id = '0', event_id = 0 WHERE consumer = 'vip-points'`.execute(
      t.ctx.db,
    );
    await deliverPlayerEvents(t.ctx, vipPoints);
    expect(await centiOf(t, p.playerId, 2026)).toBe(655);
    expect(await personalLevel(t, p.token)).toMatchObject({ points: 6, levelId: 1 });
    expect(await profileOf(p.token)).toMatchObject({ score: 6 });
  });

  it('a bet on a configured holiday earns 10 points per cedi', async () => {
    const p = await playerWithCash(10_000);
    t.clock.now = new Date('2026-12-25T12:00:00Z'); // Christmas Day in Accra
    try {
      p.token = await login(t, p);
      expect((await personalLevel(t, p.token)).pointsPerUnitToday).toBe(10);
      const dice = await playDice(t, p);
      await dice.stake(1_000);
      await deliverUntil(t, async () => (await centiOf(t, p.playerId, 2026)) === 10_000);
      expect((await personalLevel(t, p.token)).points).toBe(100);
    } finally {
      t.clock.now = new Date('2026-11-23T10:00:00Z');
    }
  });
});

describe('levels', () => {
  it('upgrades at the exact target (V2 at 1,000 points), with a member message, and not a hundredth before', async () => {
    const p = await playerWithCash(200_000);
    const dice = await playDice(t, p);
    await dice.stake(99_999); // 999.99 points
    await deliverUntil(t, async () => (await centiOf(t, p.playerId, 2026)) === 99_999);
    expect(await personalLevel(t, p.token)).toMatchObject({
      levelId: 1,
      points: 999,
      nextLevelId: 2,
      nextTarget: 1_000,
      pointsToNext: 1,
    });
    await dice.stake(1); // exactly 1,000.00
    await deliverUntil(t, async () => (await personalLevel(t, p.token)).levelId === 2);
    expect(await personalLevel(t, p.token)).toMatchObject({
      levelId: 2,
      points: 1_000,
      target: 1_000,
      nextLevelId: 3,
      pointsToNext: 4_000,
      cashBackRate: 300,
    });
    expect(await profileOf(p.token)).toMatchObject({ levelId: 2, score: 1_000 });
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/message-service/member/messages',
      headers: { token: p.token },
    });
    expect(messages.body).toContain('Welcome to VIP 2');
    const logs = body<{ list: { kind: string; toLevelId: number }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/account-service/vip/benefits/logs',
        headers: { token: p.token },
      }),
    ).data.list;
    expect(logs[0]).toMatchObject({ kind: 'level', toLevelId: 2 });
  });

  it('the yearly review keeps a level whose target was met and lowers it by one when not, with the clock moved', async () => {
    const keeper = await playerWithCash(1_100_000);
    const dropper = await playerWithCash(600_000);
    // 2026: both reach V3 (5,000 points).
    for (const p of [keeper, dropper]) {
      const dice = await playDice(t, p);
      await dice.stake(500_000);
    }
    await deliverUntil(t, async () => (await personalLevel(t, dropper.token)).levelId === 3);
    expect((await personalLevel(t, keeper.token)).levelId).toBe(3);

    // Early January 2027 in Accra: 2026's points met V3's target for both.
    t.clock.now = new Date('2027-01-02T00:30:00Z'); // 1 January is a holiday: bets of the 2nd earn 1 point per cedi
    try {
      for (const p of [keeper, dropper]) p.token = await login(t, p);
      expect(await reviewVipYear(t.ctx)).toBeGreaterThanOrEqual(2);
      expect(await reviewVipYear(t.ctx)).toBe(0); // safe to run twice
      expect(await personalLevel(t, dropper.token)).toMatchObject({ levelId: 3, year: 2027, points: 0 });
      // In 2027 the keeper stakes V3's target again, the dropper nothing.
      const dice = await playDice(t, keeper);
      await dice.stake(500_000);
      await deliverUntil(t, async () => (await centiOf(t, keeper.playerId, 2027)) === 500_000);
      expect((await personalLevel(t, keeper.token)).levelId).toBe(3);

      // 1 January 2028: the read reviews before the job does; the job adds no second review.
      t.clock.now = new Date('2028-01-01T08:00:00Z');
      for (const p of [keeper, dropper]) p.token = await login(t, p);
      expect(await personalLevel(t, dropper.token)).toMatchObject({ levelId: 2, year: 2028 });
      expect(await personalLevel(t, keeper.token)).toMatchObject({ levelId: 3, year: 2028 });
      // The job reviews the file's other members; these two it leaves alone (one review per year).
      await reviewVipYear(t.ctx);
      expect(await profileOf(dropper.token)).toMatchObject({ levelId: 2, score: 0 });
      const { rows } = await sql<{ from_level: number; to_level: number; year: number }>`
        SELECT from_level, to_level, year FROM vip_level_changes
        WHERE player_id = ${dropper.playerId} AND reason = 'review' ORDER BY year`.execute(t.ctx.db);
      expect(rows).toEqual([
        { from_level: 3, to_level: 3, year: 2026 },
        { from_level: 3, to_level: 2, year: 2027 },
      ]);
      const messages = await t.app.inject({
        method: 'GET',
        url: '/api/message-service/member/messages',
        headers: { token: dropper.token },
      });
      expect(messages.body).toContain('Your VIP level is now 2');
    } finally {
      t.clock.now = new Date('2026-11-23T10:00:00Z');
    }
  });
});
