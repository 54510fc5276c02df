import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import { giveWinnings } from '../withdrawals/support.ts';
import { cash, register } from './journey.ts';
import { call, GTBANK, nigeriaSteps, settleNigeria, startNigeria } from './nigeria-support.ts';
import type { MarketHarness } from './support.ts';

/** What Nigeria refuses: bank withdrawals without the confirmed account, unknown accounts, a bad BVN. */
let h: MarketHarness;
beforeAll(async () => {
  h = await startNigeria();
});
afterEach(() => settleNigeria(h));
afterAll(() => h.close());

const { kycWithBvn, confirmAccount, withdrawToBank } = nigeriaSteps(() => h);

describe('Nigeria out of the box', () => {
  it('refuses a bank withdrawal without a confirmed account, to another account, and unknown accounts or banks', async () => {
    const player = await register(h, newMobile('0803'));
    await kycWithBvn(player);
    await giveWinnings(h.t, player.playerId, 300_000);
    expect((await withdrawToBank(player, 200_000, '0123456789')).json()).toMatchObject({ code: 5758 });
    await confirmAccount(player, '0123456789');
    const other = await withdrawToBank(player, 200_000, '0123456780');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 5759 });

    const resolve = (bankCode: string, accountNumber: string) =>
      call(h.t, player, 'POST', '/api/account-service/withdraw/bank-account/resolve', {
        bankCode,
        accountNumber,
      });
    expect((await resolve(GTBANK, '0003123461')).json()).toMatchObject({ code: 5756 });
    expect((await resolve('999', '0123456789')).json()).toMatchObject({ code: 5755 });
    expect((await resolve(GTBANK, '012345678')).statusCode).toBe(400);
    // The confirmed account is unchanged by refused attempts.
    expect(
      body(await call(h.t, player, 'GET', '/api/account-service/withdraw/bank-account')).data,
    ).toMatchObject({
      accountNumber: '0123456789',
    });
    expect(await cash(h.t, player)).toBe(300_000);
  });

  it('asks for KYC before a bank account is confirmed', async () => {
    const player = await register(h, newMobile('0803'));
    const response = await call(h.t, player, 'PUT', '/api/account-service/withdraw/bank-account', {
      bankCode: GTBANK,
      accountNumber: '0123456789',
    });
    expect(response.json()).toMatchObject({ code: 6005 });
  });

  it('answers 502 (5757), not 500, when Paystack cannot resolve now', async () => {
    const player = await register(h, newMobile('0803'));
    await h.configure({ faults: { serverErrorOps: ['status'] } });
    try {
      const response = await call(h.t, player, 'POST', '/api/account-service/withdraw/bank-account/resolve', {
        bankCode: GTBANK,
        accountNumber: '0123456789',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 5757 });
    } finally {
      await h.configure({ faults: { serverErrorOps: [] } });
    }
  });
});

describe('BVN in KYC', () => {
  it('refuses a BVN that is not 11 digits', async () => {
    const player = await register(h, newMobile('0803'));
    const response = await call(h.t, player, 'POST', '/api/account-service/kyc', {
      field0: 'Chinedu',
      field1: 'Okafor',
      field3: '19900101',
      field4: '1234567890',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { errors: { field4: 'format' } } });
  });
});
