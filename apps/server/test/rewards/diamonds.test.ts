import { createFairStream, matchesCommitment, weightedSegment } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/http/errors.ts';
import { exchangeDiamonds } from '../../src/modules/activities/diamonds/index.ts';
import { spinWheel } from '../../src/modules/activities/spins/index.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import {
  balancesOf,
  createRewardsApp,
  excludeWithoutEndingSessions,
  expectAnswer,
  get,
  giveAsset,
  parallel,
  post,
  rewardTransfers,
  setBudget,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp();
  t.clock.now = new Date('2026-11-23T10:00:00Z');
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

type Spin = {
  id: number;
  prizeIndex: number;
  asset: string | null;
  amount: number;
  cost: number;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  diamond: number;
};
const spin = (token: string, index: number, idempotencyKey?: string) =>
  post(t, '/api/account-service/diamond-spin/bet', token, {
    index,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
const exchange = (token: string, id: number, idempotencyKey?: string) =>
  post(t, '/api/account-service/account/exchange', token, {
    id,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

/** What a spin credited, by asset, as the wallet sees it. */
function won(spins: Spin[]) {
  const sum = (asset: string) => spins.filter((s) => s.asset === asset).reduce((n, s) => n + s.amount, 0);
  return { diamonds: sum('diamonds'), coins: sum('coins'), cash: sum('cash') };
}

describe('diamond spin', () => {
  it('spins for the option’s cost, pays the drawn prize, and each spin is verifiable after rotation', async () => {
    const p = await registerPlayer(t);
    await giveAsset(t, p.playerId, 'diamonds', 100);
    const cfg = expectAnswer<{
      prizes: { weight: number }[];
      bets: { cost: number }[];
      fairness: { serverSeedHash: string; nonce: number };
    }>(await get(t, '/api/account-service/diamond-spin/cfg', p.token), 200, 0).data;
    expect(cfg.prizes).toHaveLength(8);
    // The odds are public (a weighted outcome cannot be checked without them), and they add up.
    expect(cfg.prizes.every((prize) => Number.isInteger(prize.weight) && prize.weight >= 0)).toBe(true);
    expect(cfg.prizes.reduce((sum, prize) => sum + prize.weight, 0)).toBeGreaterThan(0);
    expect(cfg.bets.map((b) => b.cost)).toEqual([10, 50]);

    const spins: Spin[] = [];
    for (let i = 0; i < 5; i++) spins.push(expectAnswer<Spin>(await spin(p.token, 0), 200, 0).data);
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(
      spins.every((s) => s.serverSeedHash === cfg.fairness.serverSeedHash && s.serverSeed === null),
    ).toBe(true);
    const w = won(spins);
    expect(await balancesOf(t, p.playerId)).toMatchObject({
      diamond: 100 - 50 + w.diamonds,
      bonusMoney: w.coins,
      money: w.cash,
    });

    const rotated = expectAnswer<{
      previous: { serverSeed: string; serverSeedHash: string; lastNonce: number };
    }>(
      await post(t, '/api/account-service/diamond-spin/seed', p.token, { clientSeed: 'my-own-seed' }),
      200,
      0,
    ).data;
    expect(rotated.previous).toMatchObject({ serverSeedHash: cfg.fairness.serverSeedHash, lastNonce: 4 });
    expect(matchesCommitment(rotated.previous.serverSeed, cfg.fairness.serverSeedHash)).toBe(true);
    // Everything a player needs is public: the weights from the wheel's configuration, the rest from the records.
    const weights = expectAnswer<{ prizes: { weight: number }[] }>(
      await get(t, '/api/account-service/diamond-spin/cfg', p.token),
      200,
      0,
    ).data.prizes.map((prize) => prize.weight);
    const records = expectAnswer<{ list: Spin[] }>(
      await get(t, '/api/account-service/diamond-spin/records?limit=10', p.token),
      200,
      0,
    ).data.list;
    expect(records).toHaveLength(5);
    for (const record of records) {
      expect(record.serverSeed).toBe(rotated.previous.serverSeed);
      const stream = createFairStream({
        serverSeed: record.serverSeed!,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      });
      expect(weightedSegment(stream, weights)).toBe(record.prizeIndex);
    }
    const older = expectAnswer<{ list: Spin[] }>(
      await get(t, `/api/account-service/diamond-spin/records?limit=2&maxId=${records[1]!.id}`, p.token),
      200,
      0,
    ).data.list;
    expect(older.map((r) => r.id)).toEqual([records[2]!.id, records[3]!.id]);
    const next = expectAnswer<Spin>(await spin(p.token, 0), 200, 0).data;
    expect(next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
  });

  it('spins once for 200 parallel spins with one key', async () => {
    const p = await registerPlayer(t);
    await giveAsset(t, p.playerId, 'diamonds', 1_000);
    const answers = await parallel(200, () => spin(p.token, 1, 'tap-0000000001'));
    expect(answers.every((a) => a.statusCode === 200 && a.json().code === 0)).toBe(true);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const only = answers[0]!.json().data as Spin;
    expect(only.cost).toBe(50);
    expect(await rewardTransfers(t, p.playerId, 'diamond-spin:')).toBe(1);
    const w = won([only]);
    expect(await balancesOf(t, p.playerId)).toMatchObject({
      diamond: 1_000 - 50 + w.diamonds,
      bonusMoney: w.coins,
      money: w.cash,
    });
    // The same key for another option is a different request.
    expectAnswer(await spin(p.token, 0, 'tap-0000000001'), 409, 2002);
  });

  it('refuses spinning without diamonds, an unknown option, a spent budget and a self-excluded player', async () => {
    const p = await registerPlayer(t);
    expectAnswer(await spin(p.token, 0), 422, 5108);
    await giveAsset(t, p.playerId, 'diamonds', 30);
    expectAnswer(await spin(p.token, 1), 422, 5108); // 50 needed
    expectAnswer(await spin(p.token, 7), 404, 5109);
    expectAnswer(await post(t, '/api/account-service/diamond-spin/bet', p.token, { index: -1 }), 400, 1000);
    for (const asset of ['diamonds', 'coins', 'cash']) await setBudget(t, 'diamond-spin', asset, 0);
    try {
      // A prize past the budget refuses the whole spin: the cost is not taken either. ("Try again" still spins.)
      let refused = 0;
      for (let i = 0; i < 3; i++) {
        const answer = await spin(p.token, 0);
        if (answer.json().code === 5101) refused += 1;
        else expect(answer.json().data).toMatchObject({ asset: null });
      }
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM spin_records WHERE player_id = ${p.playerId}`.execute(t.ctx.db);
      expect((await balancesOf(t, p.playerId)).diamond).toBe(30 - rows[0]!.n * 10);
      expect(refused + rows[0]!.n).toBe(3);
    } finally {
      await setBudget(t, 'diamond-spin', 'diamonds', 5_000_000);
      await setBudget(t, 'diamond-spin', 'coins', 2_000_000);
      await setBudget(t, 'diamond-spin', 'cash', 1_000_000);
    }
    const before = await balancesOf(t, p.playerId);
    await excludeWithoutEndingSessions(t, p.playerId);
    const error = await spinWheel(t.ctx, 'diamond-spin', p.playerId, { index: 0 }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe(5404);
    expect(await balancesOf(t, p.playerId)).toEqual(before);
  });

  it('lists winners with masked numbers', async () => {
    const winners = expectAnswer<{ list: { mobile: string; amount: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/account-service/diamond-spin/winners' }),
      200,
      0,
    ).data.list;
    for (const w of winners) {
      expect(w.mobile).toMatch(/^\d{3}\*{4}\d{3}$/);
      expect(w.amount).toBeGreaterThan(0);
    }
  });
});

describe('diamond account and exchange', () => {
  it('exchanges diamonds for cash or coins at the configured rate, in one transfer, and records both', async () => {
    const p = await registerPlayer(t);
    await giveAsset(t, p.playerId, 'diamonds', 700);
    const cfg = expectAnswer<{
      items: { id: number; diamonds: number; asset: string; amount: number }[];
      diamond: number;
    }>(await get(t, '/api/account-service/account/cfg/exchange', p.token), 200, 0).data;
    expect(cfg.diamond).toBe(700);
    expect(cfg.items[0]).toEqual({ id: 1, diamonds: 100, asset: 'cash', amount: 100 });
    expect(expectAnswer(await exchange(p.token, 2), 200, 0).data).toEqual({
      id: 2,
      diamonds: 500,
      asset: 'cash',
      amount: 550,
      diamond: 200,
    });
    expectAnswer(await exchange(p.token, 4), 200, 0);
    expect(await balancesOf(t, p.playerId)).toMatchObject({
      diamond: 100,
      money: 550,
      withdrawMoney: 0,
      bonusMoney: 120,
    });
    expect(
      expectAnswer(await get(t, '/api/account-service/diamond-account/balance', p.token), 200, 0).data,
    ).toEqual({ diamond: 100 });
    const spent = expectAnswer<{ list: { id: number; amount: number; source: string }[] }>(
      await get(t, '/api/account-service/diamond-account/records?type=2', p.token),
      200,
      0,
    ).data.list;
    expect(spent.map((r) => [r.amount, r.source])).toEqual([
      [-100, 'exchange'],
      [-500, 'exchange'],
    ]);
    const page = expectAnswer<{ list: { id: number }[] }>(
      await get(
        t,
        `/api/account-service/diamond-account/records?type=0&excludeMaxId=${spent[0]!.id}`,
        p.token,
      ),
      200,
      0,
    ).data.list;
    expect(page.every((r) => r.id < spent[0]!.id)).toBe(true);
  });

  it('exchanges once for 200 parallel exchanges with one key', async () => {
    const p = await registerPlayer(t);
    await giveAsset(t, p.playerId, 'diamonds', 5_000);
    const answers = await parallel(200, () => exchange(p.token, 3, 'exchange-tap-01'));
    expect(answers.every((a) => a.statusCode === 200 && a.json().code === 0)).toBe(true);
    expect(await balancesOf(t, p.playerId)).toMatchObject({ diamond: 4_000, withdrawMoney: 1_000 });
    expect(await rewardTransfers(t, p.playerId, 'exchange:')).toBe(1);
  });

  it('refuses more diamonds than held and unknown items, crediting nothing', async () => {
    const p = await registerPlayer(t);
    await giveAsset(t, p.playerId, 'diamonds', 99);
    expectAnswer(await exchange(p.token, 1), 422, 5108);
    expectAnswer(await exchange(p.token, 999), 404, 5110);
    expectAnswer(await post(t, '/api/account-service/account/exchange', p.token, {}), 400, 1000);
    expect(await balancesOf(t, p.playerId)).toMatchObject({ diamond: 99, money: 0, bonusMoney: 0 });
    await excludeWithoutEndingSessions(t, p.playerId);
    const error = await exchangeDiamonds(t.ctx, p.playerId, { id: 1 }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe(5404);
  });
});

describe('coin spin', () => {
  it('gives one free spin a day to players who signed in, then costs coins', async () => {
    const p = await registerPlayer(t);
    const cfg = async () =>
      expectAnswer<{ freeSpins: number; coins: number }>(
        await get(t, '/api/activity-service/coin-spin/cfg?id=1', p.token),
        200,
        0,
      ).data;
    expect((await cfg()).freeSpins).toBe(0);
    expectAnswer(
      await post(t, '/api/activity-service/coin-spin/bet', p.token, { id: 1, index: 0 }),
      422,
      5111,
    );
    expectAnswer(await post(t, '/api/account-service/daily-bonus/sign', p.token), 200, 0);
    expect(await cfg()).toMatchObject({ freeSpins: 1, coins: 50 });
    const free = expectAnswer<{ free: boolean; cost: number }>(
      await post(t, '/api/activity-service/coin-spin/bet', p.token, { id: 1, index: 0 }),
      200,
      0,
    ).data;
    expect(free).toMatchObject({ free: true, cost: 0 });
    expect((await cfg()).freeSpins).toBe(0);
    await giveAsset(t, p.playerId, 'coins', 100);
    const before = (await balancesOf(t, p.playerId)).bonusMoney;
    const paid = expectAnswer<{ free: boolean; cost: number; asset: string | null; amount: number }>(
      await post(t, '/api/activity-service/coin-spin/bet', p.token, { id: 1, index: 0 }),
      200,
      0,
    ).data;
    expect(paid).toMatchObject({ free: false, cost: 100 });
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(
      before - 100 + (paid.asset === 'coins' ? paid.amount : 0),
    );
    expectAnswer(await get(t, '/api/activity-service/coin-spin/cfg?id=9', p.token), 422, 5001);
  });
});
