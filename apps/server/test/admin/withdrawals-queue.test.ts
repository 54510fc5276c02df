import type { AdminWithdrawal } from '@sika/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import {
  balances,
  expectLedgerHealthy,
  holdState,
  orderOf,
  orderRow,
  readyPlayer,
  resetFaults,
  settlementsOf,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
} from '../withdrawals/support.ts';
import { auditCount, auditRows, bearer, signedInStaff } from './support.ts';

const HOUR_MS = 3_600_000;

let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals();
});
afterEach(async () => {
  await resetFaults(h);
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

async function reconcileLater(ms: number) {
  h.t.clock.advance(ms);
  await h.reconcile();
}

/** A payout whose provider never answers, escalated past its deadline: held, unknown, in the queue. */
async function escalatedPayout() {
  await h.configure({ faults: { hangMs: 30_000, hangOps: ['initiate', 'status'], dropCallbacks: true } });
  const player = await readyPlayer(h.t, 5_000);
  const order = orderOf(await withdraw(h.t, player, 1_000));
  await reconcileLater(20_000);
  await reconcileLater(25 * HOUR_MS);
  const row = await orderRow(h.t, order.orderNo);
  expect(row).toMatchObject({
    state: 2,
    provider_status: 'UNKNOWN',
    review_reason: 'unsettled_after_deadline',
  });
  return { player, order, row };
}

function staffPost(token: string, url: string, payload?: unknown) {
  return h.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

describe('the escalated payouts queue', () => {
  it('lists the payout; a check asks the provider (still unknown); settled as paid on its statement, once', async () => {
    const { player, order, row } = await escalatedPayout();
    // Signed in after the day the payout waited: a staff session lasts hours, not days.
    const finance = await signedInStaff(h.t, ['finance']);
    const queue = await h.t.app.inject({
      url: '/api/admin/withdrawals?queue=escalated',
      headers: bearer(finance.token),
    });
    expect(body<{ list: AdminWithdrawal[] }>(queue).data.list.map((w) => w.id)).toContain(row.id);

    const before = await auditCount(h.t);
    const checked = await staffPost(finance.token, `/api/admin/withdrawals/${row.id}/check`);
    expect(body<AdminWithdrawal>(checked).data).toMatchObject({ state: 2, providerStatus: 'UNKNOWN' });
    expect(await auditCount(h.t)).toBe(before + 1);

    const paid = await Promise.all(
      [0, 1].map(() =>
        staffPost(finance.token, `/api/admin/withdrawals/${row.id}/settle`, {
          outcome: 'paid',
          reason: 'MTN statement 2026-11-23 shows the transfer',
        }),
      ),
    );
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(paid.find((r) => r.statusCode === 409)!).code).toBe(5608);
    expect(await holdState(h.t, order.transferId)).toBe('posted');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
    expect(await balances(h.t, player.playerId)).toMatchObject({ money: 4_000, withdrawMoney: 4_000 });
    const rows = await auditRows(h.t, row.id);
    expect(rows.map((r) => r.action)).toEqual(['withdrawal.check', 'withdrawal.settle_paid']);
    expect(rows[1]).toMatchObject({
      staff_id: finance.id,
      before: { state: 2, providerStatus: 'UNKNOWN' },
      after: { state: 3, providerStatus: 'SUCCESSFUL' },
    });
  });

  it('settles a failed payout back to the player, with the reason they read', async () => {
    const { player, order, row } = await escalatedPayout();
    // Signed in after the day the payout waited: a staff session lasts hours, not days.
    const finance = await signedInStaff(h.t, ['finance']);
    const failed = await staffPost(finance.token, `/api/admin/withdrawals/${row.id}/settle`, {
      outcome: 'failed',
      failure: 'ACCOUNT_NOT_FOUND',
      reason: 'MTN support: the wallet was closed',
    });
    expect(body<AdminWithdrawal>(failed).data).toMatchObject({ state: 4, failureCode: 'ACCOUNT_NOT_FOUND' });
    expect(await holdState(h.t, order.transferId)).toBe('voided');
    expect(await balances(h.t, player.playerId)).toMatchObject({ withdrawMoney: 5_000 });
  });

  it('refuses to settle a payout that is neither escalated nor unknown: ask the provider instead', async () => {
    const finance = await signedInStaff(h.t, ['finance']);
    await h.configure({ faults: { dropCallbacks: true, statusLagMs: 60_000 } });
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    const row = await orderRow(h.t, order.orderNo);
    const before = await auditCount(h.t);
    const refused = await staffPost(finance.token, `/api/admin/withdrawals/${row.id}/settle`, {
      outcome: 'paid',
      reason: 'trying too early',
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe(5608);
    expect(await auditCount(h.t)).toBe(before);
    expect(await holdState(h.t, order.transferId)).not.toBe('voided');
  });
});
