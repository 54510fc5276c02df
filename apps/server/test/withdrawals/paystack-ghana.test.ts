import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newMobile } from '../support/players.ts';
import {
  balances,
  eventually,
  expectLedgerHealthy,
  holdState,
  orderRow,
  orderState,
  post,
  readyPlayer,
  settlementsOf,
  startWithdrawals,
  type WithdrawHarness,
  withdrawPayload,
} from './support.ts';

/**
 * Payouts to AirtelTigo Money and Telecel Cash through Paystack Transfers (integration-contracts §3.1): a
 * `mobile_money` recipient (the wallet number, bank_code ATL or VOD), then POST /transfer under the
 * reference stored before the call; the signed transfer.* webhook is a hint, GET /transfer/verify decides.
 */

let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals({ PAYMENT_PROVIDER_TIMEOUT_MS: '3000' });
  await h.configure({
    behaviour: { paystackWebhookUrl: `${h.t.ctx.config.PUBLIC_URL}/hooks/paystack` },
  });
});
afterEach(async () => {
  await h.sim.engine.flush();
  await h.configure({ faults: { duplicateCallbacks: 1 } });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

const onAirtelTigo = { channel: 'AIRTELTIGO_MM', payChannel: 'AIRTELTIGO_MM', bankCode: 'AIRTELTIGO_MM' };
const onTelecel = { channel: 'VODA_MM', payChannel: 'VODA_MM', bankCode: 'VODA_MM' };

const payoutsTo = (msisdn: string) =>
  h.sim.engine.list().filter((p) => p.product === 'paystack-transfer' && p.msisdn === msisdn);

describe('Paystack payouts in Ghana', () => {
  it('pays an AirtelTigo wallet once through a mobile_money recipient, in pesewas', async () => {
    const player = await readyPlayer(h.t, 10_000, newMobile('027'));
    const submitted = await post(
      h.t,
      '/api/account-service/withdraw',
      player.token,
      withdrawPayload(player, 4_000, onAirtelTigo),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderNo, transferId } = submitted.json().data as { orderNo: string; transferId: string };
    const done = await eventually(
      () => orderState(h.t, player, orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    expect((await orderRow(h.t, orderNo)).provider).toBe('paystack');
    const [payout] = payoutsTo(`233${player.mobile.slice(1)}`);
    expect(payout).toMatchObject({ amount: String(done.netMinor), currency: 'GHS', status: 'SUCCESSFUL' });
    expect(payout!.wire.recipient).toMatchObject({
      type: 'mobile_money',
      accountNumber: player.mobile,
      bankCode: 'ATL',
    });
    expect(await holdState(h.t, transferId)).toBe('posted');
    expect(await settlementsOf(h.t, transferId)).toBe(1);
  });

  it('makes one order and one transfer of 20 simultaneous double taps to Telecel, with 50 duplicate webhooks', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await readyPlayer(h.t, 10_000, newMobile('020'));
    const payload = { ...withdrawPayload(player, 3_000, onTelecel), idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(h.t, '/api/account-service/withdraw', player.token, payload)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const orderNos = new Set(answers.map((a) => (a.json().data as { orderNo: string }).orderNo));
    expect(orderNos.size).toBe(1);
    const [orderNo] = [...orderNos];
    const done = await eventually(
      () => orderState(h.t, player, orderNo!),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    await h.sim.engine.flush();
    expect(payoutsTo(`233${player.mobile.slice(1)}`)).toHaveLength(1);
    expect(await settlementsOf(h.t, done.transferId)).toBe(1);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(7_000);
  });

  it('returns the money once when Paystack fails the transfer (…3123450)', async () => {
    const player = await readyPlayer(h.t, 5_000, '0273123450');
    const submitted = await post(
      h.t,
      '/api/account-service/withdraw',
      player.token,
      withdrawPayload(player, 5_000, onAirtelTigo),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderNo, transferId } = submitted.json().data as { orderNo: string; transferId: string };
    const done = await eventually(
      () => orderState(h.t, player, orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('failed');
    expect(await holdState(h.t, transferId)).toBe('voided');
    expect(await settlementsOf(h.t, transferId)).toBe(1);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(5_000);
  });
});
