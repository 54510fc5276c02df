import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import {
  balances,
  deposit,
  depositTransfers,
  expectLedgerHealthy,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  pollUntilSettled,
  result,
  simAnswer,
  startPayments,
} from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments();
});
afterEach(async () => {
  await h.sim.engine.flush();
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

describe('an MTN MoMo deposit', () => {
  it('credits a package once, with its coins, after the payer approves', async () => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { itemId: 13, payChannel: 'MTN_MM' });
    expect(created.response.statusCode).toBe(200);
    expect(created.data).toMatchObject({ state: 2, payMoney: 5_000, bonus: 500, payerMobile: player.mobile });
    expect(created.data.transNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);

    await simAnswer(h, created.data.transNo, 'approve');
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({
      state: 3,
      stateName: 'success',
      status: 1,
      no: created.data.transNo,
      bonus: 500,
      isBonus: 1,
      msg: '',
      creditedMinor: 5_000,
      depositCount: 1,
      firstDeposit: true,
    });
    expect(await balances(h.t, player)).toMatchObject({ money: 5_000, withdrawMoney: 0, bonusMoney: 500 });
    // Polls, the callback and the job all confirm it again: still one credit.
    await reconcilePayments(h.t.ctx);
    await result(h.t, player, created.data.transNo);
    const transfers = await depositTransfers(h.t, player);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.id).toBe(settled.transferId);
    expect(transfers[0]!.reference).toBe(created.data.transNo);
  });

  it('counts deposits: the second one is not the first', async () => {
    const player = await newPlayer(h.t);
    for (const expected of [1, 2]) {
      const created = await deposit(h.t, player, { payMoney: 1_234, payChannel: 'MTN_MM' });
      await simAnswer(h, created.data.transNo, 'approve');
      const settled = await pollUntilSettled(h.t, player, created.data.transNo);
      expect(settled).toMatchObject({ depositCount: expected, firstDeposit: expected === 1, isBonus: 0 });
    }
    expect((await balances(h.t, player)).money).toBe(2_468);
  });

  it('fails with the reason the payer understands when they decline', async () => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 2_000, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'decline');
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 4, status: 0, reason: 'DECLINED' });
    expect(settled.msg).toBe('You declined or cancelled the payment prompt.');
    expect((await balances(h.t, player)).money).toBe(0);
  });

  // MTN's sandbox matrix, on Ghana numbers ending like 46733123450… (apps/paysim test-numbers.ts).
  it.each([
    ['0243123450', 'PROVIDER_ERROR'],
    ['0243123451', 'DECLINED'],
    ['0243123452', 'EXPIRED'],
    ['0243123455', 'ACCOUNT_NOT_FOUND'],
    ['0243123456', 'NOT_ALLOWED'],
    ['0243123457', 'NOT_ALLOWED'],
    ['0243123458', 'NOT_ALLOWED'],
    ['0243123459', 'PROVIDER_UNAVAILABLE'],
    ['0243123460', 'PROVIDER_UNAVAILABLE'],
    ['0243123461', 'PROVIDER_ERROR'],
    ['0243123462', 'PROVIDER_ERROR'],
    ['0243123463', 'EXPIRED'],
    ['0243123464', 'OTHER'],
  ])('fails a deposit from test number %s with reason %s and credits nothing', async (mobile, reason) => {
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 1_000, payChannel: 'MTN_MM', mobile });
    expect(created.response.statusCode).toBe(200);
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 4, stateName: 'failed', status: 0, reason });
    expect(settled.msg.length).toBeGreaterThan(10);
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it('credits a delayed payment found by the result polls alone (its callback dropped)', async () => {
    const player = await newPlayer(h.t);
    const mobile = '0243123454';
    await h.configure({ rules: [{ match: { msisdn: '233243123454' }, faults: { dropCallbacks: true } }] });
    try {
      const created = await deposit(h.t, player, { payMoney: 3_000, payChannel: 'MTN_MM', mobile });
      expect(created.data.state).toBeLessThan(3);
      const settled = await pollUntilSettled(h.t, player, created.data.transNo);
      expect(settled).toMatchObject({ state: 3, creditedMinor: 3_000 });
      expect((await balances(h.t, player)).money).toBe(3_000);
    } finally {
      await h.configure({ rules: [] });
    }
  });

  it('credits nothing MTN reports paid in another currency, and flags the order for a person', async () => {
    const player = await newPlayer(h.t);
    const mobile = '0247654321';
    await h.configure({
      rules: [{ match: { msisdn: '233247654321' }, faults: { reportedCurrency: 'USD' } }],
    });
    try {
      const created = await deposit(h.t, player, { payMoney: 2_500, payChannel: 'MTN_MM', mobile });
      await simAnswer(h, created.data.transNo, 'approve');
      await reconcilePayments(h.t.ctx);
      const flagged = await orderRow(h.t, created.data.transNo);
      expect(flagged).toMatchObject({ review_reason: 'currency_mismatch', credited_minor: null });
      expect((await result(h.t, player, created.data.transNo)).state).toBe(2);
      expect(await depositTransfers(h.t, player)).toHaveLength(0);
      expect((await balances(h.t, player)).money).toBe(0);
    } finally {
      await h.configure({ rules: [] });
    }
  });

  it('keeps an unanswered prompt pending, expires it after 30 minutes, and still credits a late success', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { dropCallbacks: true } });
    try {
      const created = await deposit(h.t, player, { payMoney: 4_000, payChannel: 'MTN_MM' });
      expect(created.data.state).toBe(2);
      h.t.clock.advance(60_000);
      await reconcilePayments(h.t.ctx);
      expect((await result(h.t, player, created.data.transNo)).state).toBe(2);

      h.t.clock.advance(30 * 60_000);
      await reconcilePayments(h.t.ctx);
      const expired = await result(h.t, player, created.data.transNo);
      expect(expired).toMatchObject({ state: 5, stateName: 'expired', reason: 'NOT_COMPLETED', status: 0 });

      // The payer approves long after: the job's next look finds the success and credits it.
      await simAnswer(h, created.data.transNo, 'approve');
      h.t.clock.advance(31 * 60_000);
      await reconcilePayments(h.t.ctx);
      const late = await result(h.t, player, created.data.transNo);
      expect(late).toMatchObject({ state: 3, creditedMinor: 4_000 });
      expect((await orderRow(h.t, created.data.transNo)).review_note).toMatch(/late success/);
      expect((await balances(h.t, player)).money).toBe(4_000);
    } finally {
      await h.configure({ faults: { dropCallbacks: false } });
    }
  });

  it.each([
    ['hangs past our timeout', { hangMs: 4_000, hangOps: ['initiate' as const] }],
    ['answers 500 after taking the request', { serverErrorOps: ['initiate' as const] }],
  ])(
    'answers "waiting" at once when MTN %s, and credits the payment that was made',
    async (_case, faults) => {
      const player = await newPlayer(h.t);
      await h.configure({ faults });
      try {
        // No clock: the answer itself says we stopped waiting. A hang that outlived our timeout would have
        // answered after the provider, with the prompt sent (state 2); state 1 and UNKNOWN are the timeout's.
        const created = await deposit(h.t, player, { payMoney: 1_800, payChannel: 'MTN_MM' });
        expect(created.data).toMatchObject({ state: 1, stateName: 'created' });
        expect((await orderRow(h.t, created.data.transNo)).provider_status).toBe('UNKNOWN');
        await simAnswer(h, created.data.transNo, 'approve');
        const settled = await pollUntilSettled(h.t, player, created.data.transNo);
        expect(settled).toMatchObject({ state: 3, creditedMinor: 1_800 });
        expect(await depositTransfers(h.t, player)).toHaveLength(1);
      } finally {
        await h.configure({ faults: { hangMs: 0, serverErrorOps: [] } });
      }
    },
  );

  it('fails an order we started but MTN never received (a crash before the call), after a grace period', async () => {
    const player = await newPlayer(h.t);
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/account-service/pay-order',
      headers: { token: player.token },
      payload: { itemId: 1, payChannel: 'MTN_MM' },
    });
    const transNo = (response.json() as { data: { transNo: string } }).data.transNo;
    // What start-deposit commits before calling MTN; the process then dies before the call.
    await h.t.ctx.db
      .updateTable('deposit_orders')
      .set({ initiated_at: h.t.clock.now, next_check_at: new Date(h.t.clock.now.getTime() + 60_000) })
      .where('trans_no', '=', transNo)
      .execute();
    h.t.clock.advance(61_000);
    await reconcilePayments(h.t.ctx);
    expect(await orderRow(h.t, transNo)).toMatchObject({ state: 1 });
    h.t.clock.advance(2 * 60_000);
    await reconcilePayments(h.t.ctx);
    expect(await orderRow(h.t, transNo)).toMatchObject({ state: 4, failure_code: 'PROVIDER_UNAVAILABLE' });
    expect((await result(h.t, player, transNo)).msg).toMatch(/not available/);
  });
});
