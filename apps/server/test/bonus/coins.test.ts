import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { spendCoins } from '../../src/modules/bonus/index.ts';
import { balances, newPlayer, type PaymentsHarness } from '../payments/support.ts';
import { giveAsset, parallel } from '../rewards/support.ts';
import { body } from '../support/app.ts';
import { afterBonusTest, startBonusPayments } from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startBonusPayments();
});
afterEach(() => afterBonusTest(h));
afterAll(() => h.close());

/** Coins (issue 22, decision 013): spent by other modules through spendCoins, exchanged for cash. */
describe('coins', () => {
  it('other modules spend coins through spendCoins: once per key, never below zero, under concurrency', async () => {
    const player = await newPlayer(h.t);
    await giveAsset(h.t, player.playerId, 'coins', 1_000);
    const buy = (key: string, coins: number) =>
      inTransaction(h.t.ctx.db, (tx) =>
        spendCoins(tx, {
          playerId: player.playerId,
          coins,
          purpose: 'raffle',
          idempotencyKey: key,
          reference: 'Raffle code',
          now: h.t.clock.now,
        }),
      );
    // The same purchase retried 10 times at once: one debit.
    const same = await parallel(10, () => buy('order-1', 300));
    expect(new Set(same.map((r) => r.transferId)).size).toBe(1);
    expect((await balances(h.t, player)).bonusMoney).toBe(700);
    // 10 different purchases of 300 at once: only two fit.
    const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => buy(`order-x${i}`, 300)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    expect(
      settled
        .filter((s) => s.status === 'rejected')
        .every((s) => (s.reason as { code: number }).code === 5111),
    ).toBe(true);
    expect((await balances(h.t, player)).bonusMoney).toBe(100);
  });

  it('exchanges coins for cash at the configured rate, once per tap', async () => {
    const player = await newPlayer(h.t);
    await giveAsset(h.t, player.playerId, 'coins', 5_000);
    const cfg = body<{ enable: boolean; rateBp: number; minCoins: number; coins: number }>(
      await h.t.app.inject({
        method: 'GET',
        url: '/api/bonus-service/coins/exchange',
        headers: { token: player.token },
      }),
    ).data;
    expect(cfg).toEqual({ enable: true, rateBp: 1_000, minCoins: 1_000, coins: 5_000 });

    const exchange = (coins: number, key: string) =>
      h.t.app.inject({
        method: 'POST',
        url: '/api/bonus-service/coins/exchange',
        headers: { token: player.token },
        payload: { coins, idempotencyKey: key },
      });
    const small = await exchange(999, 'tap-small-1');
    expect([small.statusCode, body(small).code]).toEqual([422, 5203]);
    const taps = await parallel(5, () => exchange(3_000, 'tap-00000001'));
    expect(taps.every((r) => r.statusCode === 200)).toBe(true);
    expect(body<{ cashMinor: number }>(taps[0]!).data.cashMinor).toBe(300);
    expect(await balances(h.t, player)).toMatchObject({ bonusMoney: 2_000, money: 300, withdrawMoney: 0 });
    const over = await exchange(3_000, 'tap-00000002');
    expect([over.statusCode, body(over).code]).toEqual([422, 5111]);

    await sql`UPDATE reward_activities SET enabled = false WHERE activity = 'coin-exchange'`.execute(
      h.t.ctx.db,
    );
    try {
      const off = await exchange(1_000, 'tap-00000003');
      expect([off.statusCode, body(off).code]).toEqual([422, 5202]);
    } finally {
      await sql`UPDATE reward_activities SET enabled = true WHERE activity = 'coin-exchange'`.execute(
        h.t.ctx.db,
      );
    }
  });
});
