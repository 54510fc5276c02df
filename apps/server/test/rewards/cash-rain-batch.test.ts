import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/http/errors.ts';
import {
  type ClaimOutcome,
  claimCashRainGift,
  claimCashRainGifts,
  drawMessage,
  drawPrize,
  seedCashRain,
} from '../../src/modules/activities/cash-rain/index.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import {
  balancesOf,
  createRewardsApp,
  excludeWithoutEndingSessions,
  parallel,
  setBudget,
} from './support.ts';

// Claims settled together (docs/cash-rain.md "Rush"): claimCashRainGifts is one batch exactly as the
// batcher forms it from concurrent requests; claimCashRainGift goes through the batcher.

let t: TestApp;
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
let day = 0;
function nextDay(): string {
  day += 1;
  return `2027-01-${String(day).padStart(2, '0')}`;
}

async function setPool(pool: [number, number, number, number][]) {
  await sql`DELETE FROM cash_rain_pool_days`.execute(t.ctx.db);
  await sql`DELETE FROM cash_rain_prizes WHERE idx >= ${pool.length}`.execute(t.ctx.db);
  for (const [idx, [giftType, amount, weight, perSlot]] of pool.entries()) {
    await sql`INSERT INTO cash_rain_prizes (slot_id, idx, gift_type, amount, weight, per_slot)
              VALUES (1, ${idx}, ${giftType}, ${amount}, ${weight}, ${perSlot})
              ON CONFLICT (slot_id, idx) DO UPDATE SET gift_type = EXCLUDED.gift_type, amount = EXCLUDED.amount,
                weight = EXCLUDED.weight, per_slot = EXCLUDED.per_slot`.execute(t.ctx.db);
  }
}

const gifted = (outcome: ClaimOutcome) => {
  if ('error' in outcome) throw outcome.error;
  return { ...outcome.gift, created: outcome.created };
};

async function cashRainTransfers(playerIds: string[]) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM wallet_transfers
    WHERE player_id = ANY(${playerIds}::uuid[]) AND idempotency_key LIKE 'reward:cash-rain:%'`.execute(
    t.ctx.db,
  );
  return rows[0]!.n;
}

async function giftRows(playerIds: string[]) {
  const { rows } = await sql<{ player_id: string; gift_type: number; missed: string | null }>`
    SELECT player_id, gift_type, missed FROM cash_rain_gifts WHERE player_id = ANY(${playerIds}::uuid[])`.execute(
    t.ctx.db,
  );
  return rows;
}

beforeAll(async () => {
  t = await createRewardsApp();
  await seedCashRain(t.ctx);
  await sql`UPDATE reward_activities SET settings = settings || '{"requireDeposit": false}'::jsonb
            WHERE activity = 'cash-rain'`.execute(t.ctx.db);
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

describe('cash rain claims settled together', () => {
  it('gives one gift to a player who is many times in one batch, and answers it again in the next batch', async () => {
    await setPool([[3, 100, 1, 1_000]]);
    const date = nextDay();
    t.clock.now = at(date, '08:00'); // registrations: 30 SMS codes per address and hour
    const [p, q] = await parallel(2, () => registerPlayer(t));
    const now = at(date, '12:05');
    t.clock.now = now;
    const claims = [
      ...Array.from({ length: 20 }, () => ({ playerId: p!.playerId, now })),
      ...Array.from({ length: 3 }, () => ({ playerId: q!.playerId, now })),
    ];
    const gifts = (await claimCashRainGifts(t.ctx, claims)).map(gifted);
    for (const player of [p!, q!]) {
      const own = gifts.filter((g) => g.player_id === player.playerId);
      expect(own.filter((g) => g.created)).toHaveLength(1);
      expect(own[0]!.created).toBe(true);
      expect(new Set(own.map((g) => `${g.gift_type}:${g.amount}`))).toEqual(new Set(['3:100']));
      expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(100);
    }
    expect(await cashRainTransfers([p!.playerId, q!.playerId])).toBe(2);
    expect(await giftRows([p!.playerId, q!.playerId])).toHaveLength(2);

    const again = (await claimCashRainGifts(t.ctx, [{ playerId: p!.playerId, now }])).map(gifted);
    expect(again[0]).toMatchObject({ gift_type: 3, amount: 100, created: false });
    expect(await cashRainTransfers([p!.playerId])).toBe(1);
  });

  it('pays a batch spanning the end of a pool and of a budget in arrival order, nobody past either', async () => {
    // Coins: a pool of 3. Diamonds: a pool of 1,000 but a day's budget of 2 gifts.
    await setPool([
      [3, 100, 1, 3],
      [4, 10, 1, 1_000],
    ]);
    await setBudget(t, 'cash-rain', 'diamonds', 20);
    try {
      const date = nextDay();
      t.clock.now = at(date, '08:00');
      const players = await parallel(28, () => registerPlayer(t));
      const now = at(date, '12:05');
      t.clock.now = now;
      const outcomes = (
        await claimCashRainGifts(
          t.ctx,
          players.map((p) => ({ playerId: p.playerId, now })),
        )
      ).map(gifted);

      // Each player's prize is their own draw from the committed seed; arrival order decides only the stock.
      const { rows } = await sql<{ server_seed: string }>`
        SELECT server_seed FROM cash_rain_rounds WHERE slot_id = 1 AND local_date = ${date}`.execute(
        t.ctx.db,
      );
      const prizes = [
        { idx: 0, giftType: 3 as const, amount: 100, weight: 1, perSlot: 3 },
        { idx: 1, giftType: 4 as const, amount: 10, weight: 1, perSlot: 1_000 },
      ];
      const drawn = players.map(
        (p) => drawPrize(rows[0]!.server_seed, drawMessage(p.playerId, 1, date), prizes)!,
      );
      const coinDrawers = players.filter((_, i) => drawn[i]!.giftType === 3).map((p) => p.playerId);
      const diamondDrawers = players.filter((_, i) => drawn[i]!.giftType === 4).map((p) => p.playerId);
      // 28 fair coin flips: more than 3 coins and 2 diamonds drawn, so the batch runs past both ends.
      expect([coinDrawers.length > 3, diamondDrawers.length > 2]).toEqual([true, true]);
      const expected = new Map<string, [number, string | null]>();
      for (const [k, id] of coinDrawers.entries()) expected.set(id, k < 3 ? [3, null] : [0, 'pool']);
      for (const [k, id] of diamondDrawers.entries()) expected.set(id, k < 2 ? [4, null] : [0, 'budget']);
      const stored = await giftRows(players.map((p) => p.playerId));
      expect(new Map(stored.map((g) => [g.player_id, [g.gift_type, g.missed]]))).toEqual(expected);
      expect(outcomes.every((g) => g.created && g.gift_type === expected.get(g.player_id)![0])).toBe(true);

      let coins = 0;
      let diamonds = 0;
      for (const p of players) {
        const b = await balancesOf(t, p.playerId);
        coins += b.bonusMoney;
        diamonds += b.diamond;
      }
      expect(coins).toBe(Math.min(3, coinDrawers.length) * 100);
      expect(diamonds).toBe(Math.min(2, diamondDrawers.length) * 10);
      const { rows: pool } = await sql<{ given: number }>`
        SELECT coalesce(sum(given), 0)::int AS given FROM cash_rain_pool_days
        WHERE slot_id = 1 AND local_date = ${date} AND idx = 0`.execute(t.ctx.db);
      expect(pool[0]!.given).toBe(Math.min(3, coinDrawers.length));
      const { rows: budget } = await sql<{ handed: number; granted: number }>`
        SELECT d.granted::int AS handed, (SELECT coalesce(sum(s.granted), 0)::int FROM reward_budget_shards s
          WHERE (s.activity, s.asset, s.local_date) = (d.activity, d.asset, d.local_date)) AS granted
        FROM reward_budget_days d WHERE d.activity = 'cash-rain' AND d.asset = 'diamonds' AND d.local_date = ${date}`.execute(
        t.ctx.db,
      );
      expect(budget[0]!.handed).toBeLessThanOrEqual(20);
      expect(budget[0]!.granted).toBe(Math.min(2, diamondDrawers.length) * 10);
    } finally {
      await setBudget(t, 'cash-rain', 'diamonds', 40_000);
    }
  });

  it('fails a batch as a whole when one grant fails, and the batcher then settles every other claim', async () => {
    await setPool([[3, 100, 1, 1_000]]);
    const date = nextDay();
    t.clock.now = at(date, '08:00');
    const players = await parallel(8, () => registerPlayer(t));
    const paused = players[5]!;
    const now = at(date, '12:05');
    t.clock.now = now;
    // A pause committing between the session check and the grant (the route refuses a paused session).
    await excludeWithoutEndingSessions(t, paused.playerId);
    const ids = players.map((p) => p.playerId);

    // One batch: all or nothing — nothing of it is written.
    const failed = await claimCashRainGifts(
      t.ctx,
      ids.map((playerId) => ({ playerId, now })),
    ).catch((error: unknown) => error);
    expect(isAppError(failed) && failed.errorName).toBe('PLAY_PAUSED');
    expect(await giftRows(ids)).toHaveLength(0);
    expect(await cashRainTransfers(ids)).toBe(0);

    // Through the batcher (concurrent claims): the failed batch is split until the paused claim is alone.
    const answers = await Promise.all(
      ids.map((id) => claimCashRainGift(t.ctx, id).catch((error: unknown) => error)),
    );
    for (const [i, answer] of answers.entries()) {
      if (i === 5) expect(isAppError(answer) && answer.errorName).toBe('PLAY_PAUSED');
      else expect(answer).toMatchObject({ giftType: 3, giftAmount: 100, created: true });
    }
    const stored = await giftRows(ids);
    expect(stored.map((g) => g.player_id).sort()).toEqual(ids.filter((id) => id !== paused.playerId).sort());
    expect(await cashRainTransfers(ids)).toBe(7);
    expect((await balancesOf(t, paused.playerId)).bonusMoney).toBe(0);
  });
});
