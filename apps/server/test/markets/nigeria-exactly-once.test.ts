import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcileWithdrawals } from '../../src/modules/withdrawals/index.ts';
import { SIMULATOR_SETTINGS } from '../../src/simulator-settings.ts';
import { body } from '../support/app.ts';
import { cash, eventually } from './journey.ts';
import { nigeriaSteps, settleNigeria, startNigeria } from './nigeria-support.ts';
import type { MarketHarness } from './support.ts';

/** Paystack transfers in Nigeria: one payout and one refund whatever the webhooks and the reconciliation do. */
let h: MarketHarness;
beforeAll(async () => {
  h = await startNigeria();
});
afterEach(() => settleNigeria(h));
afterAll(() => h.close());

const { withdrawToBank, withdrawal, readyPlayer, orderRow, transfersOf } = nigeriaSteps(() => h);

describe('Paystack transfers exactly once', () => {
  it('pays once for 50 concurrent transfer.success webhooks and 10 later replays', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await readyPlayer('0123456781');
    const placed = body<{ orderNo: string; transferId: string }>(
      await withdrawToBank(player, 200_000, '0123456781'),
    ).data;
    const done = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    await h.settled();
    const row = await orderRow(placed.orderNo);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${placed.transferId}::uuid`.execute(
      h.t.ctx.db,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await cash(h.t, player)).toBe(100_000);
  });

  it('refunds a paid transfer the bank reversed once, for 20 concurrent transfer.reversed webhooks and a replay', async () => {
    const player = await readyPlayer('0123456782');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 300_000, '0123456782')).data;
    const paid = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(paid.status).toBe('success');
    expect(await cash(h.t, player)).toBe(0);
    await h.settled();
    const row = await orderRow(placed.orderNo);
    const reverse = (copies: number) =>
      fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/reverse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ copies }),
      });
    expect((await reverse(20)).status).toBe(200);
    await h.settled();
    const back = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status === 'failed',
    );
    expect(back).toMatchObject({ status: 'failed', reason: 'DECLINED' });
    // Everything the withdrawal took (net, and the 5% tax on the winnings) is back, once.
    expect(await cash(h.t, player)).toBe(300_000);
    expect(await transfersOf(player.playerId, 'refund')).toBe(1);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 5 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    expect(await transfersOf(player.playerId, 'refund')).toBe(1);
    expect(await cash(h.t, player)).toBe(300_000);
    expect((await orderRow(placed.orderNo)).reversal_id).not.toBeNull();
  });

  it('ignores a transfer.reversed webhook Paystack does not confirm', async () => {
    const player = await readyPlayer('0123456783');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 300_000, '0123456783')).data;
    await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    await h.settled();
    const row = await orderRow(placed.orderNo);
    // Correctly signed, but Paystack's verify still says success: a hint that changes nothing.
    const raw = JSON.stringify({
      event: 'transfer.reversed',
      data: { reference: row.provider_ref, status: 'reversed', amount: row.net_minor, currency: 'NGN' },
    });
    const signature = createHmac('sha512', SIMULATOR_SETTINGS.PAYSTACK_SECRET_KEY).update(raw).digest('hex');
    const hooks = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.t.app.inject({
          method: 'POST',
          url: '/hooks/paystack',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: raw,
        }),
      ),
    );
    expect(hooks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await withdrawal(player, placed.orderNo)).status).toBe('success');
    expect(await transfersOf(player.playerId, 'refund')).toBe(0);
  });

  it('reconciles a transfer whose webhook never came, once, with the job', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const player = await readyPlayer('0123456784');
    const placed = body<{ orderNo: string; transferId: string }>(
      await withdrawToBank(player, 250_000, '0123456784'),
    ).data;
    // The simulator pays after its payout delay; without a webhook the order waits.
    await eventually(
      async () => h.sim.engine.lookup((await orderRow(placed.orderNo)).provider_ref)?.status,
      (status) => status === 'SUCCESSFUL',
    );
    expect((await withdrawal(player, placed.orderNo)).status).toBe('pending');
    await h.configure({ faults: { dropCallbacks: false } });
    h.t.clock.advance(60 * 60_000);
    await Promise.all([reconcileWithdrawals(h.t.ctx), reconcileWithdrawals(h.t.ctx)]);
    const done = await withdrawal(player, placed.orderNo);
    expect(done.status).toBe('success');
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${placed.transferId}::uuid`.execute(
      h.t.ctx.db,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('returns the money once when the transfer fails at the bank', async () => {
    const player = await readyPlayer('0003123450');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 200_000, '0003123450')).data;
    const done = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('failed');
    expect(await cash(h.t, player)).toBe(300_000);
  });
});
