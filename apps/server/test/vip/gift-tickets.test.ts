import { newSecretKey, type RunningBeacon, startBeacon } from '@sika/beacon';
import type { PublicDraw } from '@sika/contract';
import { ticketLine, ticketsHash, winningPositions } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { currentRound, findDraw, giftRaffleTickets, runDraws } from '../../src/modules/draws/index.ts';
import { claimBenefit } from '../../src/modules/vip/index.ts';
import { call, data, houseBalance } from '../draws/support.ts';
import { balancesOf, expectAnswer, get, parallel, post } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { createVipApp, setLevel } from './support.ts';

/** VIP benefit type 8 (docs/decisions/015): free lucky refund codes, one set per period. */
const LR = '/api/activity-service/lucky-refund';
let t: TestApp;
let beacon: RunningBeacon;
beforeAll(async () => {
  const start = new Date('2026-11-23T10:00:00Z'); // a Monday; the round closes Saturday 20:00
  let app: TestApp | null = null;
  beacon = await startBeacon({
    secretKey: newSecretKey(),
    now: () => (app ? app.clock.now.getTime() : start.getTime()),
  });
  app = await createVipApp({ BEACON_URL: beacon.url });
  app.clock.now = start;
  t = app;
});
afterAll(async () => {
  await t.close();
  await beacon.close();
});

const claim = (token: string, id: number) =>
  post(t, `/api/account-service/vip/personal-enjoyed?benefitsId=${id}`, token);

type Claim = {
  benefitId: number;
  amount: number;
  asset: string;
  period: string;
  drawId: string;
  codes: string[];
};

async function ticketsOf(playerId: string) {
  const { rows } = await sql<{ draw_id: string; selection: string; cost_minor: string; paid_with: string }>`
    SELECT draw_id, selection, cost_minor::text, paid_with FROM draw_tickets WHERE player_id = ${playerId}
    ORDER BY seq`.execute(t.ctx.db);
  return rows;
}

async function moneyMovedFor(playerId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
    WHERE a.player_id = ${playerId}`.execute(t.ctx.db);
  return rows[0]!.n;
}

describe('VIP raffle codes (benefit type 8)', () => {
  let giftee: Awaited<ReturnType<typeof registerPlayer>>;
  let gift: Claim;

  it('lists the weekly codes from V3, and 200 parallel claims give one set of codes and move no money', async () => {
    giftee = await registerPlayer(t);
    await setLevel(t, giftee.playerId, 10, t.clock.now);
    const benefits = expectAnswer<
      { id: number; type: number; statu: number; state: number; asset: string }[]
    >(await get(t, '/api/account-service/vip/benefits/personal-enjoyed', giftee.token), 200, 0).data;
    expect(benefits.find((b) => b.type === 8)).toMatchObject({
      id: 1009,
      statu: 0,
      state: 20,
      asset: 'tickets',
    });
    const levels = expectAnswer<{ id: number; type: number }[]>(
      await get(t, '/api/account-service/vip/benefits/levels?levelId=2', giftee.token),
      200,
      0,
    ).data;
    expect(levels.some((b) => b.type === 8)).toBe(false);

    const before = await balancesOf(t, giftee.playerId);
    const jackpotBefore = await houseBalance(t, 'draws.lucky-refund.jackpot');
    const answers = await parallel(200, () => claim(giftee.token, 1009));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5002)).toHaveLength(199);
    gift = answers.find((a) => a.json().code === 0)!.json().data as Claim;
    const round = await currentRound(t.ctx, 'lucky-refund');
    expect(gift).toMatchObject({ benefitId: 1009, amount: 20, asset: 'tickets', period: '2026-11-23' });
    expect(gift.drawId).toBe(round.id);
    expect(gift.codes).toHaveLength(20);
    for (const code of gift.codes) expect(code).toMatch(/^\d{6}$/);

    // One set of tickets, at price 0, and nothing else: no money, no pool share, no sales.
    const tickets = await ticketsOf(giftee.playerId);
    expect(tickets.map((r) => r.selection)).toEqual(gift.codes);
    expect(new Set(tickets.map((r) => `${r.draw_id}:${r.paid_with}:${r.cost_minor}`))).toEqual(
      new Set([`${round.id}:gift:0`]),
    );
    expect(await balancesOf(t, giftee.playerId)).toEqual(before);
    expect(await moneyMovedFor(giftee.playerId)).toBe(0);
    expect(await houseBalance(t, 'draws.lucky-refund.jackpot')).toBe(jackpotBefore);
    const { rows: draws } = await sql<{ ticket_count: number; sales_minor: string }>`
      SELECT ticket_count, sales_minor::text FROM draws WHERE id = ${round.id}`.execute(t.ctx.db);
    expect(draws[0]).toEqual({ ticket_count: 20, sales_minor: '0' });
    const { rows: claims } = await sql<{ purchase_key: string; grant_id: string | null }>`
      SELECT purchase_key, grant_id FROM vip_benefit_claims WHERE player_id = ${giftee.playerId}`.execute(
      t.ctx.db,
    );
    expect(claims).toEqual([{ purchase_key: `vip-gift:${giftee.playerId}:1009:2026-11-23`, grant_id: null }]);

    // The player sees them where codes are shown: the lucky refund page's "my codes".
    const mine = data<{ list: { code: string }[] }>(
      await call(t, 'GET', `${LR}/personal-codes`, giftee.token),
    );
    expect(mine.list.map((c) => c.code)).toEqual(gift.codes);
    // Claimed for this week: the tile says so, and the records list it as 20 codes.
    const after = expectAnswer<{ id: number; statu: number }[]>(
      await get(t, '/api/account-service/vip/benefits/personal-enjoyed', giftee.token),
      200,
      0,
    ).data;
    expect(after.find((b) => b.id === 1009)?.statu).toBe(1);
    const logs = expectAnswer<{ list: { benefitId: number | null; amount: number; asset: string | null }[] }>(
      await get(t, '/api/account-service/vip/benefits/logs?page=1&size=10', giftee.token),
      200,
      0,
    ).data;
    expect(logs.list.find((l) => l.benefitId === 1009)).toMatchObject({ amount: 20, asset: 'tickets' });
    await expectLedgerHealthy(t);
  });

  it('answers a replay with the same codes: the claim again is 5002, the gift sale again the same tickets', async () => {
    await expect(claimBenefit(t.ctx, giftee.playerId, 1009)).rejects.toMatchObject({ code: 5002 });
    const round = await currentRound(t.ctx, 'lucky-refund');
    const again = await inTransaction(t.ctx.db, (tx) =>
      giftRaffleTickets(tx, {
        round,
        playerId: giftee.playerId,
        count: 20,
        giftKey: `vip-gift:${giftee.playerId}:1009:2026-11-23`,
        reason: { vipBenefit: 1009, period: '2026-11-23' },
        now: t.clock.now,
      }),
    );
    expect(again.map((r) => r.selection)).toEqual(gift.codes);
    expect(await ticketsOf(giftee.playerId)).toHaveLength(20);
    // The same key for another gift is refused, not answered with these tickets.
    await expect(
      inTransaction(t.ctx.db, (tx) =>
        giftRaffleTickets(tx, {
          round,
          playerId: giftee.playerId,
          count: 5,
          giftKey: `vip-gift:${giftee.playerId}:1009:2026-11-23`,
          reason: { vipBenefit: 1009, period: '2026-11-23' },
          now: t.clock.now,
        }),
      ),
    ).rejects.toMatchObject({ errorName: 'IDEMPOTENCY_MISMATCH' });
  });

  it('draws the gift codes with the bought ones: they are hashed, can win and are redeemed like any code', async () => {
    const buyer = await registerPlayer(t);
    await fundPlayer(t, buyer.playerId, 10_000);
    const bought = data<{ codes: string[] }>(
      await call(t, 'POST', `${LR}/buy`, buyer.token, { refundId: gift.drawId, quantity: 1 }),
    );
    expect(bought.codes).toHaveLength(1);
    // One cash code: half of ₵1 feeds the pool; the 20 gift codes feed nothing.
    expect(data<{ amountMinor: number }>(await call(t, 'GET', `${LR}/jackpot`)).amountMinor).toBe(50);

    const round = data<PublicDraw>(await call(t, 'GET', `/api/draws/${gift.drawId}`));
    t.clock.now = new Date(Date.parse(round.closesAt));
    await runDraws(t.ctx);
    t.clock.now = new Date(Date.parse(round.beacon.roundAt) + 1_000);
    await runDraws(t.ctx);
    await runDraws(t.ctx);
    const draw = data<PublicDraw>(await call(t, 'GET', `/api/draws/${gift.drawId}`));
    expect(draw.status).toBe('settled');

    // The public record has all 21 tickets, and the winners recomputed from it are the drawn ones.
    const { list } = data<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
      await call(t, 'GET', `/api/draws/${draw.id}/tickets`),
    );
    expect(list).toHaveLength(21);
    const input = {
      drawId: draw.id,
      serverSeed: draw.serverSeed!,
      beaconRandomness: draw.beacon.randomness!,
      ticketsHash: ticketsHash(list.map((x) => ticketLine(x.seq, x.selection, x.clientSeed))),
    };
    const seqs = winningPositions(input, list.length, 3).map((p) => p + 1);
    expect((draw.outcome as { winningSeqs: number[] }).winningSeqs).toEqual(seqs);

    // Three winners among 21 tickets of which one was bought: at least two prizes went to gift codes.
    const { rows: winners } = await sql<{
      id: number;
      player_id: string;
      paid_with: string;
      prize_minor: string;
    }>`
      SELECT id, player_id, paid_with, prize_minor::text FROM draw_tickets
      WHERE draw_id = ${draw.id} AND prize IS NOT NULL ORDER BY prize_minor DESC, id`.execute(t.ctx.db);
    expect(winners).toHaveLength(3);
    const giftWins = winners.filter((w) => w.paid_with === 'gift');
    expect(giftWins.length).toBeGreaterThanOrEqual(2);
    const won = giftWins.find((w) => Number(w.prize_minor) > 0)!;
    const before = await balancesOf(t, giftee.playerId);
    data(await call(t, 'POST', `${LR}/redeem`, giftee.token, { resultId: won.id }));
    expect((await balancesOf(t, giftee.playerId)).withdrawMoney).toBe(
      before.withdrawMoney + Number(won.prize_minor),
    );
    await expectLedgerHealthy(t);

    // The round is closed: a gift aimed at it is refused and nothing is given.
    const closedRound = (await findDraw(t.ctx.db, draw.id))!;
    await expect(
      inTransaction(t.ctx.db, (tx) =>
        giftRaffleTickets(tx, {
          round: closedRound,
          playerId: giftee.playerId,
          count: 3,
          giftKey: `vip-gift:${giftee.playerId}:late-test`,
          reason: { test: 'late' },
          now: t.clock.now,
        }),
      ),
    ).rejects.toMatchObject({ code: 5502 });
    const { rows: purchases } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM draw_purchases WHERE purchase_key = ${`vip-gift:${giftee.playerId}:late-test`}`.execute(
      t.ctx.db,
    );
    expect(purchases[0]!.n).toBe(0);
  });
});

describe('VIP raffle codes without a round to put them in', () => {
  it('answers the beacon error and claims nothing when no round can be announced', async () => {
    const offline = await createVipApp({ BEACON_URL: 'http://127.0.0.1:9' });
    try {
      offline.clock.now = new Date('2026-11-23T10:00:00Z');
      const p = await registerPlayer(offline);
      await setLevel(offline, p.playerId, 3, offline.clock.now);
      const refused = await post(
        offline,
        '/api/account-service/vip/personal-enjoyed?benefitsId=309',
        p.token,
      );
      expectAnswer(refused, 503, 5509);
      const { rows } = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM vip_benefit_claims)::int + (SELECT count(*) FROM draw_tickets)::int AS n`.execute(
        offline.ctx.db,
      );
      expect(rows[0]!.n).toBe(0);
      const benefits = expectAnswer<{ id: number; statu: number }[]>(
        await get(offline, '/api/account-service/vip/benefits/personal-enjoyed', p.token),
        200,
        0,
      ).data;
      expect(benefits.find((b) => b.id === 309)?.statu).toBe(0);
    } finally {
      await offline.close();
    }
  });
});
