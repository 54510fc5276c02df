import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffWithdrawals } from '../admin/support.ts';
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
  orderOf,
  playRound,
  register,
  untilSettled,
  untilWithdrawalDecided,
  withdraw,
  withdrawAndWait,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/** Uganda (UGX, no minor unit): MTN MoMo and Airtel Money, from a fresh database as `MARKET=UG npm start`. */
let h: MarketHarness;
beforeAll(async () => {
  h = await startMarket('UG');
});
afterEach(async () => {
  await h.settled();
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false }, rules: [] });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

const depositsOf = (playerId: string) =>
  h.t.ctx.db
    .selectFrom('wallet_transfers')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', 'deposit')
    .execute();

describe('Uganda out of the box', () => {
  it('registers, deposits by Airtel Money, plays a round and withdraws to Airtel, in whole shillings', async () => {
    const player = await register(h, newMobile('070'));
    const config = await depositConfig(h.t, player);
    expect(config.currency).toBe('UGX');
    expect(config.channels.map((c) => c.channelCode)).toEqual(['MTN_MM', 'AIRTEL_MM']);
    expect(config.defaultChannelId).toBe(22);
    expect(config.packages.map((p) => p.payMoney)).toContain(10_000);

    const created = await deposit(h.t, player, 20_000, 'AIRTEL_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    const ref = await approvePrompt(h, player.mobile.slice(1));
    const order = await orderOf(h.t, created.data.transNo);
    expect(ref).toBe(order.id);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 20_000,
    });
    const sim = (await (await fetch(`${h.sim.url}/_sim/payments/${order.id}`)).json()) as {
      amount: string;
      currency: string;
      deliveries: { httpStatus: number }[];
    };
    // USh 20,000 on the wire as a whole number, and the one callback Airtel sends answered 200.
    expect(sim).toMatchObject({ amount: '20000', currency: 'UGX' });
    expect(sim.deliveries.map((d) => d.httpStatus)).toEqual([200]);

    // The deposit is wagered in full (decision 004: deposited cash is withdrawable once played through).
    await playRound(h, player, 20_000, 30_000);
    expect(await cash(h.t, player)).toBe(30_000);

    await completeKyc(h.t, player, idNumber());
    const submitted = await withdraw(h.t, player, 30_000, 'AIRTEL_MM');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const orderNo = body<{ orderNo: string; taxMinor: number; netMinor: number }>(submitted).data;
    // 15% of the USh 10,000 won; the USh 20,000 deposited comes back untaxed.
    expect(orderNo).toMatchObject({ taxMinor: 1_500, netMinor: 28_500 });
    const done = await untilWithdrawalDecided(h.t, player, orderNo.orderNo);
    expect(done.status).toBe('success');
    expect((await staffWithdrawals(h.t, player.playerId))[0]).toMatchObject({
      taxMinor: 1_500,
      taxBaseMinor: 10_000,
      taxRuleId: 'UG_WINNINGS_WHT',
    });
    const payout = (await (
      await fetch(`${h.sim.url}/_sim/payments?msisdn=${player.mobile.slice(1)}`)
    ).json()) as { product: string; amount: string; status: string }[];
    expect(payout.find((p) => p.product === 'airtel-disbursement')).toMatchObject({
      amount: '28500',
      status: 'SUCCESSFUL',
    });
  });

  it('deposits by MTN MoMo in shillings (the sandbox relabels UGX as EUR, 1:1)', async () => {
    const player = await register(h, newMobile('077'));
    const created = await deposit(h.t, player, 5_000, 'MTN_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    await approvePrompt(h, msisdnOf('UG', player.mobile));
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 5_000,
    });
    const [prompt] = (await (
      await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdnOf('UG', player.mobile)}`)
    ).json()) as { amount: string }[];
    expect(prompt!.amount).toBe('5000');
  });
});

describe('Airtel Money collections exactly once', () => {
  it('credits once for 50 concurrent duplicate callbacks', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await register(h, newMobile('075'));
    const created = await deposit(h.t, player, 2_500, 'AIRTEL_MM');
    await approvePrompt(h, player.mobile.slice(1));
    const order = await orderOf(h.t, created.data.transNo);
    expect(order.state).toBe(3);
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(50);
    expect(stored.every((c) => c.verdict === 'accepted')).toBe(true);
    expect(await depositsOf(player.playerId)).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(2_500);
  });

  it('credits once when the callback is replayed 10 more times later', async () => {
    const player = await register(h, newMobile('075'));
    const created = await deposit(h.t, player, 3_000, 'AIRTEL_MM');
    await approvePrompt(h, player.mobile.slice(1));
    const order = await orderOf(h.t, created.data.transNo);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${order.id}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    expect(await depositsOf(player.playerId)).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(3_000);
  });

  it('refuses a callback with a wrong hash, and credits nothing on a callback’s word', async () => {
    const player = await register(h, newMobile('075'));
    const created = await deposit(h.t, player, 4_000, 'AIRTEL_MM');
    const order = await orderOf(h.t, created.data.transNo);
    const forged = await h.t.app.inject({
      method: 'POST',
      url: '/hooks/airtel-money/callback',
      headers: { 'content-type': 'application/json' },
      payload: {
        transaction: {
          id: order.id,
          status_code: 'TS',
          airtel_money_id: 'MP000000.0000.L00000',
          message: 'x',
        },
        hash: 'AAAA',
      },
    });
    expect(forged.statusCode).toBe(403);
    await h.settled();
    expect((await orderOf(h.t, created.data.transNo)).state).toBeLessThan(3);
    expect(await cash(h.t, player)).toBe(0);
  });

  it('credits a payment whose callback was dropped when the result is polled', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const player = await register(h, newMobile('075'));
    const created = await deposit(h.t, player, 6_000, 'AIRTEL_MM');
    await approvePrompt(h, player.mobile.slice(1));
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 6_000,
    });
    expect(await depositsOf(player.playerId)).toHaveLength(1);
  });

  it.each([
    ['0703123450', 'INSUFFICIENT_FUNDS'],
    ['0703123455', 'WRONG_PIN'],
  ])('fails a deposit from %s with %s', async (mobile, reason) => {
    const player = await register(h, newMobile('075'));
    const created = await deposit(h.t, player, 2_000, 'AIRTEL_MM', mobile);
    expect(created.response.statusCode, created.response.body).toBe(200);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 4, reason });
    expect(await depositsOf(player.playerId)).toHaveLength(0);
  });
});

describe('Airtel Money payouts exactly once', () => {
  async function playerWithWinnings(mobile: string) {
    const player = await register(h, mobile);
    // Paid from a number of the family (option 4022): the player's own may be a payout test number.
    const payer = newMobile('070');
    const created = await deposit(h.t, player, 10_000, 'AIRTEL_MM', payer);
    expect(created.response.statusCode, created.response.body).toBe(200);
    await approvePrompt(h, payer.slice(1));
    await untilSettled(h, player, created.data.transNo);
    await playRound(h, player, 10_000, 10_000);
    await completeKyc(h.t, player, idNumber());
    return player;
  }

  it('makes one order and one payout of 20 simultaneous double taps with one idempotency key', async () => {
    const player = await playerWithWinnings(newMobile('074'));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(h.t, player, 10_000, 'AIRTEL_MM', key)),
    );
    const orderNos = new Set(answers.map((a) => body<{ orderNo: string }>(a).data?.orderNo));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(orderNos.size).toBe(1);
    const [orderNo] = [...orderNos];
    const done = await untilWithdrawalDecided(h.t, player, orderNo!);
    expect(done.status).toBe('success');
    const payouts = (await (
      await fetch(`${h.sim.url}/_sim/payments?msisdn=${player.mobile.slice(1)}`)
    ).json()) as { product: string }[];
    expect(payouts.filter((p) => p.product === 'airtel-disbursement')).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(0);
  });

  it('returns the money once when the disbursement fails', async () => {
    const player = await playerWithWinnings('0743123451');
    const { done } = await withdrawAndWait(h.t, player, 10_000, 'AIRTEL_MM');
    expect(done).toMatchObject({ status: 'failed', reason: 'ACCOUNT_NOT_FOUND' });
    expect(await cash(h.t, player)).toBe(10_000);
  });
});
