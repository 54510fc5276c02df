import { randomUUID } from 'node:crypto';
import { quoteWithdrawal } from '@sika/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdWithdrawal } from '../../src/modules/withdrawals/hold-withdrawal.ts';
import { body } from '../support/app.ts';
import {
  balances,
  eventually,
  expectLedgerHealthy,
  get,
  holdState,
  orderOf,
  orderRow,
  orderState,
  readyPlayer,
  resetFaults,
  settlementsOf,
  simPayout,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
} from './support.ts';

/** MTN's sandbox number whose transfers fail (PayeeFailed), in Ghana's local form. */
const FAILING_NUMBER = '0243123450';
const HOUR_MS = 3_600_000;

let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals();
});
afterEach(async () => {
  await resetFaults(h);
  await expectLedgerHealthy(h.t);
});
afterAll(async () => {
  await h.close();
});

const settled = (orderNo: string, player: Parameters<typeof orderState>[1]) =>
  eventually(
    () => orderState(h.t, player, orderNo),
    (o) => o.status !== 'pending',
  );

/** Past the backoff of every open order, then one pass of the job. */
async function reconcileLater(ms = 20_000) {
  h.t.clock.advance(ms);
  await h.reconcile();
}

describe('a payout that succeeds', () => {
  it('posts the hold once: net to mobile money, fee and tax to the house, a success record', async () => {
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect((await settled(order.orderNo, player)).status).toBe('success');
    expect(await holdState(h.t, order.transferId)).toBe('posted');
    expect(await balances(h.t, player.playerId)).toMatchObject({ money: 4_000, withdrawMoney: 4_000 });
    const sim = await simPayout(h, (await orderRow(h.t, order.orderNo)).id);
    expect(sim).toMatchObject({ status: 'SUCCESSFUL', amount: '8.9' });

    const records = body<{ list: { type: string; status: string; reference: string; cashMinor: number }[] }>(
      await get(h.t, '/api/account/records/withdraw', player.token),
    ).data.list;
    expect(records[0]).toMatchObject({
      type: 'withdraw',
      status: 'success',
      reference: order.orderNo,
      cashMinor: -1_000,
    });
    const legs = body<{ legs: { counterparty: string; amountMinor: number }[] }>(
      await get(h.t, `/api/account/transaction/${order.transferId}`, player.token),
    ).data.legs;
    expect(legs.map((l) => [l.counterparty, l.amountMinor])).toEqual([
      ['mobile_money', -890],
      ['fee', -10],
      ['tax', -100],
    ]);
    const orders = body<{ list: { orderNo: string; status: string }[] }>(
      await get(h.t, '/api/account/records/withdraw-orders', player.token),
    ).data.list;
    expect(orders[0]).toMatchObject({ orderNo: order.orderNo, status: 'success' });
    const channels = body(await get(h.t, '/api/account-service/withdraw/channels', player.token)).data;
    expect(channels).toMatchObject({ lastSuccessChannelCode: 'MTN_MM', defaultChannelCode: 'MTN_MM' });
  });

  it('stays a success when a FAILED callback follows the SUCCESSFUL one', async () => {
    await h.configure({ faults: { outOfOrder: true } });
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect((await settled(order.orderNo, player)).status).toBe('success');
    await h.sim.engine.flush();
    await reconcileLater();
    expect((await orderState(h.t, player, order.orderNo)).status).toBe('success');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
  });
});

describe('a payout that fails', () => {
  it('returns the money exactly once, with duplicated callbacks and the job running too', async () => {
    await h.configure({ faults: { duplicateCallbacks: 20 } });
    const player = await readyPlayer(h.t, 5_000, FAILING_NUMBER);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    h.t.clock.advance(20_000);
    await Promise.all([h.reconcile(), h.reconcile(), h.reconcile(), settled(order.orderNo, player)]);
    const failed = await settled(order.orderNo, player);
    expect(failed).toMatchObject({ status: 'failed', reason: 'PROVIDER_ERROR' });
    expect(failed.message).toMatch(/Your money is back in your balance/);

    // The provider's callback replayed 30 more times while the job runs again: nothing moves twice.
    const orderId = (await orderRow(h.t, order.orderNo)).id;
    const sim = await simPayout(h, orderId);
    const replay = fetch(`${h.sim.url}/_sim/payments/${sim!.id}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 30 }),
    });
    await Promise.all([replay, reconcileLater(), h.reconcile()]);
    await h.sim.engine.flush();

    const { n: callbacks } = await h.t.ctx.db
      .selectFrom('withdraw_callbacks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(callbacks)).toBeGreaterThan(20);
    expect(await holdState(h.t, order.transferId)).toBe('voided');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
    expect(await balances(h.t, player.playerId)).toMatchObject({ money: 5_000, withdrawMoney: 5_000 });
    const records = body<{ list: { status: string }[] }>(
      await get(h.t, '/api/account/records/withdraw', player.token),
    );
    expect(records.data.list[0]?.status).toBe('failed');
  });

  it('voids at once when the provider could not even be asked (no access token)', async () => {
    await fetch(`${h.sim.url}/_sim/tokens/expire`, { method: 'POST' });
    await h.configure({ faults: { serverErrorOps: ['token'] } });
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect(order).toMatchObject({ status: 'failed', reason: 'PROVIDER_UNAVAILABLE' });
    expect(await balances(h.t, player.playerId)).toMatchObject({ withdrawMoney: 5_000 });
  });
});

describe('an unknown outcome', () => {
  it('stays held, even past the deadline (escalated), until the provider confirms success: then posted', async () => {
    await h.configure({ faults: { hangMs: 30_000, hangOps: ['initiate', 'status'], dropCallbacks: true } });
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect(order.status).toBe('pending');
    expect((await orderRow(h.t, order.orderNo)).provider_status).toBe('UNKNOWN');

    await reconcileLater();
    await reconcileLater(25 * HOUR_MS);
    const row = await orderRow(h.t, order.orderNo);
    expect(row).toMatchObject({
      state: 2,
      provider_status: 'UNKNOWN',
      review_reason: 'unsettled_after_deadline',
    });
    expect(row.escalated_at).not.toBeNull();
    expect(await holdState(h.t, order.transferId)).toBe('pending');
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(4_000);

    await resetFaults(h);
    await reconcileLater(HOUR_MS);
    expect((await orderState(h.t, player, order.orderNo)).status).toBe('success');
    expect(await holdState(h.t, order.transferId)).toBe('posted');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
  });

  it('stays held through 5xx answers until the provider confirms the failure: then voided once', async () => {
    await h.configure({ faults: { serverErrorOps: ['initiate', 'status'], dropCallbacks: true } });
    const player = await readyPlayer(h.t, 5_000, '0553123450');
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect(order.status).toBe('pending');
    await reconcileLater();
    await reconcileLater();
    expect(await holdState(h.t, order.transferId)).toBe('pending');
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(4_000);

    await resetFaults(h);
    await Promise.all([reconcileLater(HOUR_MS), h.reconcile()]);
    expect((await orderState(h.t, player, order.orderNo)).status).toBe('failed');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(5_000);
  });
});

describe('a crash between the hold and the send', () => {
  it('is sent by the job under the reference stored before any call, and paid once', async () => {
    const player = await readyPlayer(h.t, 5_000);
    const now = h.t.clock.now;
    const providerRef = randomUUID();
    // What submitWithdrawal commits before it calls the provider; the process "dies" right after.
    const { order } = await holdWithdrawal(
      h.t.ctx,
      {
        id: randomUUID(),
        order_no: `W${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
        player_id: player.playerId,
        market: 'GH',
        currency: 'GHS',
        channel_id: 1,
        channel_code: 'MTN_MM',
        provider: 'mtn-momo',
        bank_account: player.mobile,
        msisdn: `233${player.mobile.slice(1)}`,
        bank_account_name: 'Ama Owusu Ansah',
        bank_name: 'MTN Mobile Money',
        coins: 1_000,
        money_minor: 1_000,
        provider_ref: providerRef,
        client_key: randomUUID(),
        request_hash: 'crash-test',
        escalate_at: new Date(now.getTime() + 24 * HOUR_MS),
        created_at: now,
        updated_at: now,
      },
      {
        countPerDay: 0,
        // Winnings only, no deposit: Ghana's 10% on the whole money, as the submission would charge.
        figuresFor: (taxBaseMinor) =>
          quoteWithdrawal({
            coins: 1_000,
            coinsPerHundredMinor: 100,
            fee: { type: 1, value: 100 },
            taxRateBp: 1_000,
            taxBaseMinor,
          })!,
      },
    );
    expect(order).toMatchObject({ fee_minor: 10, tax_minor: 100, tax_base_minor: 1_000, net_minor: 890 });
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(4_000);
    await reconcileLater(5_000);
    expect(await simPayout(h, order.id)).toBeUndefined();
    await reconcileLater(60_000);
    expect((await simPayout(h, order.id))?.ref).toBe(providerRef);
    expect((await settled(order.order_no, player)).status).toBe('success');
    expect(await settlementsOf(h.t, order.hold_id)).toBe(1);
  });
});
