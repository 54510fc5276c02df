import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hold,
  houseAccount,
  playerAccount,
  postHold,
  transfer,
  voidHold,
} from '../../src/modules/wallet/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';
import { win } from './support/ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** A deposit as the payments module records it: kind deposit, the order number as reference, a coins bonus. */
function creditDeposit(playerId: string, orderNo: string, amountMinor: number, bonusCoins = 0) {
  const legs = [{ from: houseAccount('deposits', 'cash'), to: playerAccount.locked(playerId), amountMinor }];
  if (bonusCoins > 0) {
    legs.push({
      from: houseAccount('promotion.deposit-bonus', 'coins'),
      to: playerAccount.coins(playerId),
      amountMinor: bonusCoins,
    });
  }
  return transfer(t.ctx.db, {
    idempotencyKey: `deposit:${orderNo}`,
    kind: 'deposit',
    reference: orderNo,
    legs,
  });
}

function holdWithdrawal(playerId: string, orderNo: string, netMinor: number, feeMinor: number) {
  return hold(t.ctx.db, {
    idempotencyKey: `withdraw:${orderNo}`,
    kind: 'withdraw',
    reference: orderNo,
    expiresAt: null,
    legs: [
      {
        from: playerAccount.withdrawable(playerId),
        to: houseAccount('payouts', 'cash'),
        amountMinor: netMinor,
      },
      { from: playerAccount.withdrawable(playerId), to: houseAccount('fees', 'cash'), amountMinor: feeMinor },
    ],
  });
}

describe('balances', () => {
  it('answers money, withdrawMoney, bonusMoney and diamond, and the profile agrees', async () => {
    const player = await registerPlayer(t);
    await creditDeposit(player.playerId, `D-${randomUUID()}`, 5_000, 250);
    await win(t.ctx.db, player.playerId, 1_200);
    const balance = await get('/api/account-service/account/balance', player.token);
    expect(body(balance)).toEqual({
      code: 0,
      msg: 'success',
      data: { money: 6_200, withdrawMoney: 1_200, bonusMoney: 250, diamond: 0 },
    });
    const profile = await get('/api/account-service/member/profile', player.token);
    expect(body(profile).data).toMatchObject({
      money: 6_200,
      withdrawMoney: 1_200,
      bonusMoney: 250,
      diamond: 0,
    });
  });

  it('asks for a login without a token', async () => {
    expect((await get('/api/account-service/account/balance')).statusCode).toBe(401);
  });
});

describe('deposit records', () => {
  it('lists credited deposits newest first, in pages, with labels', async () => {
    const player = await registerPlayer(t);
    for (let i = 1; i <= 3; i++)
      await creditDeposit(player.playerId, `D-${i}-${randomUUID()}`, i * 1_000, i === 3 ? 300 : 0);
    const page1 = body<{ list: Record<string, unknown>[]; hasMore: boolean }>(
      await get('/api/account/records/deposit?page=1&size=2', player.token),
    ).data;
    expect(page1.hasMore).toBe(true);
    expect(page1.list.map((r) => r.cashMinor)).toEqual([3_000, 2_000]);
    expect(page1.list[0]).toMatchObject({
      type: 'deposit',
      typeLabel: 'Deposit',
      status: 'success',
      statusLabel: 'Successful',
      coins: 300,
      settledAt: null,
    });
    const page2 = body<{ list: unknown[]; hasMore: boolean; size: number }>(
      await get('/api/account/records/deposit?page=2&size=2', player.token),
    ).data;
    expect(page2).toMatchObject({ hasMore: false, size: 2 });
    expect(page2.list).toHaveLength(1);
    const defaults = body<{ size: number; page: number }>(
      await get('/api/account/records/deposit', player.token),
    ).data;
    expect(defaults).toMatchObject({ page: 1, size: 50 });
  });

  it('shows nothing of other players', async () => {
    const [a, b] = [await registerPlayer(t), await registerPlayer(t)];
    await creditDeposit(a.playerId, `D-${randomUUID()}`, 100);
    expect(body<{ list: unknown[] }>(await get('/api/account/records/deposit', b.token)).data.list).toEqual(
      [],
    );
  });
});

describe('withdraw records', () => {
  it('shows a held withdrawal as processing, then successful or failed', async () => {
    const player = await registerPlayer(t);
    await win(t.ctx.db, player.playerId, 10_000);
    const paid = await holdWithdrawal(player.playerId, `W-paid-${randomUUID()}`, 2_900, 100);
    const failed = await holdWithdrawal(player.playerId, `W-failed-${randomUUID()}`, 1_000, 0 || 50);
    const pending = await holdWithdrawal(player.playerId, `W-pending-${randomUUID()}`, 500, 10);
    await postHold(t.ctx.db, paid.transfer.id, t.clock.now);
    await voidHold(t.ctx.db, failed.transfer.id, t.clock.now);
    const list = body<{
      list: { id: string; status: string; cashMinor: number; settledAt: string | null }[];
    }>(await get('/api/account/records/withdraw', player.token)).data.list;
    const byId = new Map(list.map((r) => [r.id, r]));
    expect(byId.get(pending.transfer.id)).toMatchObject({
      status: 'pending',
      cashMinor: -510,
      settledAt: null,
    });
    expect(byId.get(paid.transfer.id)).toMatchObject({
      status: 'success',
      cashMinor: -3_000,
      settledAt: expect.any(String),
    });
    expect(byId.get(failed.transfer.id)).toMatchObject({ status: 'failed', cashMinor: -1_050 });
    expect(
      body<{ withdrawMoney: number }>(await get('/api/account-service/account/balance', player.token)).data
        .withdrawMoney,
    ).toBe(10_000 - 3_000 - 510);
  });
});

describe('one transaction', () => {
  it('shows a withdrawal’s legs as the player understands them', async () => {
    const player = await registerPlayer(t);
    await win(t.ctx.db, player.playerId, 5_000);
    const held = await holdWithdrawal(player.playerId, `W-${randomUUID()}`, 1_900, 100);
    const detail = body<{ legs: unknown[]; type: string; status: string }>(
      await get(`/api/account/transaction/${held.transfer.id}`, player.token),
    ).data;
    expect(detail).toMatchObject({ type: 'withdraw', status: 'pending' });
    expect(detail.legs).toEqual([
      {
        asset: 'cash',
        assetLabel: 'Balance',
        amountMinor: -1_900,
        withdrawable: true,
        counterparty: 'mobile_money',
        counterpartyLabel: 'Mobile money',
      },
      {
        asset: 'cash',
        assetLabel: 'Balance',
        amountMinor: -100,
        withdrawable: true,
        counterparty: 'fee',
        counterpartyLabel: 'Fee',
      },
    ]);
  });

  it('shows a deposit’s cash and coins legs', async () => {
    const player = await registerPlayer(t);
    const { transfer: credited } = await creditDeposit(player.playerId, `D-${randomUUID()}`, 2_000, 400);
    const detail = body<{
      legs: { asset: string; amountMinor: number; counterparty: string; withdrawable: boolean | null }[];
    }>(await get(`/api/account/transaction/${credited.id}`, player.token)).data;
    expect(detail.legs.map((l) => [l.asset, l.amountMinor, l.counterparty, l.withdrawable])).toEqual([
      ['cash', 2_000, 'mobile_money', false],
      ['coins', 400, 'promotion', null],
    ]);
  });

  it('answers 404 for another player’s transaction and for an unknown id, 400 for a malformed one', async () => {
    const [owner, other] = [await registerPlayer(t), await registerPlayer(t)];
    const { transfer: credited } = await creditDeposit(owner.playerId, `D-${randomUUID()}`, 100);
    const foreign = await get(`/api/account/transaction/${credited.id}`, other.token);
    const unknown = await get(`/api/account/transaction/${randomUUID()}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await get('/api/account/transaction/123', other.token)).statusCode).toBe(400);
  });
});
