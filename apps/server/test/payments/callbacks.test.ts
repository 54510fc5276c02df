import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callbackUrlSigner } from '../../src/modules/mobile-money/index.ts';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import {
  balances,
  deposit,
  depositTransfers,
  eventually,
  expectLedgerHealthy,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  result,
  settled,
  simAnswer,
  startPayments,
} from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments();
});
afterEach(async () => {
  await h.sim.engine.flush();
  await h.configure({
    faults: { duplicateCallbacks: 1, dropCallbacks: false, outOfOrder: false },
    rules: [],
  });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

const callbacksOf = (orderId: string) =>
  h.t.ctx.db.selectFrom('payment_callbacks').selectAll().where('order_id', '=', orderId).execute();

/** A callback as MTN would send it, to a URL we choose (forged, or signed with our own secret). */
function mtnCallback(url: string, order: { id: string; amountMinor: number }, status = 'SUCCESSFUL') {
  return h.t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json' },
    payload: {
      financialTransactionId: '123456789',
      externalId: order.id,
      amount: String(order.amountMinor / 100),
      currency: 'EUR',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      status,
    },
  });
}

const signer = () =>
  callbackUrlSigner('mtn-momo', `${h.t.ctx.config.PUBLIC_URL}/hooks`, h.t.ctx.config.PAYMENT_CALLBACK_SECRET);

describe('provider callbacks', () => {
  it('credits once for 50 concurrent duplicate callbacks, answering every one 2xx and storing each', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const created = await deposit(h.t, player, { payMoney: 2_500, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    const order = await orderRow(h.t, created.data.transNo);
    expect(order.state).toBe(3);
    const stored = await callbacksOf(order.id);
    expect(stored).toHaveLength(50);
    expect(stored.every((c) => c.verdict === 'accepted' && c.claimed_state === 'SUCCESSFUL')).toBe(true);
    const sim = (await (await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}`)).json()) as {
      deliveries: { httpStatus: number | null }[];
    };
    expect(sim.deliveries).toHaveLength(50);
    expect(sim.deliveries.every((d) => d.httpStatus === 200)).toBe(true);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
    expect((await balances(h.t, player)).money).toBe(2_500);
  });

  it('credits once when the provider replays the callback 10 more times later', async () => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 700, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    const order = await orderRow(h.t, created.data.transNo);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await settled(h);
    expect(await callbacksOf(order.id)).toHaveLength(11);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
  });

  it('refuses a forged callback (no token, wrong token) with 403 and credits nothing', async () => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 9_900, payChannel: 'MTN_MM' });
    const order = await orderRow(h.t, created.data.transNo);
    const target = { id: order.id, amountMinor: 9_900 };
    for (const url of [
      `/hooks/mtn-momo/${order.id}/deposit`,
      `/hooks/mtn-momo/${order.id}/deposit?t=${'A'.repeat(43)}`,
      // a genuine token, but for the payout event of the same payment
      `/hooks/mtn-momo/${order.id}/deposit?t=${signer().urlFor(order.id, 'payout').split('t=')[1]}`,
    ]) {
      const response = await mtnCallback(url, target);
      expect(response.statusCode).toBe(403);
    }
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('verdict', '=', 'forged')
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it('answers 404 to a correctly signed callback for an order that does not exist', async () => {
    const id = randomUUID();
    const url = signer()
      .urlFor(id, 'deposit')
      .replace(/^https?:\/\/[^/]+/, '');
    const response = await mtnCallback(url, { id, amountMinor: 100 });
    expect(response.statusCode).toBe(404);
  });

  it('never credits on the callback’s word: a signed SUCCESSFUL the provider does not confirm moves nothing', async () => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 5_500, payChannel: 'MTN_MM' });
    const order = await orderRow(h.t, created.data.transNo);
    const url = signer()
      .urlFor(order.id, 'deposit')
      .replace(/^https?:\/\/[^/]+/, '');
    const response = await mtnCallback(url, { id: order.id, amountMinor: 5_500 });
    expect(response.statusCode).toBe(200);
    await settled(h);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
    // An unreadable body on a signed URL is stored and still leads to a status query, nothing more.
    const garbage = await h.t.app.inject({ method: 'POST', url, payload: 'not json at all' });
    expect(garbage.statusCode).toBe(200);
    await settled(h);
    expect((await callbacksOf(order.id)).map((c) => c.verdict).sort()).toEqual(['accepted', 'unreadable']);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it('credits a payment whose callback was dropped when the reconciliation job runs', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { dropCallbacks: true } });
    const created = await deposit(h.t, player, { payMoney: 8_000, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(2);
    h.t.clock.advance(20_000);
    const report = await reconcilePayments(h.t.ctx);
    expect(report.checked).toBeGreaterThanOrEqual(1);
    expect((await orderRow(h.t, created.data.transNo)).state).toBe(3);
    expect((await balances(h.t, player)).money).toBe(8_000);
  });

  it('lets a result poll find a payment whose callback was dropped, seconds after it was made', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { dropCallbacks: true } });
    const created = await deposit(h.t, player, { payMoney: 3_300, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    // The job's first look is 15 s away; the poll 5 s later asks the provider itself.
    h.t.clock.advance(5_000);
    expect((await result(h.t, player, created.data.transNo)).state).toBe(3);
    // Polls within 4 s of a check do not ask again.
    const before = (await orderRow(h.t, created.data.transNo)).last_checked_at;
    await result(h.t, player, created.data.transNo);
    expect((await orderRow(h.t, created.data.transNo)).last_checked_at).toEqual(before);
  });

  it('keeps a deposit credited when a FAILED callback follows the SUCCESSFUL one, and flags it', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { outOfOrder: true } });
    const created = await deposit(h.t, player, { payMoney: 6_000, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    const order = await eventually(
      () => orderRow(h.t, created.data.transNo),
      (o) => o.review_reason !== null,
    );
    expect(order).toMatchObject({ state: 3, review_reason: 'failed_after_success' });
    expect((await callbacksOf(order.id)).map((c) => c.claimed_state).sort()).toEqual([
      'FAILED',
      'SUCCESSFUL',
    ]);
    expect((await result(h.t, player, created.data.transNo)).state).toBe(3);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
    expect((await balances(h.t, player)).money).toBe(6_000);
  });
});
