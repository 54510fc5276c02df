import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import {
  balances,
  deposit,
  expectLedgerHealthy,
  get,
  newPlayer,
  type OrderData,
  type PaymentsHarness,
  pollUntilSettled,
  post,
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

const HALL = '/api/pay-service/payment/v1';

async function payOrder(token: string, payload: Record<string, unknown>) {
  const response = await post(h.t, '/api/account-service/pay-order', token, payload);
  return { response, ...body<OrderData>(response) };
}

function hallQuery(redirectUrl: string) {
  const url = new URL(redirectUrl, 'http://x');
  return { sign: url.searchParams.get('sign')!, transNo: url.searchParams.get('transNo')! };
}

describe('the first-deposit offer and the pay hall', () => {
  it('makes an order without a prompt, then pays it from the hall link alone, with the offer’s coins', async () => {
    const player = await newPlayer(h.t);
    const offer = await payOrder(player.token, { itemId: 1, payChannel: 'MTN_MM', payMoney: 2_000 });
    expect(offer.response.statusCode).toBe(200);
    expect(offer.data).toMatchObject({ state: 1, payMoney: 2_000, bonus: 2_000 });
    expect(offer.data.redirectUrl).toMatch(/^\/pay\/hall\/panpay\?sign=[^&]+&transNo=D/);
    const { sign, transNo } = hallQuery(offer.data.redirectUrl);
    expect(transNo).toBe(offer.data.transNo);

    // No session from here on: the link is the authority.
    const form = await post(h.t, `${HALL}/forms`, null, { payToken: transNo, sign, payChannelId: 1 });
    expect(form.statusCode).toBe(200);
    const formData = body<{ order: OrderData; channels: unknown[]; selectedChannelId: number }>(form).data;
    expect(formData).toMatchObject({ order: { transNo, state: 1 }, selectedChannelId: 1 });
    expect(formData.channels).toHaveLength(3);
    expect(
      body<OrderData>(await post(h.t, `${HALL}/get-payment-result`, null, { transNo, sign })).data.state,
    ).toBe(1);

    const init = await post(h.t, `${HALL}/init-payment`, null, { payToken: transNo, sign, payChannelId: 1 });
    expect(init.statusCode).toBe(200);
    expect(body<OrderData>(init).data.state).toBe(2);
    // A second Pay sends no second prompt.
    const again = await post(h.t, `${HALL}/init-payment`, null, { payToken: transNo, sign, payChannelId: 1 });
    expect(body<OrderData>(again).data.transNo).toBe(transNo);
    const order = await h.t.ctx.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('trans_no', '=', transNo)
      .executeTakeFirstOrThrow();
    const prompts = (await (
      await fetch(`${h.sim.url}/_sim/payments?externalId=${order.id}`)
    ).json()) as unknown[];
    expect(prompts).toHaveLength(1);

    await simAnswer(h, transNo, 'approve');
    h.t.clock.advance(5_000);
    const done = body<OrderData>(await post(h.t, `${HALL}/get-payment-result`, null, { transNo, sign })).data;
    expect(done).toMatchObject({ state: 3, bonus: 2_000 });
    expect(await balances(h.t, player)).toMatchObject({ money: 2_000, bonusMoney: 2_000 });
  });

  it('pays with another number of the chosen network given in extendInfo', async () => {
    const player = await newPlayer(h.t);
    const offer = await payOrder(player.token, { itemId: 2, payChannel: 'MTN_MM' });
    const { sign, transNo } = hallQuery(offer.data.redirectUrl);
    const wrongNetwork = await post(h.t, `${HALL}/init-payment`, null, {
      payToken: transNo,
      sign,
      payChannelId: 1,
      extendInfo: JSON.stringify({ mobile: '0271234567' }),
    });
    expect(body(wrongNetwork).code).toBe(3007);
    const init = await post(h.t, `${HALL}/init-payment`, null, {
      payToken: transNo,
      sign,
      payChannelId: 2,
      extendInfo: JSON.stringify({ mobile: '0271234567' }),
    });
    expect(body<OrderData>(init).data).toMatchObject({
      state: 2,
      channelCode: 'AIRTELTIGO_MM',
      payerMobile: '0271234567',
    });
  });

  it('refuses a tampered, foreign or expired link with 3005', async () => {
    const player = await newPlayer(h.t);
    const offer = await payOrder(player.token, { itemId: 3, payChannel: 'MTN_MM' });
    const { sign, transNo } = hallQuery(offer.data.redirectUrl);
    const other = await payOrder((await newPlayer(h.t)).token, { itemId: 3, payChannel: 'MTN_MM' });
    const tampered = `${sign.slice(0, -1)}${sign.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [
      { transNo, sign: tampered },
      { transNo: other.data.transNo, sign },
      { transNo, sign: `${Number(sign.split('.')[0]) + 600}.${sign.split('.')[1]}` },
    ]) {
      const response = await post(h.t, `${HALL}/get-payment-result`, null, attempt);
      expect(response.statusCode).toBe(422);
      expect(body(response).code).toBe(3005);
    }
    h.t.clock.advance(31 * 60_000);
    const expired = await post(h.t, `${HALL}/forms`, null, { payToken: transNo, sign });
    expect(body(expired).code).toBe(3005);
  });

  it('keeps the offer for a first deposit: refused after one, and its coins given once when two are paid', async () => {
    const player = await newPlayer(h.t);
    const first = await payOrder(player.token, { itemId: 1, payChannel: 'MTN_MM' });
    const second = await payOrder(player.token, { itemId: 2, payChannel: 'MTN_MM' });
    for (const offer of [first, second]) {
      const { sign, transNo } = hallQuery(offer.data.redirectUrl);
      await post(h.t, `${HALL}/init-payment`, null, { payToken: transNo, sign, payChannelId: 1 });
      await simAnswer(h, transNo, 'approve');
    }
    const coins = (await balances(h.t, player)).bonusMoney;
    expect([2_000, 5_000]).toContain(coins);
    expect((await balances(h.t, player)).money).toBe(7_000);
    const third = await payOrder(player.token, { itemId: 3, payChannel: 'MTN_MM' });
    expect(third.response.statusCode).toBe(422);
    expect(third.code).toBe(3008);
  });
});

describe('deposit records', () => {
  it('lists every order with an understandable status, newest first', async () => {
    const player = await newPlayer(h.t);
    const ok = await deposit(h.t, player, { payMoney: 1_000, payChannel: 'MTN_MM' });
    await simAnswer(h, ok.data.transNo, 'approve');
    h.t.clock.advance(1_000);
    const failed = await deposit(h.t, player, {
      payMoney: 1_001,
      payChannel: 'MTN_MM',
      mobile: '0243123451',
    });
    // The simulator rejects it on its own schedule: wait for the answer as the result page does.
    await pollUntilSettled(h.t, player, failed.data.transNo);
    h.t.clock.advance(1_000);
    const pending = await deposit(h.t, player, { payMoney: 1_002, payChannel: 'MTN_MM' });
    await h.sim.engine.flush();
    const records = body<{
      list: {
        transNo: string;
        status: string;
        statusLabel: string;
        canAppeal: boolean;
        channelName: string;
      }[];
    }>(await get(h.t, '/api/account/records/deposit-orders', player.token)).data.list;
    const byNo = new Map(records.map((r) => [r.transNo, r]));
    expect(byNo.get(ok.data.transNo)).toMatchObject({
      status: 'success',
      canAppeal: false,
      channelName: 'MTN Mobile Money',
    });
    expect(byNo.get(failed.data.transNo)).toMatchObject({
      status: 'failed',
      statusLabel: 'Failed',
      canAppeal: true,
    });
    expect(byNo.get(pending.data.transNo)).toMatchObject({ status: 'pending', statusLabel: 'Processing' });
    expect(records[0]!.transNo).toBe(pending.data.transNo);
    // The wallet's ledger records show the credited one.
    const ledger = body<{ list: { reference: string }[] }>(
      await get(h.t, '/api/account/records/deposit', player.token),
    );
    expect(ledger.data.list.map((r) => r.reference)).toEqual([ok.data.transNo]);
  });
});
