import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import { body } from '../support/app.ts';
import { settlePaystackDeposits, startPaystackDeposits } from './paystack-harness.ts';
import {
  balances,
  deposit,
  depositTransfers,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  post,
  result,
  settled,
  simAnswer,
} from './support.ts';

/**
 * Ghana's AirtelTigo Money and Telecel Cash through Paystack's mobile-money charge (integration-contracts
 * §3.1): the prompt (`pay_offline`) or Telecel's voucher (`send_otp` → submit_otp); Paystack's signed
 * webhook is a hint, the verify call decides, and the credit is once.
 */

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaystackDeposits('GH');
});
afterEach(() => settlePaystackDeposits(h));
afterAll(() => h.close());

const VOUCHER_URL = '/api/account-service/pan-pay/deposit/voucher';

function sendVoucher(player: Player, transNo: string, voucher: string) {
  return post(h.t, VOUCHER_URL, player.token, { transNo, voucher });
}

/** The simulator's record of a charge, with what went over the wire. */
async function simPayment(ref: string) {
  return h.sim.engine.lookup(ref);
}

describe('AirtelTigo Money through Paystack', () => {
  it('charges the AirtelTigo wallet in pesewas, tells the payer to approve, and credits once approved', async () => {
    const player = await newPlayer(h.t, '027');
    const created = await deposit(h.t, player, { payMoney: 2_500, payChannel: 'AIRTELTIGO_MM' });
    expect(created.response.statusCode, created.response.body).toBe(200);
    expect(created.data).toMatchObject({
      state: 2,
      channelCode: 'AIRTELTIGO_MM',
      awaitingVoucher: false,
      payerNote: 'Please complete authorization process on your mobile phone',
    });
    const order = await orderRow(h.t, created.data.transNo);
    expect(order.provider).toBe('paystack');
    expect(await simPayment(order.provider_ref ?? '')).toMatchObject({
      product: 'paystack-charge',
      msisdn: `233${player.mobile.slice(1)}`,
      amount: '2500',
      currency: 'GHS',
      wire: { telco: 'atl', voucher: null },
    });

    await simAnswer(h, created.data.transNo, 'approve');
    const done = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(done).toMatchObject({ state: 3, creditedMinor: 2_500, payerNote: null, depositCount: 1 });
    expect((await balances(h.t, player)).money).toBe(2_500);
  });

  it('credits once for 50 concurrent duplicate webhooks and 10 later replays', async () => {
    const player = await newPlayer(h.t, '026');
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const created = await deposit(h.t, player, { payMoney: 1_200, payChannel: 'AIRTELTIGO_MM' });
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
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(60);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
    expect((await balances(h.t, player)).money).toBe(1_200);
  });

  it('credits a payment whose webhook was dropped when the result is polled', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const player = await newPlayer(h.t, '057');
    const created = await deposit(h.t, player, { payMoney: 3_000, payChannel: 'AIRTELTIGO_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    expect(await pollUntilSettled(h.t, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 3_000,
    });
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
  });

  it('fails a charge from a wallet without enough money (…3123455) with INSUFFICIENT_FUNDS', async () => {
    const player = await newPlayer(h.t, '027');
    const created = await deposit(h.t, player, {
      payMoney: 1_000,
      payChannel: 'AIRTELTIGO_MM',
      mobile: '0273123455',
    });
    expect(created.response.statusCode, created.response.body).toBe(200);
    const done = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(done).toMatchObject({ state: 4, reason: 'INSUFFICIENT_FUNDS' });
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it('keeps a prompt nobody answers (…3123453) waiting, then expires it after 30 minutes without a credit', async () => {
    const player = await newPlayer(h.t, '027');
    const created = await deposit(h.t, player, {
      payMoney: 1_000,
      payChannel: 'AIRTELTIGO_MM',
      mobile: '0273123453',
    });
    expect(created.data.state).toBe(2);
    h.t.clock.advance(60_000);
    await reconcilePayments(h.t.ctx);
    expect((await result(h.t, player, created.data.transNo)).state).toBe(2);
    h.t.clock.advance(30 * 60_000);
    await reconcilePayments(h.t.ctx);
    expect(await result(h.t, player, created.data.transNo)).toMatchObject({
      state: 5,
      reason: 'NOT_COMPLETED',
      awaitingVoucher: false,
      payerNote: null,
    });
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });
});

describe('Telecel Cash through Paystack: the voucher', () => {
  it('asks for a voucher (*110#), refuses a wrong one, and credits once the right one is sent', async () => {
    const player = await newPlayer(h.t, '020');
    const created = await deposit(h.t, player, { payMoney: 5_000, payChannel: 'VODA_MM' });
    expect(created.response.statusCode, created.response.body).toBe(200);
    expect(created.data).toMatchObject({
      state: 2,
      awaitingVoucher: true,
      payerNote: 'Please dial *110# to generate a voucher code. Then input the voucher',
    });
    const order = await orderRow(h.t, created.data.transNo);
    expect((await simPayment(order.provider_ref ?? ''))?.wire).toMatchObject({ telco: 'vod' });

    const refused = await sendVoucher(player, created.data.transNo, '000000');
    expect(refused.statusCode).toBe(422);
    expect(body(refused).code).toBe(5766);
    expect(await result(h.t, player, created.data.transNo)).toMatchObject({ awaitingVoucher: true });

    const accepted = await sendVoucher(player, created.data.transNo, '482913');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(done).toMatchObject({ state: 3, creditedMinor: 5_000, awaitingVoucher: false });
    expect(await depositTransfers(h.t, player)).toHaveLength(1);

    const again = await sendVoucher(player, created.data.transNo, '482913');
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe(5765);
  });

  it('sends one voucher of 5 simultaneous taps: one is accepted, the others find none expected', async () => {
    const player = await newPlayer(h.t, '050');
    const created = await deposit(h.t, player, { payMoney: 1_500, payChannel: 'VODA_MM' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendVoucher(player, created.data.transNo, '119911')),
    );
    const codes = answers.map((a) => body(a).code).sort();
    expect(codes).toEqual([0, 5765, 5765, 5765, 5765]);
    await pollUntilSettled(h.t, player, created.data.transNo);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
    expect((await balances(h.t, player)).money).toBe(1_500);
  });

  it('refuses a voucher for an order that does not wait for one, and someone else’s order reads as not found', async () => {
    const player = await newPlayer(h.t, '027');
    const created = await deposit(h.t, player, { payMoney: 1_000, payChannel: 'AIRTELTIGO_MM' });
    const notExpected = await sendVoucher(player, created.data.transNo, '123456');
    expect([notExpected.statusCode, body(notExpected).code]).toEqual([409, 5765]);
    const stranger = await newPlayer(h.t, '020');
    const foreign = await sendVoucher(stranger, created.data.transNo, '123456');
    expect([foreign.statusCode, body(foreign).code]).toEqual([404, 3003]);
    const malformed = await sendVoucher(player, created.data.transNo, '12ab');
    expect([malformed.statusCode, body(malformed).code]).toEqual([400, 1000]);
  });
});
