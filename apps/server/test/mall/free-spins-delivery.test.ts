import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverFreeRoundLines } from '../../src/modules/mall/index.ts';
import { balancesOf, expectAnswer, parallel } from '../rewards/support.ts';
import { body, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { type FreeSpins, freeSpinsSteps, type Order, SPINS, startFreeSpins } from './free-spins-support.ts';

/**
 * Free spins sold in the mall, their delivery (docs/mall.md, "Free spins"; decision 024): the order waits
 * pending while the provider is down, and the award is issued at the provider exactly once.
 */
vi.setConfig({ testTimeout: 60_000 });
let f: FreeSpins;
let t: TestApp;
beforeAll(async () => {
  f = await startFreeSpins();
  t = f.t;
});
afterAll(() => f.close());

const { order, buyer, ordersOf, awardsAtProvider, awardIdOf } = freeSpinsSteps(() => f);

describe('free spins from the mall', () => {
  it('keeps the order pending while the provider is down, and the job issues the award once it is up', async () => {
    f.providerDown = true;
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    f.providerDown = false;
    expect(made.lines[0]).toMatchObject({
      deliveryState: 'pending',
      freeRounds: { gameId: 101, rounds: 3, bet: 100 },
    });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(4_500);
    await f.startProvider();
    expect(await deliverFreeRoundLines(t.ctx)).toBe(1);
    const orders = await ordersOf(player.token);
    expect(orders[0]!.lines[0]!.deliveryState).toBe('delivered');
    expect(await awardsAtProvider(await awardIdOf(made.orderNo))).toEqual([{ rounds: 3, rounds_left: 3 }]);
  });

  it('issues one award under 20 parallel deliveries and replays of the order', async () => {
    const player = await buyer();
    const key = randomUUID();
    const made = expectAnswer<Order>(await order(player.token, SPINS, key), 200, 0).data;
    expect(made.lines[0]!.deliveryState).toBe('delivered');
    // The line again pending (as if the answer had been lost), then delivered by 20 runs at once and replays.
    await sql`UPDATE mall_order_lines SET delivery_state = 'pending' WHERE delivery = 'free_rounds'
                AND order_id = (SELECT id FROM mall_orders WHERE order_no = ${made.orderNo})`.execute(
      t.ctx.db,
    );
    await sql`UPDATE free_round_grants SET state = 'pending' WHERE award_id = ${await awardIdOf(made.orderNo)}`.execute(
      t.ctx.db,
    );
    const [settled, replays] = await Promise.all([
      parallel(20, () => deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })),
      parallel(5, () => order(player.token, SPINS, key)),
    ]);
    // The line moved once, by one of the runs or one of the replays (they deliver a pending line too).
    expect(settled.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const lines = replays.map((replay) => body<Order>(replay).data.lines[0]!.deliveryState);
    expect(lines.includes('delivered') || settled.includes(1)).toBe(true);
    const state = await sql<{ delivery_state: string }>`
      SELECT l.delivery_state FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
       WHERE o.order_no = ${made.orderNo}`.execute(t.ctx.db);
    expect(state.rows[0]!.delivery_state).toBe('delivered');
    for (const replay of replays) expect(expectAnswer<Order>(replay, 200, 0).data.orderNo).toBe(made.orderNo);
    expect(await awardsAtProvider(await awardIdOf(made.orderNo))).toEqual([{ rounds: 3, rounds_left: 3 }]);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(4_500);
    await expectLedgerHealthy(t);
  });
});
