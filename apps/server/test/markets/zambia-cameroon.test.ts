import { formatMoney, markets } from '@sika/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import {
  approvePrompt,
  cash,
  completeKyc,
  deposit,
  depositConfig,
  idNumber,
  msisdnOf,
  playRound,
  register,
  untilSettled,
  untilWithdrawalDecided,
  withdraw,
  withdrawAndWait,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

async function simPayments(h: MarketHarness, msisdn: string) {
  return (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdn}`)).json()) as {
    product: string;
    amount: string;
    currency: string;
    status: string;
  }[];
}

describe('Zambia out of the box (ZMW, ngwee)', () => {
  let h: MarketHarness;
  beforeAll(async () => {
    h = await startMarket('ZM');
  });
  afterEach(async () => {
    await h.settled();
    await expectLedgerHealthy(h.t);
  });
  afterAll(() => h.close());

  it('registers, deposits K25.50 by Airtel Money, plays a round and withdraws to Airtel untaxed', async () => {
    const player = await register(h, newMobile('097'));
    const config = await depositConfig(h.t, player);
    expect(config.currency).toBe('ZMW');
    expect(config.channels.map((c) => c.channelCode)).toEqual(['MTN_MM', 'AIRTEL_MM']);
    expect(config.defaultChannelId).toBe(32);

    const created = await deposit(h.t, player, 2_550, 'AIRTEL_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    await approvePrompt(h, player.mobile.slice(1));
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 2_550,
    });
    // Airtel takes major units as a JSON number: 25.5.
    expect((await simPayments(h, player.mobile.slice(1)))[0]).toMatchObject({
      amount: '25.5',
      currency: 'ZMW',
    });

    await playRound(h, player, 2_550, 5_000);
    await completeKyc(h.t, player, idNumber());
    const submitted = await withdraw(h.t, player, 5_000, 'AIRTEL_MM');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const order = body<{ orderNo: string; taxMinor: number; netMinor: number }>(submitted).data;
    expect(order).toMatchObject({ taxMinor: 0, netMinor: 5_000 });
    const done = await untilWithdrawalDecided(h.t, player, order.orderNo);
    expect(done.status).toBe('success');
    expect(await cash(h.t, player)).toBe(0);
  });

  it('deposits and withdraws by MTN MoMo', async () => {
    const player = await register(h, newMobile('096'));
    const created = await deposit(h.t, player, 1_000, 'MTN_MM');
    await approvePrompt(h, msisdnOf('ZM', player.mobile));
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 3 });
    await playRound(h, player, 1_000, 1_000);
    await completeKyc(h.t, player, idNumber());
    const { done } = await withdrawAndWait(h.t, player, 1_000, 'MTN_MM');
    expect(done.status).toBe('success');
  });
});

describe('Cameroon out of the box (XAF: no minor unit, scale 1)', () => {
  let h: MarketHarness;
  beforeAll(async () => {
    h = await startMarket('CM');
  });
  afterEach(async () => {
    await h.settled();
    await expectLedgerHealthy(h.t);
  });
  afterAll(() => h.close());

  it('registers, deposits 2 500 FCFA by MTN MoMo, plays a round and withdraws, in whole francs', async () => {
    const player = await register(h, `67${String(Date.now()).slice(-7)}`);
    const config = await depositConfig(h.t, player);
    expect(config.currency).toBe('XAF');
    expect(config.channels[0]?.channelCode).toBe('MTN_MM');
    expect(config.packages.map((p) => p.payMoney)).toEqual([500, 1_000, 2_500, 5_000, 10_000, 25_000]);

    const created = await deposit(h.t, player, 2_500, 'MTN_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    const msisdn = msisdnOf('CM', player.mobile);
    expect(msisdn).toMatch(/^2376\d{8}$/);
    await approvePrompt(h, msisdn);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 2_500,
    });
    // 2 500 francs on the wire are "2500", not "25": the scale is 1.
    expect((await simPayments(h, msisdn))[0]).toMatchObject({ amount: '2500' });
    expect(formatMoney(markets.CM, await cash(h.t, player))).toBe('2\u202f500\u00a0FCFA');

    await playRound(h, player, 2_500, 4_000);
    await completeKyc(h.t, player, idNumber());
    const submitted = await withdraw(h.t, player, 4_000, 'MTN_MM');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const order = body<{ orderNo: string; netMinor: number }>(submitted).data;
    expect(order.netMinor).toBe(4_000);
    const done = await untilWithdrawalDecided(h.t, player, order.orderNo);
    expect(done.status).toBe('success');
    const payout = (await simPayments(h, msisdn)).find((p) => p.product === 'mtn-disbursement');
    expect(payout).toMatchObject({ amount: '4000', status: 'SUCCESSFUL' });
  });

  it('answers its options in French: the tax text and the limits in francs', async () => {
    const options = await h.t.app.inject({
      method: 'GET',
      url: '/api/system-service/options?types=4065,150,4011',
      headers: { 'accept-language': 'fr' },
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.body).toContain('Direction générale des impôts');
    expect(options.body).toContain('500:1000000:0');
  });
});
