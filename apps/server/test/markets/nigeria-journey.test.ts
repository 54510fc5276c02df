import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkMarketSetup } from '../../src/market-setup.ts';
import { staffWithdrawals } from '../admin/support.ts';
import { body } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import {
  cash,
  deposit,
  depositConfig,
  eventually,
  orderOf,
  playRound,
  register,
  untilSettled,
} from './journey.ts';
import { call, GTBANK, nigeriaSteps, settleNigeria, startNigeria } from './nigeria-support.ts';
import type { MarketHarness } from './support.ts';

/**
 * Nigeria (NGN, kobo) from a fresh database as `MARKET=NG npm start`: deposits on Paystack's checkout,
 * withdrawals to the player's bank account by Paystack transfers, 5% withheld on winnings; the BVN in KYC.
 * Refusals in nigeria-refusals.test.ts, Paystack's transfers exactly once in nigeria-exactly-once.test.ts.
 */
let h: MarketHarness;
beforeAll(async () => {
  h = await startNigeria();
});
afterEach(() => settleNigeria(h));
afterAll(() => h.close());

const { kycWithBvn, confirmAccount, withdrawToBank, withdrawal, orderRow } = nigeriaSteps(() => h);

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
});
