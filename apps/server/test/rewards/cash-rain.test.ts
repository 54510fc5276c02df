import { matchesCommitment } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawMessage, drawPrize, seedCashRain } from '../../src/modules/activities/cash-rain/index.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { balancesOf, createRewardsApp, expectAnswer, get, parallel, post, setBudget } from './support.ts';

type Slot = {
  id: number;
  begin: string;
  end: string;
  status: 0 | 1 | -1;
  serverSeedHash: string;
  serverSeed: string | null;
};
type Cfg = {
  enable: boolean;
  durations: Slot[];
  current: number | null;
  memberStatus: number;
  rules: string[];
  title: string;
};
type Gift = {
  id: number;
  giftType: number;
  giftAmount: number;
  date: string;
  created: boolean;
  message: string;
};

const CFG = '/api/account-service/cash-rain/cfg';
const GIFTS = '/api/account-service/cash-rain/gifts';
const STATUS = '/api/account-service/cash-rain/draw-status';

let t: TestApp;
/** Accra is UTC+0 all year: these instants are the local wall clock. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
let day = 10;
/** A fresh local day for each test, so rounds, pools and budgets start empty. */
function nextDay(): string {
  day += 1;
  return `2026-12-${String(day).padStart(2, '0')}`;
}

async function setSettings(patch: Record<string, unknown>) {
  await sql`UPDATE reward_activities SET settings = settings || ${JSON.stringify(patch)}::jsonb
            WHERE activity = 'cash-rain'`.execute(t.ctx.db);
}

/** Replaces slot 1's pool (and slot 2's) by `pool`: [giftType, amount, weight, perSlot]. */
async function setPool(pool: [number, number, number, number][]) {
  await sql`DELETE FROM cash_rain_pool_days`.execute(t.ctx.db);
  await sql`DELETE FROM cash_rain_prizes WHERE idx >= ${pool.length}`.execute(t.ctx.db);
  for (const slotId of [1, 2]) {
    for (const [idx, [giftType, amount, weight, perSlot]] of pool.entries()) {
      await sql`INSERT INTO cash_rain_prizes (slot_id, idx, gift_type, amount, weight, per_slot)
                VALUES (${slotId}, ${idx}, ${giftType}, ${amount}, ${weight}, ${perSlot})
                ON CONFLICT (slot_id, idx) DO UPDATE SET gift_type = EXCLUDED.gift_type, amount = EXCLUDED.amount,
                  weight = EXCLUDED.weight, per_slot = EXCLUDED.per_slot`.execute(t.ctx.db);
    }
  }
}

const cfg = async (token = '', lang = 'en') =>
  expectAnswer<Cfg>(
    await t.app.inject({ method: 'GET', url: `${CFG}?lang=${lang}`, headers: token ? { token } : {} }),
    200,
    0,
  ).data;
const claim = (token: string) => post(t, GIFTS, token);

async function cashRainCredits(playerId: string) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM wallet_transfers
    WHERE player_id = ${playerId} AND idempotency_key LIKE 'reward:cash-rain:%'`.execute(t.ctx.db);
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createRewardsApp();
  await seedCashRain(t.ctx);
  await setSettings({ requireDeposit: false });
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

describe('cash rain slots', () => {
  it('shows the first open slot, else the first upcoming, else the first finished, as the clock moves', async () => {
    const date = nextDay();
    t.clock.now = at(date, '08:00');
    let c = await cfg();
    expect(c.enable).toBe(true);
    expect(c.durations.map((s) => [s.id, s.begin, s.end, s.status])).toEqual([
      [1, '12:00', '12:30', 0],
      [2, '20:00', '20:30', 0],
    ]);
    expect(c.current).toBe(0);
    expect(c.durations.every((s) => /^[0-9a-f]{64}$/.test(s.serverSeedHash) && s.serverSeed === null)).toBe(
      true,
    );

    t.clock.now = at(date, '12:10');
    c = await cfg();
    expect(c.durations.map((s) => s.status)).toEqual([1, 0]);
    expect(c.current).toBe(0);

    t.clock.now = at(date, '12:30');
    c = await cfg();
    expect(c.durations.map((s) => s.status)).toEqual([-1, 0]);
    expect(c.current).toBe(1);

    t.clock.now = at(date, '20:00');
    expect((await cfg()).current).toBe(1);

    t.clock.now = at(date, '23:00');
    c = await cfg();
    expect(c.durations.map((s) => s.status)).toEqual([-1, -1]);
    expect(c.current).toBe(0);
    // Finished and past the grace period: the seeds are revealed and match what was committed.
    expect(
      c.durations.every((s) => s.serverSeed !== null && matchesCommitment(s.serverSeed, s.serverSeedHash)),
    ).toBe(true);

    // The next local day starts again with new rounds (new seeds).
    t.clock.now = at(nextDay(), '00:01');
    const next = await cfg();
    expect(next.durations.map((s) => s.status)).toEqual([0, 0]);
    expect(next.durations[0]!.serverSeedHash).not.toBe(c.durations[0]!.serverSeedHash);
  });

  it('speaks the player’s language', async () => {
    t.clock.now = at(nextDay(), '08:00');
    const [en, fr, pt] = [await cfg('', 'en'), await cfg('', 'fr'), await cfg('', 'pt')];
    expect(en.rules[0]).toContain('Cash Rain opens');
    expect(fr.rules[0]).toContain('pluie de cash');
    expect(pt.rules[0]).toContain('Chuva de Dinheiro');
    expect(new Set([en.title, fr.title, pt.title]).size).toBe(3);
  });
});

describe('cash rain gifts', () => {
  it('refuses a claim when no slot is open, and an unknown slot id, crediting nothing', async () => {
    const p = await registerPlayer(t);
    const date = nextDay();
    const before = await balancesOf(t, p.playerId);
    t.clock.now = at(date, '11:59');
    expectAnswer(await claim(p.token), 409, 5641);
    // Past the end and its 30 s grace period.
    t.clock.now = new Date(at(date, '12:30').getTime() + 30_000);
    expectAnswer(await claim(p.token), 409, 5641);
    expectAnswer(await get(t, `${STATUS}?id=99`, p.token), 404, 5640);
    expectAnswer(await get(t, `${STATUS}?id=abc`, p.token), 400, 1000);
    expect(await balancesOf(t, p.playerId)).toEqual(before);
    expect(await cashRainCredits(p.playerId)).toBe(0);
  });

  it('gives a rain started in the last seconds its gift within the grace period', async () => {
    await setPool([[3, 100, 1, 1_000]]);
    const p = await registerPlayer(t);
    t.clock.now = new Date(at(nextDay(), '12:30').getTime() + 20_000);
    const gift = expectAnswer<Gift>(await claim(p.token), 200, 0).data;
    expect(gift).toMatchObject({ id: 1, giftType: 3, giftAmount: 100, created: true });
  });

  it('gives exactly one gift for 200 simultaneous claims of one player, and a replay answers the same gift', async () => {
    await setPool([[2, 200, 1, 1_000]]);
    const p = await registerPlayer(t);
    const date = nextDay();
    t.clock.now = at(date, '12:05');
    expect(expectAnswer<boolean>(await get(t, `${STATUS}?id=1`, p.token), 200, 0).data).toBe(false);
    const before = await balancesOf(t, p.playerId);

    const answers = await parallel(200, () => claim(p.token));
    const gifts = answers.map((a) => expectAnswer<Gift>(a, 200, 0).data);
    expect(gifts.filter((g) => g.created)).toHaveLength(1);
    expect(new Set(gifts.map((g) => `${g.giftType}:${g.giftAmount}:${g.date}`))).toEqual(
      new Set([`2:200:${date}`]),
    );
    const after = await balancesOf(t, p.playerId);
    expect(after.money - before.money).toBe(200);
    expect(await cashRainCredits(p.playerId)).toBe(1);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM cash_rain_gifts
      WHERE player_id = ${p.playerId}`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(1);

    // Replay, later in the slot: the same gift, nothing more.
    t.clock.now = at(date, '12:20');
    const replay = expectAnswer<Gift>(await claim(p.token), 200, 0).data;
    expect(replay).toMatchObject({ giftType: 2, giftAmount: 200, created: false });
    expect(await balancesOf(t, p.playerId)).toEqual(after);
    expect(expectAnswer<boolean>(await get(t, `${STATUS}?id=1`, p.token), 200, 0).data).toBe(true);
    // Slot 2 is another round: the same player may play it.
    expect(expectAnswer<boolean>(await get(t, `${STATUS}?id=2`, p.token), 200, 0).data).toBe(false);
  });

  it('gives "try again" once the day’s budget is spent, and never credits past it', async () => {
    await setPool([[3, 100, 1, 1_000]]);
    await setBudget(t, 'cash-rain', 'coins', 500);
    const players = await parallel(12, () => registerPlayer(t));
    t.clock.now = at(nextDay(), '12:05');
    const gifts = (await parallel(12, (i) => claim(players[i]!.token))).map(
      (a) => expectAnswer<Gift>(a, 200, 0).data,
    );
    expect(gifts.filter((g) => g.giftType === 3)).toHaveLength(5);
    expect(gifts.filter((g) => g.giftType === 0 && g.giftAmount === 0)).toHaveLength(7);
    let credited = 0;
    for (const p of players) credited += (await balancesOf(t, p.playerId)).bonusMoney;
    expect(credited).toBe(500);
    const { rows } = await sql<{
      missed: string;
      n: number;
    }>`SELECT missed, count(*)::int AS n FROM cash_rain_gifts
      WHERE player_id = ANY(${players.map((p) => p.playerId)}::uuid[]) GROUP BY missed`.execute(t.ctx.db);
    expect(Object.fromEntries(rows.map((r) => [r.missed, r.n]))).toEqual({ null: 5, budget: 7 });
    await setBudget(t, 'cash-rain', 'coins', 600_000);
  });

  it('gives "try again" once the slot’s pool of the prize is spent', async () => {
    await setPool([[4, 10, 1, 3]]);
    const players = await parallel(8, () => registerPlayer(t));
    t.clock.now = at(nextDay(), '20:05');
    const gifts = (await parallel(8, (i) => claim(players[i]!.token))).map(
      (a) => expectAnswer<Gift>(a, 200, 0).data,
    );
    expect(gifts.every((g) => g.id === 2)).toBe(true);
    expect(gifts.filter((g) => g.giftType === 4 && g.giftAmount === 10)).toHaveLength(3);
    expect(gifts.filter((g) => g.giftType === 0)).toHaveLength(5);
  });

  it('spreads a rush over the pool and budget shards, never past either (and every shard gets used)', async () => {
    await setPool([[3, 100, 1, 10]]);
    const players = await parallel(30, () => registerPlayer(t));
    const date = nextDay();
    t.clock.now = at(date, '12:05');
    const gifts = (await parallel(30, (i) => claim(players[i]!.token))).map(
      (a) => expectAnswer<Gift>(a, 200, 0).data,
    );
    // The pool of 10 split over 8 shards (2, 2, 1, 1, 1, 1, 1, 1): all of it given, not one more.
    expect(gifts.filter((g) => g.giftType === 3)).toHaveLength(10);
    const { rows: shards } = await sql<{ shard: number; given: number; cap: number }>`
      SELECT shard, given, cap FROM cash_rain_pool_days WHERE slot_id = 1 AND local_date = ${date}
      ORDER BY shard`.execute(t.ctx.db);
    expect(shards.map((s) => [s.shard, s.given, s.cap])).toEqual([
      [0, 2, 2],
      [1, 2, 2],
      ...[2, 3, 4, 5, 6, 7].map((n) => [n, 1, 1]),
    ]);

    // The budget: 1,700 over 8 shards, each handed chunks of at least the gift: 17 gifts, then "try again".
    await setPool([[3, 100, 1, 1_000]]);
    await setBudget(t, 'cash-rain', 'coins', 1_700);
    try {
      const more = await parallel(30, () => registerPlayer(t));
      const day = nextDay();
      t.clock.now = at(day, '20:05');
      const paid = (await parallel(30, (i) => claim(more[i]!.token))).map(
        (a) => expectAnswer<Gift>(a, 200, 0).data,
      );
      expect(paid.filter((g) => g.giftType === 3)).toHaveLength(17);
      expect(paid.filter((g) => g.giftType === 0)).toHaveLength(13);
      const { rows } = await sql<{ handed: number; reserved: number; granted: number; shards: number }>`
        SELECT d.granted::int AS handed, sum(s.reserved)::int AS reserved, sum(s.granted)::int AS granted,
               count(*)::int AS shards
        FROM reward_budget_days d JOIN reward_budget_shards s USING (activity, asset, local_date)
        WHERE d.activity = 'cash-rain' AND d.asset = 'coins' AND d.local_date = ${day}
        GROUP BY d.granted`.execute(t.ctx.db);
      expect(rows[0]).toMatchObject({ handed: 1_700, reserved: 1_700, granted: 1_700 });
      expect(rows[0]!.shards).toBeGreaterThan(1);
      let credited = 0;
      for (const p of more) credited += (await balancesOf(t, p.playerId)).bonusMoney;
      expect(credited).toBe(1_700);
    } finally {
      await setBudget(t, 'cash-rain', 'coins', 600_000);
    }
  });

  it('gives one gift per slot: the same player plays both of a day’s slots, each once', async () => {
    await setPool([[4, 10, 1, 1_000]]);
    const p = await registerPlayer(t);
    const date = nextDay();
    t.clock.now = at(date, '12:05');
    const first = await parallel(20, () => claim(p.token));
    expect(first.map((a) => expectAnswer<Gift>(a, 200, 0).data).filter((g) => g.created)).toHaveLength(1);
    t.clock.now = at(date, '20:05');
    const second = (await parallel(20, () => claim(p.token))).map((a) => expectAnswer<Gift>(a, 200, 0).data);
    expect(second.filter((g) => g.created)).toHaveLength(1);
    expect(second.every((g) => g.id === 2 && g.giftType === 4 && g.giftAmount === 10)).toBe(true);
    const { rows } = await sql<{ slot_id: number }>`SELECT slot_id FROM cash_rain_gifts
      WHERE player_id = ${p.playerId} ORDER BY slot_id`.execute(t.ctx.db);
    expect(rows.map((r) => r.slot_id)).toEqual([1, 2]);
    expect(await cashRainCredits(p.playerId)).toBe(2);
    // Replay of slot 2 later in its window: the same gift, nothing more.
    t.clock.now = at(date, '20:25');
    expect(expectAnswer<Gift>(await claim(p.token), 200, 0).data).toMatchObject({ id: 2, created: false });
    expect(await cashRainCredits(p.playerId)).toBe(2);
  });

  it('draws each gift from the committed seed: anyone can recompute it once the slot closes', async () => {
    await setPool([
      [0, 0, 3, 0],
      [3, 100, 4, 10_000],
      [4, 10, 2, 10_000],
      [1, 500, 1, 10_000],
    ]);
    const players = await parallel(10, () => registerPlayer(t));
    const date = nextDay();
    t.clock.now = at(date, '12:01');
    const gifts = (await parallel(10, (i) => claim(players[i]!.token))).map(
      (a) => expectAnswer<Gift>(a, 200, 0).data,
    );
    t.clock.now = at(date, '13:00');
    const slot = (await cfg()).durations[0]!;
    const { rows } = await sql<{
      idx: number;
      gift_type: number;
      amount: number;
      weight: number;
      per_slot: number;
    }>`
      SELECT idx, gift_type, amount::int, weight, per_slot FROM cash_rain_prizes WHERE slot_id = 1 ORDER BY idx`.execute(
      t.ctx.db,
    );
    const prizes = rows.map((r) => ({
      idx: r.idx,
      giftType: r.gift_type as 0,
      amount: r.amount,
      weight: r.weight,
      perSlot: r.per_slot,
    }));
    for (const [i, gift] of gifts.entries()) {
      expect(gift.message).toBe(drawMessage(players[i]!.playerId, 1, date));
      const drawn = drawPrize(slot.serverSeed!, gift.message, prizes)!;
      expect([gift.giftType, gift.giftAmount]).toEqual([drawn.giftType, drawn.amount]);
    }
  });

  it('asks a player without a deposit to deposit first (memberStatus 1, 3004), crediting nothing', async () => {
    await setSettings({ requireDeposit: true });
    try {
      const p = await registerPlayer(t);
      t.clock.now = at(nextDay(), '12:05');
      expect((await cfg(p.token)).memberStatus).toBe(1);
      expect((await cfg()).memberStatus).toBe(0);
      expectAnswer(await claim(p.token), 422, 3004);
      expect(await cashRainCredits(p.playerId)).toBe(0);
      expect(expectAnswer<boolean>(await get(t, `${STATUS}?id=1`, p.token), 200, 0).data).toBe(false);
    } finally {
      await setSettings({ requireDeposit: false });
    }
  });

  it('answers 5001 when the cash rain is switched off', async () => {
    const p = await registerPlayer(t);
    t.clock.now = at(nextDay(), '12:05');
    await sql`UPDATE reward_activities SET enabled = false WHERE activity = 'cash-rain'`.execute(t.ctx.db);
    try {
      expect((await cfg()).enable).toBe(false);
      expectAnswer(await claim(p.token), 422, 5001);
      expectAnswer(await get(t, `${STATUS}?id=1`, p.token), 422, 5001);
    } finally {
      await sql`UPDATE reward_activities SET enabled = true WHERE activity = 'cash-rain'`.execute(t.ctx.db);
    }
  });
});
