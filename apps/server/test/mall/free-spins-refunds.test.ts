import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverFreeRoundLines } from '../../src/modules/mall/index.ts';
import { balancesOf, expectAnswer } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { type FreeSpins, freeSpinsSteps, type Order, SPINS, startFreeSpins } from './free-spins-support.ts';

/**
 * Free spins sold in the mall, refused and refunded (docs/mall.md, "Free spins"; decision 024): offers the
 * catalogue cannot give, a line the provider refuses, a line still unanswered when its award would expire.
 */
vi.setConfig({ testTimeout: 60_000 });
let f: FreeSpins;
let t: TestApp;
beforeAll(async () => {
  f = await startFreeSpins();
  t = f.t;
});
afterAll(() => f.close());

const { order, buyer, ordersOf, awardIdOf } = freeSpinsSteps(() => f);

describe('free spins from the mall', () => {
  it('refuses offers the catalogue cannot give, before anything moves', async () => {
    const player = await buyer();
    expectAnswer(await order(player.token, 951), 422, 5785);
    expectAnswer(await order(player.token, 952), 422, 5785);
    expectAnswer(await order(player.token, 953), 422, 5786);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    const { rows } = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM mall_orders WHERE player_id = ${player.playerId})::int
           + (SELECT count(*) FROM free_round_grants WHERE player_id = ${player.playerId})::int AS n`.execute(
      t.ctx.db,
    );
    expect(rows[0]!.n).toBe(0);
    const stock = await sql<{
      stock: number;
    }>`SELECT stock FROM mall_goods WHERE id IN (951, 952, 953) ORDER BY id`.execute(t.ctx.db);
    expect(stock.rows.map((r) => r.stock)).toEqual([10, 10, 10]);
  });

  it('refunds a line the provider refuses, once, and gives its stock back', async () => {
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, 954), 200, 0).data;
    expect(made.lines[0]).toMatchObject({ deliveryState: 'refunded', refunded: 500 });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(0);
    const stock = await sql<{
      stock: number;
      sold: number;
    }>`SELECT stock, sold FROM mall_goods WHERE id = 954`.execute(t.ctx.db);
    expect(stock.rows[0]).toEqual({ stock: 10, sold: 0 });
    await expectLedgerHealthy(t);
  });

  it('refunds a line still unanswered when its award would have expired', async () => {
    await f.stopProvider();
    f.providerDown = true;
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    expect(made.lines[0]!.deliveryState).toBe('pending');
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(0);
    await sql`UPDATE free_round_grants SET expires_at = ${new Date(t.clock.now.getTime() - 1000)}
               WHERE award_id = ${await awardIdOf(made.orderNo)}`.execute(t.ctx.db);
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(1);
    const orders = await ordersOf(player.token);
    expect(orders[0]!.lines[0]).toMatchObject({ deliveryState: 'refunded', refunded: 500 });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    f.providerDown = false;
    await expectLedgerHealthy(t);
  });
});
