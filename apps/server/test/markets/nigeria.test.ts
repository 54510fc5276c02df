import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkMarketSetup } from '../../src/market-setup.ts';
import { reconcileWithdrawals } from '../../src/modules/withdrawals/index.ts';
import { SIMULATOR_SETTINGS } from '../../src/simulator-settings.ts';
import { staffWithdrawals } from '../admin/support.ts';
import { body, type TestApp } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import { giveWinnings } from '../withdrawals/support.ts';
import {
  cash,
  deposit,
  depositConfig,
  eventually,
  orderOf,
  type Player,
  playRound,
  register,
  untilSettled,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/**
 * Nigeria (NGN, kobo) from a fresh database as `MARKET=NG npm start`: deposits on Paystack's checkout,
 * withdrawals to the player's bank account by Paystack transfers, 5% withheld on winnings.
 */
let h: MarketHarness;
beforeAll(async () => {
  h = await startMarket('NG');
  await h.configure({ behaviour: { paystackWebhookUrl: `${h.t.ctx.config.PUBLIC_URL}/hooks/paystack` } });
});
afterEach(async () => {
  await h.settled();
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false }, rules: [] });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

const GTBANK = '058';
let bvnCount = 0;

function call(t: TestApp, player: Player, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { token: player.token }, ...(payload ? { payload } : {}) });
}

async function kycWithBvn(player: Player) {
  bvnCount += 1;
  const bvn = `2${String(Date.now()).slice(-8)}${String(bvnCount).padStart(2, '0')}`;
  const response = await call(h.t, player, 'POST', '/api/account-service/kyc', {
    field0: 'Chinedu',
    field1: 'Okafor',
    field3: '19900101',
    field4: bvn,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bvn;
}

async function confirmAccount(player: Player, accountNumber: string, bankCode = GTBANK) {
  const response = await call(h.t, player, 'PUT', '/api/account-service/withdraw/bank-account', {
    bankCode,
    accountNumber,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ accountName: string; bankName: string }>(response).data;
}

function withdrawToBank(player: Player, coins: number, accountNumber: string, key = randomUUID()) {
  return call(h.t, player, 'POST', '/api/account-service/withdraw', {
    bankAccount: accountNumber,
    money: coins,
    coins,
    channel: 'PAYSTACK',
    idempotencyKey: key,
  });
}

async function withdrawal(player: Player, orderNo: string) {
  const response = await call(h.t, player, 'GET', `/api/account-service/withdraw/orders/${orderNo}`);
  return body<{
    orderNo: string;
    status: string;
    reason: string | null;
    netMinor: number;
    taxMinor: number;
    transferId: string;
  }>(response).data;
}

/** A player with KYC, a confirmed bank account and `winningsMinor` of withdrawable winnings. */
async function readyPlayer(accountNumber: string, winningsMinor = 300_000) {
  const player = await register(h, newMobile('0803'));
  await kycWithBvn(player);
  await confirmAccount(player, accountNumber);
  await giveWinnings(h.t, player.playerId, winningsMinor);
  return player;
}

const orderRow = (orderNo: string) =>
  h.t.ctx.db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

async function transfersOf(playerId: string, kind: string) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = ${playerId}::uuid AND kind = ${kind}`.execute(
    h.t.ctx.db,
  );
  return rows[0]?.n ?? 0;
}

describe('Nigeria out of the box', () => {
  it('starts with its whole configuration', async () => {
    expect((await checkMarketSetup(h.t.ctx)).missing).toEqual([]);
  });

  it('has its lobby in English, in naira, with nothing of another market', async () => {
    const { rows } = await sql<{ text: string }>`
      SELECT coalesce(content ->> 'en', '') AS text FROM adverts WHERE market = 'NG'
      UNION ALL SELECT title ->> 'en' || ' ' || (content ->> 'en') FROM notices WHERE market = 'NG'
      UNION ALL SELECT title ->> 'en' || ' ' || (body ->> 'en') FROM h5_pages WHERE market = 'NG'
      UNION ALL SELECT question ->> 'en' || ' ' || (answer ->> 'en') FROM faq_entries WHERE market = 'NG'
      UNION ALL SELECT title ->> 'en' || ' ' || (content ->> 'en') FROM rule_texts WHERE market = 'NG'`.execute(
      h.t.ctx.db,
    );
    expect(rows.length).toBeGreaterThan(15);
    const all = rows.map((r) => r.text).join('\n');
    expect(all).toMatch(/₦100\b/);
    expect(all).toMatch(/card, bank transfer or USSD/);
    expect(all).not.toMatch(/₵|cedi|Ghana|M-Pesa|KSh|USh|FCFA|Telecel|AirtelTigo|MTN MoMo/);
    const menus = await h.t.ctx.db
      .selectFrom('menu_items')
      .select('url')
      .where('market', '=', 'NG')
      .execute();
    expect(menus.length).toBeGreaterThan(0);
  });

  it('registers, deposits on Paystack’s checkout, plays a round and withdraws to a bank account, in kobo', async () => {
    const player = await register(h, newMobile('0803'));
    const config = await depositConfig(h.t, player);
    expect(config.currency).toBe('NGN');
    expect(config.channels.map((c) => c.channelCode)).toEqual(['PAYSTACK']);
    expect(config.packages.map((p) => p.payMoney)).toContain(100_000);

    const created = await deposit(h.t, player, 500_000, 'PAYSTACK');
    expect(created.response.statusCode, created.response.body).toBe(200);
    // The web opens Paystack's hosted checkout, which sends the payer back to our result page.
    expect((created.data as unknown as { payUrl: string }).payUrl).toMatch(/\/checkout\/[a-z0-9]+$/);
    const order = await orderOf(h.t, created.data.transNo);
    expect(h.sim.engine.lookup(order.provider_ref ?? '')).toMatchObject({
      amount: '500000',
      currency: 'NGN',
    });
    const paid = await fetch(`${h.sim.url}/_sim/prompts/${order.provider_ref}/approve`, { method: 'POST' });
    expect(paid.status).toBe(200);
    await h.settled();
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 500_000,
    });

    // ₦5,000 wagered in full; ₦8,000 back.
    await playRound(h, player, 500_000, 800_000);
    expect(await cash(h.t, player)).toBe(800_000);

    await kycWithBvn(player);
    const banks = body<{ list: { code: string; name: string }[] }>(
      await call(h.t, player, 'GET', '/api/account-service/withdraw/banks'),
    ).data.list;
    expect(banks).toContainEqual({ code: GTBANK, name: 'Guaranty Trust Bank' });
    const resolved = await call(h.t, player, 'POST', '/api/account-service/withdraw/bank-account/resolve', {
      bankCode: GTBANK,
      accountNumber: '0123456789',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(body(resolved).data).toEqual({
      bankCode: GTBANK,
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456789',
      accountName: 'OKAFOR CHINEDU',
    });
    // Resolving stores nothing: the account is the player's only once confirmed.
    expect(
      body(await call(h.t, player, 'GET', '/api/account-service/withdraw/bank-account')).data,
    ).toBeNull();
    await confirmAccount(player, '0123456789');
    const channels = body<{ list: { payoutTo: string }[]; payoutBankAccount: unknown }>(
      await call(h.t, player, 'GET', '/api/account-service/withdraw/channels'),
    ).data;
    expect(channels.list.map((c) => c.payoutTo)).toEqual(['bank']);
    expect(channels.payoutBankAccount).toMatchObject({
      accountNumber: '0123456789',
      accountName: 'OKAFOR CHINEDU',
    });

    const submitted = await withdrawToBank(player, 800_000, '0123456789');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const placed = body<{ orderNo: string; taxMinor: number; netMinor: number; bankAccountName: string }>(
      submitted,
    ).data;
    // 5% of the ₦3,000 won; the ₦5,000 deposited comes back untaxed.
    expect(placed).toMatchObject({ taxMinor: 15_000, netMinor: 785_000, bankAccountName: 'OKAFOR CHINEDU' });
    const done = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    // The back office's record: the tax, its base (the winnings part) and the rule that withheld it.
    expect((await staffWithdrawals(h.t, player.playerId))[0]).toMatchObject({
      orderNo: placed.orderNo,
      taxMinor: 15_000,
      taxBaseMinor: 300_000,
      taxRuleId: 'NG_WINNINGS_WHT',
      netMinor: 785_000,
    });
    const row = await orderRow(placed.orderNo);
    expect(row).toMatchObject({
      bank_code: GTBANK,
      bank_account: '0123456789',
      bank_name: 'Guaranty Trust Bank',
    });
    const transfer = h.sim.engine.lookup(row.provider_ref);
    expect(transfer).toMatchObject({ product: 'paystack-transfer', amount: '785000', currency: 'NGN' });
    expect((transfer?.wire.recipient as { accountNumber: string; bankCode: string }) ?? null).toMatchObject({
      accountNumber: '0123456789',
      bankCode: GTBANK,
    });
    expect(await cash(h.t, player)).toBe(0);
  });

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
  it('keeps only the last four digits of the BVN and finds it again on a second account by its keyed hash', async () => {
    const first = await register(h, newMobile('0803'));
    const bvn = await kycWithBvn(first);
    const record = await h.t.ctx.db
      .selectFrom('kyc_records')
      .selectAll()
      .where('player_id', '=', first.playerId)
      .executeTakeFirstOrThrow();
    expect((record.fields as Record<string, string>).BVN).toBe(`*******${bvn.slice(-4)}`);
    expect(JSON.stringify(record)).not.toContain(bvn);
    expect(record.identity_key).toMatch(/^BVN:[0-9a-f]{64}$/);
    expect(record.state).toBe('approved');

    const second = await register(h, newMobile('0803'));
    const again = await call(h.t, second, 'POST', '/api/account-service/kyc', {
      field0: 'Ada',
      field1: 'Obi',
      field3: '19920202',
      field4: bvn,
    });
    expect(again.statusCode, again.body).toBe(200);
    const flagged = await h.t.ctx.db
      .selectFrom('kyc_records')
      .selectAll()
      .where('player_id', '=', second.playerId)
      .executeTakeFirstOrThrow();
    expect(flagged).toMatchObject({ state: 'submitted', flags: ['duplicate_identity'] });
    expect(flagged.identity_key).toBe(record.identity_key);
  });

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

describe('Paystack transfers exactly once', () => {
  it('pays once for 50 concurrent transfer.success webhooks and 10 later replays', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await readyPlayer('0123456781');
    const placed = body<{ orderNo: string; transferId: string }>(
      await withdrawToBank(player, 200_000, '0123456781'),
    ).data;
    const done = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
    await h.settled();
    const row = await orderRow(placed.orderNo);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${placed.transferId}::uuid`.execute(
      h.t.ctx.db,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await cash(h.t, player)).toBe(100_000);
  });

  it('refunds a paid transfer the bank reversed once, for 20 concurrent transfer.reversed webhooks and a replay', async () => {
    const player = await readyPlayer('0123456782');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 300_000, '0123456782')).data;
    const paid = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(paid.status).toBe('success');
    expect(await cash(h.t, player)).toBe(0);
    await h.settled();
    const row = await orderRow(placed.orderNo);
    const reverse = (copies: number) =>
      fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/reverse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ copies }),
      });
    expect((await reverse(20)).status).toBe(200);
    await h.settled();
    const back = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status === 'failed',
    );
    expect(back).toMatchObject({ status: 'failed', reason: 'DECLINED' });
    // Everything the withdrawal took (net, and the 5% tax on the winnings) is back, once.
    expect(await cash(h.t, player)).toBe(300_000);
    expect(await transfersOf(player.playerId, 'refund')).toBe(1);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${row.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 5 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    expect(await transfersOf(player.playerId, 'refund')).toBe(1);
    expect(await cash(h.t, player)).toBe(300_000);
    expect((await orderRow(placed.orderNo)).reversal_id).not.toBeNull();
  });

  it('ignores a transfer.reversed webhook Paystack does not confirm', async () => {
    const player = await readyPlayer('0123456783');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 300_000, '0123456783')).data;
    await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    await h.settled();
    const row = await orderRow(placed.orderNo);
    // Correctly signed, but Paystack's verify still says success: a hint that changes nothing.
    const raw = JSON.stringify({
      event: 'transfer.reversed',
      data: { reference: row.provider_ref, status: 'reversed', amount: row.net_minor, currency: 'NGN' },
    });
    const signature = createHmac('sha512', SIMULATOR_SETTINGS.PAYSTACK_SECRET_KEY).update(raw).digest('hex');
    const hooks = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.t.app.inject({
          method: 'POST',
          url: '/hooks/paystack',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: raw,
        }),
      ),
    );
    expect(hooks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await withdrawal(player, placed.orderNo)).status).toBe('success');
    expect(await transfersOf(player.playerId, 'refund')).toBe(0);
  });

  it('reconciles a transfer whose webhook never came, once, with the job', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const player = await readyPlayer('0123456784');
    const placed = body<{ orderNo: string; transferId: string }>(
      await withdrawToBank(player, 250_000, '0123456784'),
    ).data;
    // The simulator pays after its payout delay; without a webhook the order waits.
    await eventually(
      async () => h.sim.engine.lookup((await orderRow(placed.orderNo)).provider_ref)?.status,
      (status) => status === 'SUCCESSFUL',
    );
    expect((await withdrawal(player, placed.orderNo)).status).toBe('pending');
    await h.configure({ faults: { dropCallbacks: false } });
    h.t.clock.advance(60 * 60_000);
    await Promise.all([reconcileWithdrawals(h.t.ctx), reconcileWithdrawals(h.t.ctx)]);
    const done = await withdrawal(player, placed.orderNo);
    expect(done.status).toBe('success');
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${placed.transferId}::uuid`.execute(
      h.t.ctx.db,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('returns the money once when the transfer fails at the bank', async () => {
    const player = await readyPlayer('0003123450');
    const placed = body<{ orderNo: string }>(await withdrawToBank(player, 200_000, '0003123450')).data;
    const done = await eventually(
      () => withdrawal(player, placed.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('failed');
    expect(await cash(h.t, player)).toBe(300_000);
  });
});
