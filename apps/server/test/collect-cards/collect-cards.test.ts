import { randomUUID } from 'node:crypto';
import { createFairStream, weightedSegment } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  playerEventConsumers,
  seedCollectCards,
  settleCardEvent,
} from '../../src/modules/activities/index.ts';
import { deliverPlayerEvents } from '../../src/modules/outbox/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import {
  balances,
  deposit,
  eventually,
  expectLedgerHealthy,
  newPlayer,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { expectAnswer, get, parallel, post, rewardTransfers } from '../rewards/support.ts';
import { createCardEvent, giveChances } from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments();
  await seedRewards(h.t.ctx);
  await seedCollectCards(h.t.ctx);
});
afterAll(() => h.close());

const base = '/api/activity-service/collect-cards';
type Member = {
  actId: number;
  chances: number;
  cards: { index: number; count: number }[];
  completed: boolean;
  prize: { asset: string; amount: number } | null;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number; serverSeed: string | null };
};
type Used = { action: string; cardIndex: number | null; nonce: number | null; member: Member };

const member = async (p: Player, actId: number) =>
  expectAnswer<Member>(await get(h.t, `${base}/member?actId=${actId}`, p.token), 200, 0).data;
const spin = (p: Player, actId: number, key = randomUUID()) =>
  post(h.t, `${base}/chances`, p.token, { actId, action: 'spin', idempotencyKey: key });

describe('collect cards', () => {
  it('deposit → chance → spin → card, the chance given once however often the deposit is delivered', async () => {
    const event = await createCardEvent(h.t);
    const p = await newPlayer(h.t);
    const created = await deposit(h.t, p, { payMoney: 2_500, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    expect((await pollUntilSettled(h.t, p, created.data.transNo)).state).toBe(3);

    // The gift box after the deposit asks what this order gave (delivery may wait for older transactions).
    const chances = await eventually(
      async () =>
        expectAnswer<{ granted: number; actId: number | null }>(
          await get(h.t, `${base}/chances?orderNo=${created.data.transNo}`, p.token),
          200,
          0,
        ).data,
      (c) => c.granted > 0,
      10_000,
    );
    expect(chances).toMatchObject({ granted: 1 });
    // The seeded Christmas event is open too: the chance lands in every open event.
    expect((await member(p, event.id)).chances).toBe(1);

    // Delivered again from the start: the receipts and the unique move keep it one chance.
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0`.execute(h.t.ctx.db);
    for (const consumer of playerEventConsumers) await deliverPlayerEvents(h.t.ctx, consumer);
    expect((await member(p, event.id)).chances).toBe(1);

    const before = await member(p, event.id);
    const used = expectAnswer<Used>(await spin(p, event.id), 200, 0).data;
    expect(used.cardIndex).not.toBeNull();
    expect(used.member.chances).toBe(0);
    expect(used.member.cards[used.cardIndex!]!.count).toBe(1);
    expect(before.fairness.serverSeed).toBeNull();
    expectAnswer(await spin(p, event.id), 422, 5652);

    // Provably fair: once the event has ended the seed is revealed and the card recomputes.
    h.t.clock.now = new Date(event.ends.getTime() + 1_000);
    const after = await member(p, event.id);
    h.t.clock.now = new Date();
    expect(after.fairness.serverSeed).not.toBeNull();
    const stream = createFairStream({
      serverSeed: after.fairness.serverSeed!,
      clientSeed: after.fairness.clientSeed,
      nonce: used.nonce!,
    });
    expect(weightedSegment(stream, [1, 1, 1, 1, 1, 1, 1, 1])).toBe(used.cardIndex);
    await expectLedgerHealthy(h.t);
  });

  it('a deposit under ₵20.00 gives no chance', async () => {
    await createCardEvent(h.t);
    const p = await newPlayer(h.t);
    const created = await deposit(h.t, p, { payMoney: 1_500, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    expect((await pollUntilSettled(h.t, p, created.data.transNo)).state).toBe(3);
    for (const consumer of playerEventConsumers) await deliverPlayerEvents(h.t.ctx, consumer);
    const answer = await get(h.t, `${base}/chances?orderNo=${created.data.transNo}`, p.token);
    expect(expectAnswer<{ granted: number }>(answer, 200, 0).data.granted).toBe(0);
  });

  it('200 simultaneous taps with one key spin once; 200 free-chance claims give one chance', async () => {
    const event = await createCardEvent(h.t);
    const p = await newPlayer(h.t);
    await member(p, event.id);
    await giveChances(h.t, event.id, p.playerId, 5);
    const key = randomUUID();
    const answers = await parallel(200, () => spin(p, event.id, key));
    const cards = new Set(answers.map((a) => expectAnswer<Used>(a, 200, 0).data.cardIndex));
    expect(cards.size).toBe(1);
    expect((await member(p, event.id)).chances).toBe(4);
    // The same key for another action is refused.
    expectAnswer(
      await post(h.t, `${base}/chances`, p.token, {
        actId: event.id,
        action: 'exchange',
        idempotencyKey: key,
      }),
      409,
      2002,
    );

    const free = await parallel(200, () => post(h.t, `${base}/free`, p.token, { actId: event.id }));
    expect(free.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(free.filter((r) => r.statusCode === 409 && r.json().code === 5653)).toHaveLength(199);
    expect((await member(p, event.id)).chances).toBe(5);
    const status = expectAnswer<{ available: boolean }>(
      await get(h.t, `${base}/free?actId=${event.id}`, p.token),
      200,
      0,
    );
    expect(status.data.available).toBe(false);
  });

  it('spare cards exchange for a chance without breaking a set', async () => {
    const event = await createCardEvent(h.t, { weights: [1000, 1, 1, 1, 1, 1, 1, 1] });
    const p = await newPlayer(h.t);
    await member(p, event.id);
    await giveChances(h.t, event.id, p.playerId, 6);
    for (let i = 0; i < 6; i += 1) expectAnswer(await spin(p, event.id), 200, 0);
    const held = await member(p, event.id);
    const spare = held.cards.reduce((sum, c) => sum + Math.max(0, c.count - 1), 0);
    expect(spare).toBeGreaterThanOrEqual(3);
    const exchanged = expectAnswer<Used>(
      await post(h.t, `${base}/chances`, p.token, { actId: event.id, action: 'exchange' }),
      200,
      0,
    ).data;
    expect(exchanged.member.chances).toBe(1);
    for (const card of held.cards) {
      if (card.count > 0) expect(exchanged.member.cards[card.index]!.count).toBeGreaterThanOrEqual(1);
    }
    const total = (cards: { count: number }[]) => cards.reduce((sum, c) => sum + c.count, 0);
    expect(total(exchanged.member.cards)).toBe(total(held.cards) - 3);
  });

  it('a completed set pays its share of the pool once: 200 simultaneous settlements, then a replay', async () => {
    const event = await createCardEvent(h.t, { pool: 1_001, hours: 1 });
    const players = [await newPlayer(h.t), await newPlayer(h.t), await newPlayer(h.t)];
    // Two players complete the set; the third does not play.
    for (const p of players.slice(0, 2)) {
      await member(p, event.id);
      await giveChances(h.t, event.id, p.playerId, 500);
      let state = await member(p, event.id);
      while (!state.completed) state = expectAnswer<Used>(await spin(p, event.id), 200, 0).data.member;
      expect(state.cards.every((c) => c.count > 0)).toBe(true);
    }
    const cfg = expectAnswer<{ completedSets: number; status: number }>(
      await get(h.t, `${base}/cfg?actId=${event.id}`, ''),
      200,
      0,
    ).data;
    expect(cfg).toMatchObject({ completedSets: 2, status: 1 });
    expect(await settleCardEvent(h.t.ctx, event.id)).toBe(0); // not ended: nothing paid

    const cashBefore = await Promise.all(players.map((p) => balances(h.t, p)));
    h.t.clock.now = new Date(event.ends.getTime() + 60_000);
    try {
      const paid = await parallel(200, () => settleCardEvent(h.t.ctx, event.id));
      expect(paid.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await settleCardEvent(h.t.ctx, event.id)).toBe(0); // replay
      expectAnswer(await spin(players[0]!, event.id), 422, 5651); // closed
    } finally {
      h.t.clock.now = new Date();
    }
    for (const [i, p] of players.entries()) {
      const after = await balances(h.t, p);
      const share = i < 2 ? 500 : 0; // 1,001 / 2, the odd unit stays with the house
      expect(after.money - cashBefore[i]!.money).toBe(share);
      expect(await rewardTransfers(h.t, p.playerId, `collect-cards:${event.id}:`)).toBe(i < 2 ? 1 : 0);
    }
    expect((await member(players[0]!, event.id)).prize).toMatchObject({ asset: 'cash', amount: 500 });
    const notices = expectAnswer<{ list: { kind: string; mobile: string }[] }>(
      await get(h.t, `${base}/notices?actId=${event.id}`, ''),
      200,
      0,
    ).data.list;
    expect(notices.filter((n) => n.kind === 'prize')).toHaveLength(2);
    expect(notices[0]!.mobile).toMatch(/^\d{3}\*{4}\d{3}$/);
    await expectLedgerHealthy(h.t);
  });

  it('an unknown event, an event not started and an event ended answer catalogue errors', async () => {
    const p = await newPlayer(h.t);
    expectAnswer(await get(h.t, `${base}/cfg?actId=999999`, ''), 404, 5650);
    expectAnswer(await spin(p, 999_999), 404, 5650);
    const later = await createCardEvent(h.t, { startsInHours: 2, hours: 5 });
    expect(
      expectAnswer<{ status: number }>(await get(h.t, `${base}/cfg?actId=${later.id}`, ''), 200, 0).data
        .status,
    ).toBe(0);
    expectAnswer(await post(h.t, `${base}/free`, p.token, { actId: later.id }), 422, 5651);
    expectAnswer(await spin(p, later.id), 422, 5651);
  });

  it('the seeded Christmas event is the current one, with its page in three languages', async () => {
    for (const lang of ['en', 'fr', 'pt']) {
      const cfg = expectAnswer<{ actId: number; cards: { name: string }[]; page: { title: string } }>(
        await get(h.t, `${base}/cfg?actId=1&lang=${lang}`, ''),
        200,
        0,
      ).data;
      expect(cfg.cards).toHaveLength(8);
      expect(cfg.page.title.length).toBeGreaterThan(0);
    }
  });
});
