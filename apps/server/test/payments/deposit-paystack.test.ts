import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_SETTINGS } from '../../src/simulator-settings.ts';
import { settlePaystackDeposits, startPaystackDeposits } from './paystack-harness.ts';
import {
  balances,
  deposit,
  depositTransfers,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  pollUntilSettled,
  settled,
  simAnswer,
} from './support.ts';

/**
 * Nigeria through Paystack: the deposit is paid on Paystack's checkout; Paystack's signed webhook
 * (charge.success) on our one URL is a hint, the verify call decides, and the credit is once.
 */

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaystackDeposits('NG');
});
afterEach(() => settlePaystackDeposits(h));
afterAll(() => h.close());

const callbacksOf = (orderId: string) =>
  h.t.ctx.db.selectFrom('payment_callbacks').selectAll().where('order_id', '=', orderId).execute();

function signed(rawBody: string, key: string = SIMULATOR_SETTINGS.PAYSTACK_SECRET_KEY) {
  return createHmac('sha512', key).update(rawBody).digest('hex');
}

function webhook(rawBody: string, signature: string | null) {
  return h.t.app.inject({
    method: 'POST',
    url: '/hooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: rawBody,
  });
}

describe('a Paystack deposit in Nigeria', () => {
  it('opens Paystack’s checkout for the amount in kobo and credits the naira once paid', async () => {
    const player = await newPlayer(h.t, '0803');
    const created = await deposit(h.t, player, { payMoney: 500_000, payChannel: 'PAYSTACK' });
    expect(created.response.statusCode).toBe(200);
    expect(created.data).toMatchObject({ state: 2, payMoney: 500_000 });
    const order = await orderRow(h.t, created.data.transNo);
    expect(h.sim.engine.lookup(order.provider_ref ?? '')).toMatchObject({
      amount: '500000',
      currency: 'NGN',
    });

    await simAnswer(h, created.data.transNo, 'approve');
    const done = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(done).toMatchObject({ state: 3, creditedMinor: 500_000, depositCount: 1 });
    expect((await balances(h.t, player)).money).toBe(500_000);
  });

  it('credits once for 50 concurrent duplicate webhooks and 10 later replays, storing each', async () => {
    const player = await newPlayer(h.t, '0803');
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const created = await deposit(h.t, player, { payMoney: 250_000, payChannel: 'PAYSTACK' });
    await simAnswer(h, created.data.transNo, 'approve');
    const order = await orderRow(h.t, created.data.transNo);
    expect(order.state).toBe(3);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await settled(h);
    const stored = await callbacksOf(order.id);
    expect(stored).toHaveLength(60);
    expect(stored.every((c) => c.verdict === 'accepted' && c.claimed_state === 'SUCCESSFUL')).toBe(true);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
    expect((await balances(h.t, player)).money).toBe(250_000);
  });

  it('refuses a webhook with a bad or missing signature with 403 and credits nothing', async () => {
    const player = await newPlayer(h.t, '0803');
    const created = await deposit(h.t, player, { payMoney: 990_000, payChannel: 'PAYSTACK' });
    const order = await orderRow(h.t, created.data.transNo);
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference: order.provider_ref,
        amount: 990_000,
        currency: 'NGN',
        metadata: { paymentId: order.id },
      },
    });
    for (const signature of [null, 'f'.repeat(128), signed(raw, 'sk_test_someone_else')]) {
      expect((await webhook(raw, signature)).statusCode).toBe(403);
    }
    // Signed over other bytes than those sent (a replayed signature on an edited body).
    const edited = raw.replace('990000', '9900000');
    expect((await webhook(edited, signed(raw))).statusCode).toBe(403);
    await settled(h);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it('answers a signed event it does not use with 200 (or Paystack retries it for days), an unsigned one with 403, and moves nothing', async () => {
    const player = await newPlayer(h.t, '0803');
    const created = await deposit(h.t, player, { payMoney: 130_000, payChannel: 'PAYSTACK' });
    const order = await orderRow(h.t, created.data.transNo);
    const raw = JSON.stringify({
      event: 'customeridentification.success',
      data: { reference: order.provider_ref, customer_code: 'CUS_1', identification: { type: 'bvn' } },
    });
    const unused = await webhook(raw, signed(raw));
    expect(unused.statusCode).toBe(200);
    expect(unused.json()).toEqual({ ignored: true });
    expect((await webhook(raw, signed(raw, 'sk_test_someone_else'))).statusCode).toBe(403);
    expect((await webhook(raw, null)).statusCode).toBe(403);
    await settled(h);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
    expect(await callbacksOf(order.id)).toHaveLength(0);
  });

  it('never credits on the webhook’s word: a correctly signed charge.success Paystack does not confirm moves nothing', async () => {
    const player = await newPlayer(h.t, '0803');
    const created = await deposit(h.t, player, { payMoney: 120_000, payChannel: 'PAYSTACK' });
    const order = await orderRow(h.t, created.data.transNo);
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference: order.provider_ref,
        amount: 120_000,
        metadata: { paymentId: order.id },
      },
    });
    expect((await webhook(raw, signed(raw))).statusCode).toBe(200);
    await settled(h);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it.each([
    ['08033123450', 'DECLINED'],
    ['08033123455', 'INSUFFICIENT_FUNDS'],
  ])('fails a Paystack payment from %s with %s', async (mobile, reason) => {
    const player = await newPlayer(h.t, '0803');
    const created = await deposit(h.t, player, { payMoney: 100_000, payChannel: 'PAYSTACK', mobile });
    expect(created.response.statusCode).toBe(200);
    const done = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(done).toMatchObject({ state: 4, reason });
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });
});
