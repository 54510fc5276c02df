import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { walletApi } from '../games/wallet-api.ts';
import { body, lastCode } from '../support/app.ts';
import { consent, newMobile } from '../support/players.ts';
import { eventually, orderOf, orderState, withdraw } from '../withdrawals/support.ts';
import {
  balances,
  deposit,
  get,
  type PaymentsHarness,
  pollUntilSettled,
  post,
  simAnswer,
  startPayments,
} from './support.ts';

/**
 * MARKET=KE out of the box (issue 20), from the demo seeds alone: a player registers with a number in
 * E.164, deposits KSh 100 by M-Pesa (5% excise recorded, the whole amount credited), plays one round of
 * dice through the seamless-wallet API, and withdraws to M-Pesa with the 2% fee and 5% tax, paid by B2C.
 */
const SECRET = 'test-wallet-secret-0123456789';
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ MARKET: 'KE', KYC_AUTO_APPROVE_MARKETS: 'KE', WALLET_API_SECRET: SECRET });
  await seedDemoContent(h.t.ctx);
});
afterAll(() => h.close());

const provider = walletApi(() => h.t, SECRET);

describe('a Kenyan player’s first day', () => {
  it('registers, deposits by M-Pesa, plays a round and withdraws to M-Pesa', async () => {
    // Register with the number in E.164, as the web sends it; the local number is kept.
    const mobile = newMobile('071');
    const e164 = `+254${mobile.slice(1)}`;
    await post(h.t, '/api/account-service/auth/sms-code', null, { mobile: e164, purpose: 'register' });
    const registered = await post(h.t, '/api/account-service/auth/register', null, {
      mobile: e164,
      password: 'Karibu-2026',
      confirmPassword: 'Karibu-2026',
      smsCode: lastCode(h.t, mobile),
      ...(await consent(h.t)),
    });
    const auth = body<{ token: string; memberInfo: { mobile: string; uid: string } }>(registered);
    expect(auth).toMatchObject({ code: 0, data: { memberInfo: { mobile } } });
    const token = auth.data.token;
    const playerId = (
      await h.t.ctx.db
        .selectFrom('players')
        .select('id')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow()
    ).id;
    const player = { token, playerId, mobile };

    // Deposit KSh 100: the excise is recorded and paid by the operator, the player gets 100%.
    const created = await deposit(h.t, player, { payMoney: 10_000, payChannel: 'MPESA' });
    expect(created.data).toMatchObject({ state: 2, payMoney: 10_000, taxMinor: 500 });
    await simAnswer(h, created.data.transNo, 'approve');
    const credited = await pollUntilSettled(h.t, player, created.data.transNo);
    expect(credited).toMatchObject({ state: 3, creditedMinor: 10_000, taxMinor: 500 });
    expect((await balances(h.t, player)).money).toBe(10_000);

    // One round of dice: stake the whole deposit (it becomes withdrawable by being played), win KSh 150.
    const launchToken = await provider.launch(token, 102);
    const session = await provider.call('/authenticate', { launchToken, gameCode: 'dice' });
    expect(session.answer).toMatchObject({ status: 'OK', balance: 10_000 });
    const roundId = randomUUID();
    const betTxId = randomUUID();
    const common = { roundId, playerId, gameCode: 'dice', currency: 'KES' };
    const bet = await provider.call('/bet', {
      ...common,
      txId: betTxId,
      sessionToken: session.answer.sessionToken,
      amount: 10_000,
    });
    expect(bet.answer).toMatchObject({ status: 'OK', balance: 0 });
    const win = await provider.call('/win', {
      ...common,
      txId: randomUUID(),
      betTxId,
      amount: 15_000,
      roundClosed: true,
    });
    expect(win.answer).toMatchObject({ status: 'OK', balance: 15_000 });
    expect((await balances(h.t, player)).withdrawMoney).toBe(15_000);

    // Identity details, then KSh 100 to M-Pesa: 2% fee, 5% tax, KSh 93 paid by B2C.
    const kyc = await post(h.t, '/api/account-service/kyc', token, {
      field0: 'Wanjiru',
      field1: 'Kamau',
      field3: '19940306',
      field5: '123456789',
    });
    expect(kyc.statusCode, kyc.body).toBe(200);
    const config = body(await get(h.t, '/api/account-service/withdraw/config', token)).data;
    expect(config).toMatchObject({ currency: 'KES', taxRateBp: 500, stepMinor: 100 });
    const order = orderOf(
      await withdraw(h.t, player, 10_000, {
        channel: 'MPESA',
        payChannel: 'MPESA',
        bankCode: 'MPESA',
        bankName: 'M-Pesa',
        bankAccountName: 'Wanjiru Kamau',
      }),
    );
    expect(order).toMatchObject({ money: 10_000, feeMinor: 200, taxMinor: 500, netMinor: 9_300 });
    const paid = await eventually(
      () => orderState(h.t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(paid.status).toBe('success');
    expect(await balances(h.t, player)).toMatchObject({ money: 5_000, withdrawMoney: 5_000 });
  });
});
