import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import {
  balances,
  deposit,
  depositTransfers,
  expectLedgerHealthy,
  get,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  pollUntilSettled,
  settled,
  simAnswer,
  startPayments,
} from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ MARKET: 'KE' });
});
afterEach(async () => {
  await h.sim.engine.flush();
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

interface Leg {
  asset: string;
  amountMinor: number;
  counterparty: string;
}

describe('an M-Pesa STK deposit in Kenya', () => {
  it('shows M-Pesa, whole-shilling amounts and the refunded 5% tax on the deposit page', async () => {
    const player = await newPlayer(h.t, '071');
    const response = await get(h.t, '/api/account-service/pan-pay/deposit/config', player.token);
    const config = body<{
      currency: string;
      amountStepMinor: number;
      tax: unknown;
      channels: { channelCode: string; logoUrl: string }[];
      packages: { payMoney: number }[];
      defaultChannelId: number;
    }>(response).data;
    expect(config).toMatchObject({
      currency: 'KES',
      amountStepMinor: 100,
      tax: { rateBp: 500, refunded: true },
    });
    expect(config.channels.map((c) => c.channelCode)).toEqual(['MPESA']);
    expect(config.defaultChannelId).toBe(4);
    expect(config.packages.every((p) => p.payMoney % 100 === 0)).toBe(true);
    const logo = await h.t.app.inject({ method: 'GET', url: config.channels[0]!.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/svg/);
  });

  it('credits 100% of what was paid, recording the 5% tax and its refund as legs of one transfer', async () => {
    const player = await newPlayer(h.t, '071');
    const created = await deposit(h.t, player, { payMoney: 10_000, payChannel: 'MPESA' });
    expect(created.response.statusCode).toBe(200);
    expect(created.data).toMatchObject({ state: 2, payMoney: 10_000, taxMinor: 500 });
    expect(created.data.redirectUrl).toMatch(/^\/pay\/hall\/mpesa\?sign=/);

    await simAnswer(h, created.data.transNo, 'approve');
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 3, creditedMinor: 10_000, taxMinor: 500, depositCount: 1 });
    expect((await balances(h.t, player)).money).toBe(10_000);

    const tx = await get(h.t, `/api/account/transaction/${settled.transferId}`, player.token);
    const legs = body<{ cashMinor: number; legs: Leg[] }>(tx).data;
    expect(legs.cashMinor).toBe(10_000);
    expect(legs.legs.map((l) => [l.counterparty, l.amountMinor])).toEqual([
      ['mobile_money', 10_000],
      ['tax', -500],
      ['promotion', 500],
    ]);
    expect(await depositTransfers(h.t, player)).toHaveLength(1);
  });

  it('fails with the reason when the payer cancels the STK prompt (test number …451 → 1032)', async () => {
    const player = await newPlayer(h.t, '071');
    const created = await deposit(h.t, player, {
      payMoney: 5_000,
      payChannel: 'MPESA',
      mobile: '0713123451',
    });
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 4, reason: 'DECLINED' });
    expect(await depositTransfers(h.t, player)).toHaveLength(0);
  });

  it.each([
    ['0713123450', 'INSUFFICIENT_FUNDS'],
    ['0713123455', 'WRONG_PIN'],
    ['0713123456', 'BUSY'],
  ])('fails an STK deposit from %s with %s', async (mobile, reason) => {
    const player = await newPlayer(h.t, '071');
    const created = await deposit(h.t, player, { payMoney: 5_000, payChannel: 'MPESA', mobile });
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 4, reason });
  });

  it('credits a delayed STK payment', async () => {
    const player = await newPlayer(h.t, '071');
    const created = await deposit(h.t, player, {
      payMoney: 20_000,
      payChannel: 'MPESA',
      mobile: '0713123454',
    });
    const settled = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(settled).toMatchObject({ state: 3, creditedMinor: 20_000 });
  });

  it('refuses cents, which M-Pesa cannot move, before any prompt', async () => {
    const player = await newPlayer(h.t, '071');
    const created = await deposit(h.t, player, { payMoney: 10_050, payChannel: 'MPESA' });
    expect(created.response.statusCode).toBe(400);
    expect(created.code).toBe(2004);
    expect(created.msg).toBe('Please enter whole shillings.');
  });

  it('credits an STK push whose answer was lost, learning Daraja’s reference from the callback', async () => {
    const player = await newPlayer(h.t, '071');
    await h.configure({ faults: { hangMs: 4_000, hangOps: ['initiate'] } });
    try {
      const created = await deposit(h.t, player, { payMoney: 3_000, payChannel: 'MPESA' });
      expect(created.data.state).toBe(1);
      expect((await orderRow(h.t, created.data.transNo)).provider_ref).toBeNull();
      const msisdn = `254${player.mobile.slice(1)}`;
      const [prompt] = (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdn}`)).json()) as {
        ref: string;
      }[];
      expect(
        (await fetch(`${h.sim.url}/_sim/prompts/${prompt!.ref}/approve`, { method: 'POST' })).status,
      ).toBe(200);
      await settled(h);
      expect(await orderRow(h.t, created.data.transNo)).toMatchObject({
        state: 3,
        provider_ref: prompt!.ref,
      });
      expect((await balances(h.t, player)).money).toBe(3_000);
    } finally {
      await h.configure({ faults: { hangMs: 0 } });
    }
  });
});
