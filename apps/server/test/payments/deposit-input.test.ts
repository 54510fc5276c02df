import { randomUUID } from 'node:crypto';
import { OPTION_TYPE } from '@sika/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import {
  deposit,
  expectLedgerHealthy,
  get,
  newPlayer,
  type PaymentsHarness,
  result,
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

const simPaymentsOf = async (orderId: string) =>
  (await (await fetch(`${h.sim.url}/_sim/payments?externalId=${orderId}`)).json()) as unknown[];
const orderCount = async (playerId: string) =>
  (await h.t.ctx.db.selectFrom('deposit_orders').select('id').where('player_id', '=', playerId).execute())
    .length;

describe('the deposit page', () => {
  it('offers Ghana’s channels, the grid packages and option 4011’s minimum, defaulting by the mobile', async () => {
    const player = await newPlayer(h.t, '027');
    const config = body<{
      channels: { id: number; channelCode: string; mobilePattern: string; logoUrl: string }[];
      packages: { itemId: number; money: number; payMoney: number; bonus: number; hot: boolean }[];
      minAmountMinor: number;
      defaultChannelId: number | null;
      tax: unknown;
      pollIntervalMs: number;
      pollMaxTimes: number;
    }>(await get(h.t, '/api/account-service/pan-pay/deposit/config', player.token)).data;
    expect(config.channels.map((c) => c.channelCode)).toEqual(['MTN_MM', 'AIRTELTIGO_MM', 'VODA_MM']);
    expect(config.packages).toHaveLength(6);
    expect(config.packages.find((p) => p.itemId === 13)).toMatchObject({
      money: 5_500,
      payMoney: 5_000,
      bonus: 500,
      hot: true,
    });
    expect(config).toMatchObject({
      minAmountMinor: 100,
      defaultChannelId: 2,
      tax: null,
      pollIntervalMs: 5_000,
      pollMaxTimes: 30,
    });
    const visitor = body<{ defaultChannelId: number | null }>(
      await get(h.t, '/api/account-service/pan-pay/deposit/config', null),
    ).data;
    expect(visitor.defaultChannelId).toBeNull();
    for (const c of config.channels) expect((await h.t.app.inject({ url: c.logoUrl })).statusCode).toBe(200);
  });
});

describe('the documentation', () => {
  it('documents every payments and appeals call in the OpenAPI document', async () => {
    const document = (await h.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    for (const id of [
      'getDepositConfig',
      'createDeposit',
      'getDepositResult',
      'createPayOrder',
      'getPayForm',
      'initPayment',
      'getPaymentResult',
      'getDepositOrders',
      'getDepositAppealForm',
      'submitDepositAppeal',
      'getAppealTimeline',
      'getAppeals',
      'getAppealReceipt',
    ]) {
      expect(ids).toContain(id);
    }
    expect(Object.keys(document.paths).some((p) => p.startsWith('/hooks'))).toBe(false);
  });
});

describe('double taps', () => {
  it('answers the same order to 10 simultaneous taps with one idempotency key, with one prompt', async () => {
    const player = await newPlayer(h.t);
    const key = randomUUID();
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        deposit(h.t, player, { payMoney: 1_500, payChannel: 'MTN_MM' }, { 'idempotency-key': key }),
      ),
    );
    expect(new Set(taps.map((tap) => tap.data.transNo)).size).toBe(1);
    expect(taps.every((tap) => tap.response.statusCode === 200)).toBe(true);
    expect(await orderCount(player.playerId)).toBe(1);
    const order = await h.t.ctx.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('player_id', '=', player.playerId)
      .executeTakeFirstOrThrow();
    expect(await simPaymentsOf(order.id)).toHaveLength(1);
  });

  it('accepts the key as a field too, and refuses the same key for another amount with 409', async () => {
    const player = await newPlayer(h.t);
    const first = await deposit(h.t, player, {
      payMoney: 1_000,
      payChannel: 'MTN_MM',
      idempotencyKey: 'tap-0001',
    });
    const again = await deposit(h.t, player, {
      payMoney: 1_000,
      payChannel: 'MTN_MM',
      idempotencyKey: 'tap-0001',
    });
    expect(again.data.transNo).toBe(first.data.transNo);
    const other = await deposit(h.t, player, {
      payMoney: 2_000,
      payChannel: 'MTN_MM',
      idempotencyKey: 'tap-0001',
    });
    expect(other.response.statusCode).toBe(409);
    expect(other.code).toBe(2002);
  });

  it('takes the same request without a key within seconds as the same tap', async () => {
    const player = await newPlayer(h.t);
    const first = await deposit(h.t, player, { payMoney: 1_100, payChannel: 'MTN_MM' });
    const second = await deposit(h.t, player, { payMoney: 1_100, payChannel: 'MTN_MM' });
    expect(second.data.transNo).toBe(first.data.transNo);
    expect(await orderCount(player.playerId)).toBe(1);
  });
});

describe('a payer other than the player (option 4090, docs/decisions/019)', () => {
  const setOtherPayer = (content: '0' | '1') =>
    h.t.ctx.db
      .updateTable('system_options')
      .set({ content: JSON.stringify({ en: content }) })
      .where('market', '=', 'GH')
      .where('type', '=', OPTION_TYPE.DEPOSIT_OTHER_PAYER)
      .execute();

  it('may pay by default, and is refused before any prompt when the operator allows registered numbers only', async () => {
    const family = await newPlayer(h.t);
    const byRelative = await deposit(h.t, family, {
      payMoney: 1_000,
      payChannel: 'MTN_MM',
      mobile: '0247654300',
    });
    expect(byRelative.response.statusCode).toBe(200);
    expect(byRelative.data).toMatchObject({ payerMobile: '0247654300' });

    await setOtherPayer('0');
    try {
      const player = await newPlayer(h.t);
      const refused = await deposit(h.t, player, {
        payMoney: 1_000,
        payChannel: 'MTN_MM',
        mobile: '0247654301',
      });
      expect(refused.response.statusCode).toBe(422);
      expect(refused.code).toBe(3011);
      expect(await orderCount(player.playerId)).toBe(0);
      const own = await deposit(h.t, player, {
        payMoney: 1_000,
        payChannel: 'MTN_MM',
        mobile: player.mobile,
      });
      expect(own.response.statusCode).toBe(200);
      expect(own.data).toMatchObject({ payerMobile: player.mobile });
    } finally {
      await setOtherPayer('1');
    }
  });
});

describe('bad input', () => {
  it.each([
    ['no channel', { payMoney: 1_000 }, 400, 1000],
    ['no amount and no package', { payChannel: 'MTN_MM' }, 400, 1000],
    ['a negative amount', { payMoney: -500, payChannel: 'MTN_MM' }, 400, 1000],
    ['a zero amount', { payMoney: 0, payChannel: 'MTN_MM' }, 400, 1000],
    ['a fractional amount', { payMoney: 10.5, payChannel: 'MTN_MM' }, 400, 1000],
    ['an amount in exponent form', { payMoney: '1e3', payChannel: 'MTN_MM' }, 400, 1000],
    ['an amount beyond 2^53', { payMoney: '99999999999999999', payChannel: 'MTN_MM' }, 400, 1000],
    ['an amount as an object', { payMoney: { $gt: 0 }, payChannel: 'MTN_MM' }, 400, 1000],
    ['an amount below option 4011', { payMoney: 99, payChannel: 'MTN_MM' }, 422, 3002],
    ['an amount above the maximum', { payMoney: 10_000_001, payChannel: 'MTN_MM' }, 422, 3006],
    ['an unknown channel', { payMoney: 1_000, payChannel: 'NOPE' }, 422, 3001],
    ['a channel of another market', { payMoney: 1_000, payChannel: 'MPESA' }, 422, 3001],
    ['a Telecel number on MTN', { payMoney: 1_000, payChannel: 'MTN_MM', mobile: '0201234567' }, 422, 3007],
    ['a malformed number', { payMoney: 1_000, payChannel: 'MTN_MM', mobile: '12345' }, 400, 1000],
    ['an unknown package', { itemId: 999, payChannel: 'MTN_MM' }, 400, 1000],
    ['a package with another price', { itemId: 13, payMoney: 1, payChannel: 'MTN_MM' }, 400, 2004],
    [
      'a malformed idempotency key',
      { payMoney: 1_000, payChannel: 'MTN_MM', idempotencyKey: 'a b' },
      400,
      1000,
    ],
  ])('answers %s with %i and code %i, never 500', async (_case, payload, status, code) => {
    const player = await newPlayer(h.t);
    const answer = await deposit(h.t, player, payload);
    expect(answer.response.statusCode).toBe(status);
    expect(answer.code).toBe(code);
    expect(await orderCount(player.playerId)).toBe(0);
  });

  it('refuses a malformed idempotency-key header and a request without a token', async () => {
    const player = await newPlayer(h.t);
    const bad = await deposit(
      h.t,
      player,
      { payMoney: 1_000, payChannel: 'MTN_MM' },
      { 'idempotency-key': 'x' },
    );
    expect(bad.response.statusCode).toBe(400);
    const anonymous = await h.t.app.inject({
      method: 'POST',
      url: '/api/account-service/pan-pay/deposit',
      payload: { payMoney: 1_000, payChannel: 'MTN_MM' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts the form-encoded body the app sends and ignores fields a player may not set', async () => {
    const player = await newPlayer(h.t);
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/account-service/pan-pay/deposit',
      headers: { token: player.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payMoney=1300&payChannel=1&bonus=999999&state=3',
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ bonus: number; state: number; channelCode: string }>(response).data).toMatchObject({
      bonus: 0,
      state: 2,
      channelCode: 'MTN_MM',
    });
  });

  it('answers 404 for another player’s order and for one that does not exist', async () => {
    const [owner, other] = [await newPlayer(h.t), await newPlayer(h.t)];
    const created = await deposit(h.t, owner, { payMoney: 1_000, payChannel: 'MTN_MM' });
    const url = (p: string) => `/api/account-service/pan-pay/deposit/result?transNo=${p}`;
    for (const transNo of [created.data.transNo, 'D2601010000000000']) {
      const response = await get(h.t, url(transNo), other.token);
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe(3003);
    }
    expect((await get(h.t, url('not-a-number'), other.token)).statusCode).toBe(400);
    expect((await result(h.t, owner, created.data.transNo)).transNo).toBe(created.data.transNo);
  });

  it('limits a player to 10 new deposits a minute', async () => {
    const player = await newPlayer(h.t);
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await deposit(h.t, player, { payMoney: 1_000 + i, payChannel: 'MTN_MM' }));
    }
    expect(answers.slice(0, 10).every((a) => a.response.statusCode === 200)).toBe(true);
    expect(answers[10]!.response.statusCode).toBe(429);
    expect(answers[10]!.response.headers['retry-after']).toBeDefined();
  });
});
