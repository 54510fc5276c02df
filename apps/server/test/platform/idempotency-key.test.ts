import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, createRewardsApp, expectAnswer, giveAsset, post } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp();
});
afterAll(() => t.close());

/** Every call that reads the `idempotency-key` header, with a body it would otherwise accept. */
const calls = [
  ['deposit', '/api/account-service/pan-pay/deposit', { payMoney: 1_000, payChannel: 'MTN_MM' }],
  ['pay order', '/api/account-service/pay-order', { itemId: 1, payChannel: 'MTN_MM' }],
  ['withdrawal', '/api/account-service/withdraw', { bankAccount: '0244000000', money: 1_000, coins: '10' }],
  ['diamond spin', '/api/account-service/diamond-spin/bet', { index: 0 }],
  ['coin spin', '/api/activity-service/coin-spin/bet', { id: 1, index: 0 }],
  ['diamond exchange', '/api/account-service/account/exchange', { id: 1 }],
  ['coin exchange', '/api/bonus-service/coins/exchange', { coins: 1_000 }],
  ['lottery tickets', '/api/lottery/tickets', { quickPick: 1 }],
] as const;

const badKeys = [
  // One character over the limit: a parser that cut keys to 64 would have taken it.
  ['over-long', `k${'a'.repeat(64)}`],
  ['malformed', 'not a key!'],
  ['too short', 'abc'],
] as const;

async function whatThePlayerHas(playerId: string) {
  const count = async (table: 'deposit_orders' | 'withdraw_orders' | 'reward_grants') =>
    (await t.ctx.db.selectFrom(table).select('id').where('player_id', '=', playerId).execute()).length;
  return {
    balances: await balancesOf(t, playerId),
    deposits: await count('deposit_orders'),
    withdrawals: await count('withdraw_orders'),
    grants: await count('reward_grants'),
  };
}

describe('the idempotency-key header', () => {
  const cases = calls.flatMap(([call, url, payload]) =>
    badKeys.map(([kind, key]) => ({ call, kind, url, payload: payload as Record<string, unknown>, key })),
  );
  it.each(cases)(
    '$call: a key that is $kind is refused with 1000, never cut to fit, and nothing is applied',
    async ({ url, payload, key }) => {
      const player = await registerPlayer(t);
      await giveAsset(t, player.playerId, 'diamonds', 1_000);
      await giveAsset(t, player.playerId, 'coins', 100_000);
      const before = await whatThePlayerHas(player.playerId);
      const envelope = expectAnswer<{ fields: string }>(
        await post(t, url, player.token, payload, { 'idempotency-key': key }),
        400,
        1000,
      );
      expect(envelope.data.fields).toMatch(/idempotency-key/);
      expect(await whatThePlayerHas(player.playerId)).toEqual(before);
    },
  );

  it('is refused when it differs from the body field', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'diamonds', 1_000);
    const before = await whatThePlayerHas(player.playerId);
    expectAnswer(
      await post(
        t,
        '/api/account-service/diamond-spin/bet',
        player.token,
        { index: 0, idempotencyKey: 'body-key-0001' },
        { 'idempotency-key': 'header-key-0001' },
      ),
      400,
      1000,
    );
    expect(await whatThePlayerHas(player.playerId)).toEqual(before);
  });

  it('takes a key of exactly 64 characters, and the same key answers the same spin', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'diamonds', 1_000);
    const key = 'K'.repeat(64);
    const spin = (headers: Record<string, string>) =>
      post(t, '/api/account-service/diamond-spin/bet', player.token, { index: 0 }, headers);
    const first = expectAnswer<{ id: number }>(await spin({ 'idempotency-key': key }), 200, 0).data;
    const again = expectAnswer<{ id: number }>(await spin({ 'idempotency-key': key }), 200, 0).data;
    expect(again.id).toBe(first.id);
    // The same key in the body and the header is one key, not a conflict.
    const both = await post(
      t,
      '/api/account-service/diamond-spin/bet',
      player.token,
      { index: 0, idempotencyKey: key },
      { 'idempotency-key': key },
    );
    expect(expectAnswer<{ id: number }>(both, 200, 0).data.id).toBe(first.id);
    expect((await whatThePlayerHas(player.playerId)).grants).toBe(1);
  });
});
