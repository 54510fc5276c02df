import { randomUUID } from 'node:crypto';
import type { AdminPlayerProfile, WithdrawOrder } from '@sika/contract';
import { addDays, localDate, marketTimeZones } from '@sika/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbacksSettled, seedPayments } from '../../src/modules/payments/index.ts';
import { taxReport } from '../../src/modules/taxes/index.ts';
import { houseAccount, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import { auditCount, bearer, signedInStaff } from '../admin/support.ts';
import { body } from '../support/app.ts';
import {
  balances,
  completeKyc,
  eventually,
  expectLedgerHealthy,
  get,
  newPlayer,
  orderOf,
  orderRow,
  type Player,
  post,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
  withdrawPayload,
} from './support.ts';

/**
 * Ghana's 10% withholding tax is charged on the winnings part of a withdrawal only (packages/domain
 * taxes.ts, docs/decisions/018): the player first takes back, untaxed, what they deposited. Fee on MTN: 1%.
 */
let h: WithdrawHarness;
beforeAll(async () => {
  h = await startWithdrawals();
  await seedPayments(h.t.ctx);
});
afterAll(async () => {
  await h.sim.engine.flush();
  await callbacksSettled();
  await expectLedgerHealthy(h.t);
  await h.close();
});

/** A real deposit through the simulator's MTN prompt, approved and credited (to locked cash). */
async function deposit(player: Player, amountMinor: number): Promise<void> {
  const created = await post(h.t, '/api/account-service/pan-pay/deposit', player.token, {
    payMoney: amountMinor,
    payChannel: 'MTN_MM',
  });
  const { transNo } = body<{ transNo: string }>(created).data;
  const order = await eventually(
    () =>
      h.t.ctx.db.selectFrom('deposit_orders').selectAll().where('trans_no', '=', transNo).executeTakeFirst(),
    (o) => o?.provider_ref != null,
  );
  const approved = await fetch(`${h.sim.url}/_sim/prompts/${order?.provider_ref}/approve`, {
    method: 'POST',
  });
  expect(approved.status).toBe(200);
  await h.sim.engine.flush();
  await callbacksSettled();
  const credited = await eventually(
    async () => {
      h.t.clock.advance(5_000);
      const response = await get(
        h.t,
        `/api/account-service/pan-pay/deposit/result?transNo=${transNo}`,
        player.token,
      );
      return body<{ state: number }>(response).data.state;
    },
    (state) => state >= 3,
  );
  expect(credited).toBe(3);
}

/** One round: `stakeMinor` of the player's cash bet (locked first), `returnMinor` won back (withdrawable). */
async function playRound(player: Player, stakeMinor: number, returnMinor: number): Promise<void> {
  const round = randomUUID();
  await transfer(h.t.ctx.db, {
    idempotencyKey: `bet:test:${round}`,
    kind: 'bet',
    reference: round,
    legs: [
      {
        from: playerAccount.cash(player.playerId),
        to: houseAccount('games', 'cash'),
        amountMinor: stakeMinor,
      },
    ],
  });
  await transfer(h.t.ctx.db, {
    idempotencyKey: `win:test:${round}`,
    kind: 'win',
    reference: round,
    legs: [
      {
        from: houseAccount('games', 'cash'),
        to: playerAccount.withdrawable(player.playerId),
        amountMinor: returnMinor,
      },
    ],
  });
}

async function playerWithDeposit(depositMinor: number, returnMinor: number): Promise<Player> {
  const player = await newPlayer(h.t);
  await completeKyc(h.t, player);
  await deposit(player, depositMinor);
  await playRound(player, depositMinor, returnMinor);
  expect((await balances(h.t, player.playerId)).withdrawMoney).toBe(returnMinor);
  return player;
}

describe("Ghana's withholding tax on winnings", () => {
  it('takes no tax from a player who withdraws the 100 they deposited', async () => {
    const player = await playerWithDeposit(10_000, 10_000);
    const tax = await get(h.t, '/api/account-service/withdraw/tax?coins=10000', player.token);
    expect(body<number>(tax).data).toBe(0);
    const order = orderOf(await withdraw(h.t, player, 10_000));
    expect(order).toMatchObject({
      money: 10_000,
      feeMinor: 100,
      taxMinor: 0,
      taxBaseMinor: 0,
      netMinor: 9_900,
    });
  });

  it('charges 10% of the 50 won when a player deposits 100 and withdraws 150', async () => {
    const player = await playerWithDeposit(10_000, 15_000);
    const quote = await get(
      h.t,
      '/api/account-service/withdraw/quote?coins=15000&channel=MTN_MM',
      player.token,
    );
    expect(body(quote).data).toMatchObject({ taxBaseMinor: 5_000, taxMinor: 500, blocks: [] });
    const tax = await get(h.t, '/api/account-service/withdraw/tax?coins=15000', player.token);
    expect(body<number>(tax).data).toBe(500);

    const order = orderOf(await withdraw(h.t, player, 15_000));
    expect(order).toMatchObject({
      money: 15_000,
      feeMinor: 150,
      taxMinor: 500,
      taxBaseMinor: 5_000,
      netMinor: 14_350,
    });
    expect(await orderRow(h.t, order.orderNo)).toMatchObject({ tax_base_minor: 5_000, tax_minor: 500 });
    const records = await get(h.t, '/api/account/records/withdraw-orders?page=1&size=10', player.token);
    expect(JSON.stringify(body(records).data)).toContain('"taxBaseMinor":5000');
  });

  it('never taxes the same winnings twice: a new deposit comes back untaxed', async () => {
    const player = await playerWithDeposit(10_000, 15_000);
    orderOf(await withdraw(h.t, player, 15_000));
    await deposit(player, 10_000);
    await playRound(player, 10_000, 10_000);
    const again = orderOf(await withdraw(h.t, player, 10_000));
    expect(again).toMatchObject({ taxBaseMinor: 0, taxMinor: 0 });
  });

  it('lets simultaneous withdrawals take the deposit back untaxed once between them', async () => {
    const player = await playerWithDeposit(10_000, 20_000);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(h.t, '/api/account-service/withdraw', player.token, withdrawPayload(player, 5_000)),
      ),
    );
    const orders = responses.map(orderOf);
    // 100 deposited, 200 taken out in four: the first two come back untaxed, the other two are winnings.
    expect(orders.map((o) => o.taxBaseMinor).sort((a, b) => a - b)).toEqual([0, 0, 5_000, 5_000]);
    expect(orders.reduce((sum, o) => sum + o.taxMinor, 0)).toBe(1_000);
    await expectLedgerHealthy(h.t);
  });

  it('answers a replayed submission with the same order and the same tax', async () => {
    const player = await playerWithDeposit(10_000, 15_000);
    const payload = withdrawPayload(player, 15_000);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(h.t, '/api/account-service/withdraw', player.token, payload)),
    );
    const orders = responses.map(orderOf);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(orders.every((o) => o.taxBaseMinor === 5_000 && o.taxMinor === 500)).toBe(true);
    const rows = await h.t.ctx.db
      .selectFrom('withdraw_orders')
      .select('id')
      .where('player_id', '=', player.playerId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('reports the tax withheld per local day and month for remittance', async () => {
    const player = await playerWithDeposit(10_000, 15_000);
    const order = orderOf(await withdraw(h.t, player, 15_000));
    const paid = await eventually(
      () => h.t.ctx.db.selectFrom('withdraw_orders').select('state').where('state', 'in', [1, 2]).execute(),
      (open) => open.length === 0,
    );
    expect(paid).toEqual([]);
    expect((await orderRow(h.t, order.orderNo)).state).toBe(3);
    const { rows } = await sql<{ tax: string; base: string }>`
      SELECT sum(tax_minor)::text AS tax, sum(tax_base_minor)::text AS base FROM withdraw_orders
      WHERE state = 3 AND tax_minor > 0`.execute(h.t.ctx.db);
    const today = localDate(h.t.clock.now, marketTimeZones.GH);
    const byDay = await taxReport(h.t.ctx.db, {
      from: addDays(today, -1),
      to: addDays(today, 1),
      period: 'day',
    });
    expect(byDay).toEqual([
      {
        period: today,
        market: 'GH',
        currency: 'GHS',
        ruleId: 'GH_WINNINGS_WHT',
        appliesTo: 'withdrawal',
        count: expect.any(Number),
        baseMinor: Number(rows[0]?.base),
        taxMinor: Number(rows[0]?.tax),
      },
    ]);
    const byMonth = await taxReport(h.t.ctx.db, { from: today, to: today, period: 'month', market: 'GH' });
    expect(byMonth.map((r) => [r.period, r.taxMinor])).toEqual([[today.slice(0, 7), Number(rows[0]?.tax)]]);
    expect(
      await taxReport(h.t.ctx.db, { from: addDays(today, 1), to: addDays(today, 2), period: 'day' }),
    ).toEqual([]);
  });

  it('shows finance the same report in the back office, read only', async () => {
    const today = localDate(h.t.clock.now, marketTimeZones.GH);
    const finance = await signedInStaff(h.t, ['finance']);
    const before = await auditCount(h.t);
    const response = await h.t.app.inject({
      url: `/api/admin/reports/tax?from=${today}&to=${today}&period=day`,
      headers: bearer(finance.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await taxReport(h.t.ctx.db, { from: today, to: today, period: 'day' });
    expect(body<{ list: unknown[] }>(response).data.list).toEqual(expected);
    expect(await auditCount(h.t)).toBe(before);
    const backwards = await h.t.app.inject({
      url: `/api/admin/reports/tax?from=${today}&to=${addDays(today, -1)}`,
      headers: bearer(finance.token),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("shows each withdrawal's tax and its base to staff and to the player, and the report is their sum", async () => {
    const winner = await playerWithDeposit(10_000, 15_000);
    const taxed = orderOf(await withdraw(h.t, winner, 15_000));
    const saver = await playerWithDeposit(10_000, 10_000);
    orderOf(await withdraw(h.t, saver, 10_000));
    await eventually(
      () => h.t.ctx.db.selectFrom('withdraw_orders').select('state').where('state', 'in', [1, 2]).execute(),
      (open) => open.length === 0,
    );
    const support = await signedInStaff(h.t, ['support']);
    const profileOf = async (playerId: string) => {
      const response = await h.t.app.inject({
        url: `/api/admin/players/${playerId}`,
        headers: bearer(support.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return body<AdminPlayerProfile>(response).data;
    };
    expect((await profileOf(winner.playerId)).withdrawals).toEqual([
      expect.objectContaining({
        orderNo: taxed.orderNo,
        moneyMinor: 15_000,
        feeMinor: 150,
        taxMinor: 500,
        taxBaseMinor: 5_000,
        taxRuleId: 'GH_WINNINGS_WHT',
        netMinor: 14_350,
        state: 3,
      }),
    ]);
    // Deposits taken back: nothing withheld, no rule named.
    expect((await profileOf(saver.playerId)).withdrawals[0]).toMatchObject({
      taxMinor: 0,
      taxBaseMinor: 0,
      taxRuleId: null,
    });

    // Every paid withdrawal's record, as staff read it and as its player reads it, summed per local day.
    const today = localDate(h.t.clock.now, marketTimeZones.GH);
    const players = await h.t.ctx.db.selectFrom('withdraw_orders').select('player_id').distinct().execute();
    const byStaff = { count: 0, baseMinor: 0, taxMinor: 0 };
    const byPlayers = { count: 0, baseMinor: 0, taxMinor: 0 };
    for (const { player_id } of players) {
      for (const w of (await profileOf(player_id)).withdrawals) {
        if (w.state !== 3 || w.taxMinor === 0 || !w.settledAt) continue;
        expect(localDate(new Date(w.settledAt), marketTimeZones.GH)).toBe(today);
        byStaff.count += 1;
        byStaff.baseMinor += w.taxBaseMinor;
        byStaff.taxMinor += w.taxMinor;
      }
    }
    for (const player of [winner, saver]) {
      const records = await get(h.t, '/api/account/records/withdraw-orders?page=1&size=50', player.token);
      const list = body<{ list: WithdrawOrder[] }>(records).data.list;
      for (const w of list.filter((o) => o.status === 'success' && o.taxMinor > 0)) {
        byPlayers.count += 1;
        byPlayers.baseMinor += w.taxBaseMinor;
        byPlayers.taxMinor += w.taxMinor;
      }
    }
    expect(byPlayers).toEqual({ count: 1, baseMinor: 5_000, taxMinor: 500 });
    const report = await taxReport(h.t.ctx.db, { from: today, to: today, period: 'day', market: 'GH' });
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject(byStaff);
    expect(byStaff.count).toBeGreaterThan(1);
  });
});
