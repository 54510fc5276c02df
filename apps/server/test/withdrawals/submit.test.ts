import { randomUUID } from 'node:crypto';
import { WITHDRAW_UNINITIALIZED_MESSAGE } from '@sika/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import { body } from '../support/app.ts';
import {
  balances,
  completeKyc,
  expectLedgerHealthy,
  get,
  giveWinnings,
  newPlayer,
  orderOf,
  post,
  readyPlayer,
  setOption,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
  withdrawPayload,
} from './support.ts';

let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals();
});
afterEach(async () => {
  await expectLedgerHealthy(h.t);
});
afterAll(async () => {
  await h.close();
});

const ENABLED = JSON.stringify({ enable: true, message: 'Withdrawals are paused for maintenance.' });

function failure(response: { statusCode: number; body: string; json(): unknown }) {
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string }) };
}

describe('the withdraw page’s reads', () => {
  it('answers the config from options 6002, 100, 150 and 4025/4026', async () => {
    const response = await get(h.t, '/api/account-service/withdraw/config', null);
    expect(body(response).data).toEqual({
      enable: true,
      message: 'Withdrawals are paused for maintenance. Please try again later.',
      initialized: true,
      currency: 'GHS',
      currencySymbol: '₵',
      coinsPerHundredMinor: 100,
      limit: { minMinor: 500, maxMinor: 1_000_000, countPerDay: 0 },
      taxEnabled: true,
      taxRateBp: 1000,
      stepMinor: 1,
      coinsMaxDigits: 8,
    });
  });

  it('lists the Ghana channels with their fees and defaults to the one matching the mobile', async () => {
    const player = await newPlayer(h.t, '0201234567');
    const data = body<{ list: { channelCode: string; withdrawFeeType: number; withdrawFeeValue: number }[] }>(
      await get(h.t, '/api/account-service/withdraw/channels', player.token),
    ).data;
    expect(data.list.map((c) => [c.channelCode, c.withdrawFeeType, c.withdrawFeeValue])).toEqual([
      ['MTN_MM', 1, 100],
      ['AIRTELTIGO_MM', 2, 100],
      ['VODA_MM', 1, 100],
    ]);
    expect(data).toMatchObject({
      defaultChannelCode: 'VODA_MM',
      lastSuccessChannelCode: null,
      bankAccount: '0201234567',
    });
  });

  it('answers the tax of coins as data, and a quote with the Next rules', async () => {
    const player = await readyPlayer(h.t, 1_000);
    expect(body(await get(h.t, '/api/account-service/withdraw/tax?coins=1001', player.token)).data).toBe(101);
    const quote = body(
      await get(h.t, '/api/account-service/withdraw/quote?coins=1000&channel=MTN_MM', player.token),
    );
    expect(quote.data).toEqual({
      coins: 1000,
      money: 1000,
      feeMinor: 10,
      taxMinor: 100,
      // Winnings only, no deposit: all of it is taxed.
      taxBaseMinor: 1000,
      netMinor: 890,
      blocks: [],
      balanceMinor: 1000,
      feeSupported: true,
    });
    const tooMuch = body<{ blocks: string[] }>(
      await get(h.t, '/api/account-service/withdraw/quote?coins=2000&channel=2', player.token),
    );
    expect(tooMuch.data.blocks).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('documents every withdraw and KYC call in the OpenAPI document', async () => {
    const document = (await get(h.t, '/api/docs/json', null)).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    for (const id of [
      'getWithdrawConfig',
      'getWithdrawChannels',
      'getWithdrawTax',
      'getWithdrawQuote',
      'submitWithdrawal',
      'getWithdrawal',
      'getWithdrawOrders',
      'getKycFields',
      'submitKyc',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('needs a login', async () => {
    expect((await get(h.t, '/api/account-service/withdraw/channels', null)).statusCode).toBe(401);
    const player = { token: '', playerId: '', mobile: '0241234567' };
    const response = await post(h.t, '/api/account-service/withdraw', null, withdrawPayload(player, 1_000));
    expect(response.statusCode).toBe(401);
  });
});

describe('submitting a withdrawal re-checks every rule', () => {
  it('holds the money at once and answers the order', async () => {
    const player = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, player, 1_000));
    expect(order).toMatchObject({
      money: 1000,
      feeMinor: 10,
      taxMinor: 100,
      netMinor: 890,
      status: 'pending',
    });
    expect(order.orderNo).toMatch(/^W[0-9A-Z]{16}$/);
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(4_000);
    await expectLedgerHealthy(h.t);
  });

  it('refuses a too small amount with the limits as the placeholder shows them', async () => {
    const player = await readyPlayer(h.t, 5_000);
    const response = await withdraw(h.t, player, 400);
    expect(failure(response)).toMatchObject({
      status: 422,
      code: 6004,
      msg: 'The amount must be between ₵5.00 - ₵10,000.00.',
    });
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(5_000);
  });

  it('refuses a balance too low, counting only the withdrawable part of cash', async () => {
    const player = await readyPlayer(h.t, 1_000);
    // A deposit not yet played through is cash, but not withdrawable (docs/decisions/004).
    await transfer(h.t.ctx.db, {
      idempotencyKey: `deposit:${randomUUID()}`,
      kind: 'deposit',
      legs: [
        {
          from: houseAccount('deposits', 'cash'),
          to: playerAccount.locked(player.playerId),
          amountMinor: 5_000,
        },
      ],
    });
    const response = await withdraw(h.t, player, 2_000);
    expect(failure(response)).toMatchObject({
      status: 422,
      code: 2001,
      msg: 'Insufficient balance, please recharge',
    });
    expect(await balances(h.t, player.playerId)).toMatchObject({ money: 6_000, withdrawMoney: 1_000 });
    await expectLedgerHealthy(h.t);
  });

  it('refuses when option 6002 disables withdrawing, with its message; uninitialized when it is missing', async () => {
    const player = await readyPlayer(h.t, 5_000);
    await setOption(h.t, 6002, JSON.stringify({ enable: false, message: 'Withdrawals reopen at 18:00.' }));
    try {
      expect(failure(await withdraw(h.t, player, 1_000))).toMatchObject({
        status: 422,
        code: 6001,
        msg: 'Withdrawals reopen at 18:00.',
      });
      expect(body(await get(h.t, '/api/account-service/withdraw/config', null)).data).toMatchObject({
        enable: false,
        message: 'Withdrawals reopen at 18:00.',
      });
      await setOption(h.t, 6002, null);
      expect(failure(await withdraw(h.t, player, 1_000))).toMatchObject({
        code: 6001,
        msg: WITHDRAW_UNINITIALIZED_MESSAGE,
      });
      expect(body(await get(h.t, '/api/account-service/withdraw/config', null)).data).toMatchObject({
        enable: false,
        initialized: false,
      });
    } finally {
      await setOption(h.t, 6002, ENABLED);
    }
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(5_000);
  });

  it('answers "config of withdraw failed" without option 100', async () => {
    const player = await readyPlayer(h.t, 5_000);
    await setOption(h.t, 100, null);
    try {
      expect(failure(await withdraw(h.t, player, 1_000))).toMatchObject({
        status: 422,
        code: 6002,
        msg: 'config of withdraw failed',
      });
    } finally {
      await setOption(h.t, 100, '100');
    }
  });

  it('answers "not support" for a fee type other than 1 or 2', async () => {
    const player = await readyPlayer(h.t, 5_000);
    await sql`UPDATE withdraw_channels SET fee_type = 3 WHERE channel_code = 'MTN_MM'`.execute(h.t.ctx.db);
    try {
      expect(failure(await withdraw(h.t, player, 1_000))).toMatchObject({
        status: 422,
        code: 6003,
        msg: 'not support',
      });
      const quote = body<{ feeSupported: boolean; blocks: string[] }>(
        await get(h.t, '/api/account-service/withdraw/quote?coins=1000&channel=MTN_MM', player.token),
      ).data;
      expect(quote).toMatchObject({ feeSupported: false, blocks: ['FEE_TYPE_NOT_SUPPORTED'] });
    } finally {
      await sql`UPDATE withdraw_channels SET fee_type = 1 WHERE channel_code = 'MTN_MM'`.execute(h.t.ctx.db);
    }
  });

  it('needs KYC: KYC_REQUIRED before it, and while it is under review', async () => {
    const first = await newPlayer(h.t);
    await giveWinnings(h.t, first.playerId, 5_000);
    expect(failure(await withdraw(h.t, first, 1_000))).toMatchObject({ status: 422, code: 6005 });
    await completeKyc(h.t, first, '123123123');
    expect(orderOf(await withdraw(h.t, first, 1_000)).status).toBe('pending');

    // The same Ghana Card on a second account: flagged, not approved, no withdrawal until a person decides.
    const second = await newPlayer(h.t);
    await giveWinnings(h.t, second.playerId, 5_000);
    await completeKyc(h.t, second, '123123123');
    expect(failure(await withdraw(h.t, second, 1_000))).toMatchObject({
      code: 6005,
      msg: 'Your identity details are being reviewed. You can withdraw once they are approved.',
    });
  });

  it('never pays out demo money', async () => {
    const player = await readyPlayer(h.t, 5_000);
    expect(failure(await withdraw(h.t, player, 1_000, { demo: 1 }))).toMatchObject({
      status: 422,
      code: 6006,
    });
  });

  it('pays only the registered number, on a channel that number belongs to', async () => {
    const player = await readyPlayer(h.t, 5_000);
    expect(failure(await withdraw(h.t, player, 1_000, { bankAccount: '0249999999' }))).toMatchObject({
      code: 3007,
      msg: 'Withdrawals are paid to your registered mobile number only.',
    });
    const onAirtelTigo = { channel: 'AIRTELTIGO_MM', payChannel: 'AIRTELTIGO_MM', bankCode: 'AIRTELTIGO_MM' };
    expect(failure(await withdraw(h.t, player, 1_000, onAirtelTigo))).toMatchObject({ code: 3007 });
  });

  it('refuses money that does not match the coins, a missing channel and disagreeing channels', async () => {
    const player = await readyPlayer(h.t, 5_000);
    expect(failure(await withdraw(h.t, player, 1_000, { money: 1_200 }))).toMatchObject({
      status: 400,
      code: 2004,
    });
    const noChannel = { channel: undefined, payChannel: undefined, bankCode: undefined };
    expect(failure(await withdraw(h.t, player, 1_000, noChannel))).toMatchObject({ status: 400, code: 6007 });
    expect(failure(await withdraw(h.t, player, 1_000, { bankCode: 'VODA_MM' }))).toMatchObject({
      code: 1000,
    });
    expect(failure(await withdraw(h.t, player, 1_000, { coins: '123456789', money: 1 }))).toMatchObject({
      code: 1000,
    });
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(5_000);
  });

  it('answers a retry with the same key with the same order, and a changed request with 409', async () => {
    const player = await readyPlayer(h.t, 5_000);
    const payload = withdrawPayload(player, 1_000);
    const first = orderOf(await post(h.t, '/api/account-service/withdraw', player.token, payload));
    const again = orderOf(await post(h.t, '/api/account-service/withdraw', player.token, payload));
    expect(again.orderNo).toBe(first.orderNo);
    const changed = await post(h.t, '/api/account-service/withdraw', player.token, {
      ...payload,
      coins: 900,
      money: 900,
    });
    expect(failure(changed)).toMatchObject({ status: 409, code: 2002 });
    expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(4_000);
  });

  it('keeps to the number of withdrawals per 24 hours of option 150', async () => {
    const player = await readyPlayer(h.t, 5_000);
    await setOption(h.t, 150, '500:1000000:1');
    try {
      orderOf(await withdraw(h.t, player, 1_000));
      expect(failure(await withdraw(h.t, player, 1_000))).toMatchObject({ status: 422, code: 6004 });
    } finally {
      await setOption(h.t, 150, '500:1000000:0');
    }
  });

  it('shows another player’s withdrawal as not found', async () => {
    const owner = await readyPlayer(h.t, 5_000);
    const order = orderOf(await withdraw(h.t, owner, 1_000));
    const other = await newPlayer(h.t);
    const response = await get(h.t, `/api/account-service/withdraw/orders/${order.orderNo}`, other.token);
    expect(failure(response)).toMatchObject({ status: 404, code: 1004 });
    const transaction = await get(h.t, `/api/account/transaction/${order.transferId}`, other.token);
    expect(transaction.statusCode).toBe(404);
    expect(
      (await get(h.t, `/api/account-service/withdraw/orders/${order.orderNo}`, owner.token)).statusCode,
    ).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 past the attempts per minute', async () => {
    const limited = await startWithdrawals({ WITHDRAW_ATTEMPTS_PER_MINUTE: '2' });
    try {
      const player = await readyPlayer(limited.t, 5_000);
      for (let i = 0; i < 2; i++) expect((await withdraw(limited.t, player, 400)).statusCode).toBe(422);
      const third = await withdraw(limited.t, player, 1_000);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
