import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  eventually,
  expectLedgerHealthy,
  holdState,
  orderState,
  post,
  readyPlayer,
  settlementsOf,
  startWithdrawals,
  type WithdrawHarness,
  withdrawPayload,
} from './support.ts';

let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals();
});
afterAll(async () => {
  await h.sim.engine.flush();
  await expectLedgerHealthy(h.t);
  await h.close();
});

describe('concurrent withdrawals (checklist A3, M3)', () => {
  it('accepts exactly one of 50 simultaneous withdrawals of the full balance; the others answer 2001', async () => {
    const player = await readyPlayer(h.t, 10_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(h.t, '/api/account-service/withdraw', player.token, withdrawPayload(player, 10_000)),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ code: 2001, msg: 'Insufficient balance, please recharge' });
    }
    const order = accepted[0]!.json().data as { orderNo: string; transferId: string };
    const orders = await h.t.ctx.db
      .selectFrom('withdraw_orders')
      .select('order_no')
      .where('player_id', '=', player.playerId)
      .execute();
    expect(orders.map((o) => o.order_no)).toEqual([order.orderNo]);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(0);

    const done = await eventually(
      () => orderState(h.t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    expect(await holdState(h.t, order.transferId)).toBe('posted');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
    await expectLedgerHealthy(h.t);
  });

  it('makes one order of 20 simultaneous double taps with one idempotency key', async () => {
    const player = await readyPlayer(h.t, 10_000);
    const payload = { ...withdrawPayload(player, 2_000), idempotencyKey: randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(h.t, '/api/account-service/withdraw', player.token, payload)),
    );
    const numbers = new Set(responses.map((r) => (r.json().data as { orderNo?: string } | null)?.orderNo));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(8_000);
    await expectLedgerHealthy(h.t);
  });
});
