import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import {
  cash,
  completeKyc,
  deposit,
  depositConfig,
  eventually,
  idNumber,
  orderOf,
  playRound,
  register,
  untilSettled,
  withdraw,
  withdrawAndWait,
  withdrawOrderOf,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/** Cameroon's Orange Money (omcoreapis: init → pay, payToken, notifUrl), whole francs. */
let h: MarketHarness;
beforeAll(async () => {
  h = await startMarket('CM');
});
afterEach(async () => {
  await h.settled();
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false }, rules: [] });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

let seq = 0;
/** An Orange number (69…) nobody used in this run. */
function orangeMobile(): string {
  seq += 1;
  return `69${String((Date.now() * 10 + seq) % 10_000_000).padStart(7, '0')}`;
}

async function simPayments(msisdn: string) {
  return (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdn}`)).json()) as {
    ref: string;
    product: string;
    amount: string;
    status: string;
    deliveries: { httpStatus: number | null }[];
  }[];
}

async function approve(msisdn: string) {
  const prompt = await eventually(
    async () => (await simPayments(msisdn)).find((p) => p.status === 'PENDING'),
    (p) => p !== undefined,
  );
  expect((await fetch(`${h.sim.url}/_sim/prompts/${prompt!.ref}/approve`, { method: 'POST' })).status).toBe(
    200,
  );
  await h.settled();
  return prompt!.ref;
}

const depositsOf = (playerId: string) =>
  h.t.ctx.db
    .selectFrom('wallet_transfers')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', 'deposit')
    .execute();

describe('Orange Money in Cameroon', () => {
  it('registers, deposits 1 000 FCFA by Orange Money, plays a round and withdraws by cash-in', async () => {
    const player = await register(h, orangeMobile());
    const config = await depositConfig(h.t, player);
    expect(config.channels.map((c) => c.channelCode)).toEqual(['MTN_MM', 'ORANGE_MM']);
    expect(config.defaultChannelId).toBe(42);
    const created = await deposit(h.t, player, 1_000, 'ORANGE_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    const payToken = await approve(player.mobile);
    expect(payToken).toMatch(/^MP/);
    expect((await orderOf(h.t, created.data.transNo)).provider_ref).toBe(payToken);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 1_000,
    });
    const [paid] = await simPayments(player.mobile);
    expect(paid).toMatchObject({ amount: '1000', status: 'SUCCESSFUL' });
    expect(paid!.deliveries.map((d) => d.httpStatus)).toEqual([200]);

    await playRound(h, player, 1_000, 1_500);
    await completeKyc(h.t, player, idNumber());
    const { orderNo, done } = await withdrawAndWait(h.t, player, 1_500, 'ORANGE_MM');
    expect(done.status).toBe('success');
    const row = await withdrawOrderOf(h.t, orderNo);
    expect(row.provider_token).toMatch(/^CI/);
    const cashin = (await simPayments(player.mobile)).find((p) => p.product === 'orange-cashin');
    expect(cashin).toMatchObject({ ref: row.provider_token, amount: '1500', status: 'SUCCESSFUL' });
    expect(await cash(h.t, player)).toBe(0);
  });

  it('credits once for 50 concurrent duplicate notifications and 10 replays', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await register(h, orangeMobile());
    const created = await deposit(h.t, player, 2_000, 'ORANGE_MM');
    const payToken = await approve(player.mobile);
    await h.configure({ faults: { duplicateCallbacks: 1 } });
    const replay = await fetch(`${h.sim.url}/_sim/payments/${payToken}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    const order = await orderOf(h.t, created.data.transNo);
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .select('verdict')
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(60);
    expect(await depositsOf(player.playerId)).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(2_000);
  });

  it('refuses an unsigned notification', async () => {
    const player = await register(h, orangeMobile());
    const created = await deposit(h.t, player, 1_000, 'ORANGE_MM');
    const order = await orderOf(h.t, created.data.transNo);
    const forged = await h.t.app.inject({
      method: 'POST',
      url: `/hooks/orange-money/${order.id}/deposit`,
      headers: { 'content-type': 'application/json' },
      payload: { payToken: order.provider_ref, status: 'SUCCESSFULL', message: 'Transaction completed' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await cash(h.t, player)).toBe(0);
  });

  it('fails a deposit from a number without funds (60019)', async () => {
    const player = await register(h, orangeMobile());
    const created = await deposit(h.t, player, 1_000, 'ORANGE_MM', '693123450');
    expect(created.response.statusCode, created.response.body).toBe(200);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 4,
      reason: 'INSUFFICIENT_FUNDS',
    });
  });

  it('makes one cash-in of 20 simultaneous double taps, and returns the money once when it fails', async () => {
    const player = await register(h, orangeMobile());
    const created = await deposit(h.t, player, 2_000, 'ORANGE_MM');
    await approve(player.mobile);
    await untilSettled(h, player, created.data.transNo);
    await playRound(h, player, 2_000, 2_000);
    await completeKyc(h.t, player, idNumber());
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(h.t, player, 1_000, 'ORANGE_MM', key)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => body<{ orderNo: string }>(a).data.orderNo)).size).toBe(1);
    await eventually(
      async () => (await simPayments(player.mobile)).filter((p) => p.product === 'orange-cashin'),
      (list) => list.length > 0 && list.every((p) => p.status === 'SUCCESSFUL'),
    );
    expect((await simPayments(player.mobile)).filter((p) => p.product === 'orange-cashin')).toHaveLength(1);

    // The payee rule of the test numbers: …3123450 → 60019 (our float): failed, the hold returned once.
    await h.configure({ rules: [] });
    const unlucky = await register(h, '693123450');
    const payer = orangeMobile();
    const paid = await deposit(h.t, unlucky, 1_000, 'ORANGE_MM', payer);
    await approve(payer);
    await untilSettled(h, unlucky, paid.data.transNo);
    await playRound(h, unlucky, 1_000, 1_000);
    await completeKyc(h.t, unlucky, idNumber());
    const { done: outcome } = await withdrawAndWait(h.t, unlucky, 1_000, 'ORANGE_MM');
    expect(outcome).toMatchObject({ status: 'failed', reason: 'PROVIDER_ERROR' });
    expect(await cash(h.t, unlucky)).toBe(1_000);
  });
});
