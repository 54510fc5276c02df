import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffWithdrawals } from '../admin/support.ts';
import { body } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import {
  balances,
  eventually,
  expectLedgerHealthy,
  get,
  giveWinnings,
  holdState,
  newPlayer,
  orderOf,
  orderRow,
  orderState,
  type Player,
  post,
  resetFaults,
  settlementsOf,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
} from './support.ts';

/** Kenya: M-Pesa B2C (Daraja), 2% fee and 5% tax on the money, whole shillings. */
let h: WithdrawHarness;
beforeAll(async () => {
  // Kenya's seeded options (withdraw config, limits, enable) are all a withdrawal needs (issue 20).
  h = await startWithdrawals({ MARKET: 'KE', KYC_AUTO_APPROVE_MARKETS: 'GH,KE' });
});
afterEach(async () => {
  await resetFaults(h);
  await expectLedgerHealthy(h.t);
});
afterAll(async () => {
  await h.close();
});

let idNumber = 100_000_000;

async function kenyanPlayer(mobile = newMobile('071'), winningsMinor = 20_000): Promise<Player> {
  const player = await newPlayer(h.t, mobile);
  idNumber += 1;
  const kyc = await post(h.t, '/api/account-service/kyc', player.token, {
    field0: 'Wanjiru',
    field1: 'Kamau',
    field3: '19900101',
    field5: String(idNumber),
  });
  expect(kyc.statusCode, kyc.body).toBe(200);
  await giveWinnings(h.t, player.playerId, winningsMinor);
  return player;
}

const onMpesa = { channel: 'MPESA', payChannel: 'MPESA', bankCode: 'MPESA', bankName: 'M-Pesa' };

describe('withdrawing to M-Pesa', () => {
  it('applies the 2% fee and 5% tax and pays the net by B2C', async () => {
    const player = await kenyanPlayer();
    const config = body(await get(h.t, '/api/account-service/withdraw/config', null)).data;
    expect(config).toMatchObject({ currency: 'KES', taxEnabled: true, taxRateBp: 500, stepMinor: 100 });
    const order = orderOf(await withdraw(h.t, player, 10_000, onMpesa));
    expect(order).toMatchObject({ money: 10_000, feeMinor: 200, taxMinor: 500, netMinor: 9_300 });
    const done = await eventually(
      () => orderState(h.t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    // Kenya taxes the whole money (activities §9): the base is the money, beside the 2% fee.
    expect((await staffWithdrawals(h.t, player.playerId))[0]).toMatchObject({
      feeMinor: 200,
      taxMinor: 500,
      taxBaseMinor: 10_000,
      taxRuleId: 'KE_WITHDRAWAL_WHT',
      netMinor: 9_300,
    });
    expect(await holdState(h.t, order.transferId)).toBe('posted');
    expect((await orderRow(h.t, order.orderNo)).paid_amount_minor).toBe(9_300);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(10_000);
  });

  it('refuses amounts that are not whole shillings', async () => {
    const player = await kenyanPlayer();
    const response = await withdraw(h.t, player, 10_050, onMpesa);
    expect(response.json()).toMatchObject({ code: 2004 });
  });

  it('returns the money once when B2C fails', async () => {
    const player = await kenyanPlayer('0713123450');
    const order = orderOf(await withdraw(h.t, player, 10_000, onMpesa));
    const done = await eventually(
      () => orderState(h.t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done).toMatchObject({ status: 'failed', reason: 'PROVIDER_ERROR' });
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(20_000);
  });

  it('settles a lost B2C result through Transaction Status, asked by the job', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const player = await kenyanPlayer();
    const order = orderOf(await withdraw(h.t, player, 10_000, onMpesa));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await orderState(h.t, player, order.orderNo)).status).toBe('pending');
    await resetFaults(h);
    h.t.clock.advance(20_000);
    await h.reconcile();
    const done = await eventually(
      () => orderState(h.t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    expect(await settlementsOf(h.t, order.transferId)).toBe(1);
  });
});
