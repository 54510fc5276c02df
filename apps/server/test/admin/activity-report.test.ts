import { randomUUID } from 'node:crypto';
import type { ActivityReport, LedgerCheckResult } from '@sika/contract';
import { localDate } from '@sika/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { seedGames } from '../../src/modules/games/index.ts';
import { grantReward, seedRewards } from '../../src/modules/rewards/index.ts';
import {
  hold,
  houseAccount,
  playerAccount,
  postHold,
  runLedgerCheck,
  voidHold,
} from '../../src/modules/wallet/index.ts';
import { walletApi } from '../games/wallet-api.ts';
import { body, type TestApp } from '../support/app.ts';
import {
  eventually,
  expectLedgerHealthy,
  orderOf,
  orderState,
  readyPlayer,
  startWithdrawals,
  type WithdrawHarness,
  withdraw,
} from '../withdrawals/support.ts';
import { bearer, signedInStaff } from './support.ts';

const SECRET = 'test-wallet-secret-0123456789';
/** MTN's sandbox number whose transfers fail (PayeeFailed). */
const FAILING_NUMBER = '0243123450';

let h: WithdrawHarness;
let t: TestApp;
beforeAll(async () => {
  h = await startWithdrawals({ WALLET_API_SECRET: SECRET });
  t = h.t;
  await seedGames(t.ctx);
  await seedRewards(t.ctx);
});
afterAll(() => h.close());

const api = walletApi(() => t, SECRET);
const DICE = { id: 102, code: 'dice' };
const WHEEL = { id: 105, code: 'wheel' };

/** One of everything the report counts, through the real paths: the seamless wallet, payouts, rewards. */
async function playADay() {
  // Two players funded the way a credited deposit funds them (their first deposits).
  const p1 = await api.playerInGame(5_000, DICE);
  const p2 = await api.playerInGame(3_000, WHEEL);

  // p1: a won round, a stake rolled back, a lost round.
  const bet1 = randomUUID();
  expect((await api.bet(p1, 'r1', 1_000, bet1)).answer.status).toBe('OK');
  expect((await api.win(p1, 'r1', bet1, 1_800)).answer.status).toBe('OK');
  const bet2 = randomUUID();
  expect((await api.bet(p1, 'r2', 500, bet2)).answer.status).toBe('OK');
  expect((await api.rollback(p1, 'r2', bet2)).answer.status).toBe('OK');
  const bet3 = randomUUID();
  expect((await api.bet(p1, 'r3', 700, bet3)).answer.status).toBe('OK');
  expect((await api.win(p1, 'r3', bet3, 0)).answer.status).toBe('OK');

  // p2: wins 1 500, stakes all but 200 of it, then the win is rolled back: only 200 can be clawed back.
  const bet4 = randomUUID();
  const win4 = randomUUID();
  expect((await api.bet(p2, 'r4', 1_000, bet4)).answer.status).toBe('OK');
  expect((await api.win(p2, 'r4', bet4, 1_500, win4)).answer.status).toBe('OK');
  expect((await api.bet(p2, 'r5', 3_300)).answer.status).toBe('OK');
  expect((await api.rollback(p2, 'r4', win4)).answer.status).toBe('OK');
  expect(await api.cash(p2.playerId)).toBe(0);

  // p3 is paid 1 000 (winnings of no game); p4's payout fails and counts nothing.
  const p3 = await readyPlayer(t, 5_000);
  const paid = orderOf(await withdraw(t, p3, 1_000));
  const p4 = await readyPlayer(t, 2_000, FAILING_NUMBER);
  const failed = orderOf(await withdraw(t, p4, 1_000));
  for (const [player, order, status] of [
    [p3, paid, 'success'],
    [p4, failed, 'failed'],
  ] as const) {
    const settled = await eventually(
      () => orderState(t, player, order.orderNo),
      (o) => o.status !== 'pending',
    );
    expect(settled.status).toBe(status);
  }

  // A daily reward of 250 in cash, a bonus of 400 converted, and one of 300 given up (never cash).
  const now = t.clock.now;
  await inTransaction(t.ctx.db, (tx) =>
    grantReward(tx, {
      activity: 'daily-sign',
      playerId: p1.playerId,
      idempotencyKey: `daily-sign:${p1.playerId}:test`,
      localDate: localDate(now, 'Africa/Accra'),
      credits: [{ asset: 'cash', amount: 250 }],
      kind: 'bonus',
      reference: 'daily sign',
      source: 'test',
      now,
    }),
  );
  for (const [amountMinor, settle] of [
    [400, postHold],
    [300, voidHold],
  ] as const) {
    const held = await hold(t.ctx.db, {
      idempotencyKey: `bonus-test:${randomUUID()}`,
      kind: 'bonus',
      reference: 'welcome',
      expiresAt: null,
      legs: [
        {
          from: houseAccount('promotion.bonus-test', 'cash'),
          to: playerAccount.withdrawable(p1.playerId),
          amountMinor,
        },
      ],
    });
    await settle(t.ctx.db, held.transfer.id, now);
  }
  return { p1, p2 };
}

async function report(token: string, query = '') {
  return t.app.inject({ url: `/api/admin/reports/activity${query}`, headers: bearer(token) });
}

/** Independent sums over the ledger, from the players' side of each transfer (not the house's). */
async function ledgerSums() {
  const { rows } = await sql<Record<string, string>>`
    WITH player_side AS (
      SELECT t.id, t.kind, t.phase, t.metadata, o.kind AS reversed_kind, h.kind AS hold_kind, e.amount_minor
      FROM wallet_transfers t
      JOIN wallet_entries e ON e.transfer_id = t.id
      JOIN wallet_accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL AND a.asset = 'cash'
      LEFT JOIN wallet_transfers o ON o.id = t.reverses_id
      LEFT JOIN wallet_transfers h ON h.id = t.hold_id)
    SELECT
      (SELECT sum(amount_minor) FROM player_side WHERE kind = 'deposit')::text AS deposits,
      (-(SELECT sum(amount_minor) FROM player_side WHERE kind = 'bet')
        - (SELECT coalesce(sum(amount_minor), 0) FROM player_side WHERE reversed_kind = 'bet'))::text AS stakes,
      ((SELECT sum(amount_minor) FROM player_side WHERE kind = 'win')
        + (SELECT coalesce(sum(amount_minor), 0) FROM player_side WHERE reversed_kind = 'win')
        + (SELECT coalesce(sum(amount_minor), 0) FROM player_side
           WHERE kind = 'adjustment' AND metadata ? 'clampedFromMinor'))::text AS wins,
      (SELECT sum(amount_minor) FROM player_side
       WHERE kind = 'bonus' AND (phase = 'single' OR (phase = 'post' AND hold_kind = 'bonus')))::text AS bonus,
      (SELECT sum(l.amount) FROM wallet_holds wh JOIN wallet_transfers wt ON wt.id = wh.id,
              unnest(wh.leg_amount_minor) AS l(amount)
       WHERE wt.kind = 'withdraw' AND wh.state = 'posted')::text AS withdrawals,
      (SELECT sum(balance_minor) FROM wallet_accounts WHERE pocket = 'games')::text AS games_balance,
      (SELECT count(DISTINCT player_id) FROM wallet_transfers WHERE kind = 'bet')::text AS bettors,
      (SELECT count(*) FROM players)::text AS players`.execute(t.ctx.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

describe('the activity report', () => {
  it('equals the sums over the ledger, per day, per game and in total', async () => {
    await playADay();
    await expectLedgerHealthy(t);
    const finance = await signedInStaff(t, ['finance']);
    const today = localDate(t.ctx.wireNow(), 'Africa/Accra');
    // A range around today, so that a run across midnight still sees every movement.
    const response = await report(finance.token, '');
    expect(response.statusCode, response.body).toBe(200);
    const data = body<ActivityReport>(response).data;
    expect(data).toMatchObject({ market: 'GH', currency: 'GHS', timeZone: 'Africa/Accra', to: today });
    expect(data.days).toHaveLength(30);

    const sums = await ledgerSums();
    // The scenario's own arithmetic, then the ledger's.
    expect(data.totals).toMatchObject({
      depositsMinor: 8_000,
      withdrawalsMinor: 1_000,
      stakesMinor: 1_000 + 700 + 1_000 + 3_300,
      winsMinor: 1_800 + 1_500 - 200 + 5_000 + 2_000,
      bonusCostMinor: 250 + 400,
      operatorTaxMinor: 0,
      bets: 5,
      activePlayers: 2,
      newPlayers: 4,
      firstDeposits: 2,
      firstDepositsMinor: 8_000,
    });
    expect(data.totals).toMatchObject({
      depositsMinor: sums.deposits,
      withdrawalsMinor: sums.withdrawals,
      stakesMinor: sums.stakes,
      winsMinor: sums.wins,
      bonusCostMinor: sums.bonus,
      ggrMinor: sums.games_balance,
      activePlayers: sums.bettors,
      newPlayers: sums.players,
    });
    expect(data.totals.ggrMinor).toBe(data.totals.stakesMinor - data.totals.winsMinor);
    expect(data.totals.ngrMinor).toBe(data.totals.ggrMinor - data.totals.bonusCostMinor);

    // The days add up to the totals (active players are counted once over the range, not summed).
    const { activePlayers: _, ...summable } = data.totals;
    for (const key of Object.keys(summable) as (keyof typeof summable)[]) {
      expect(
        data.days.reduce((s, d) => s + d[key], 0),
        key,
      ).toBe(data.totals[key]);
    }
    // So do the games, each named from the catalogue; winnings of no game are "other".
    expect(data.games.reduce((s, g) => s + g.stakesMinor, 0)).toBe(data.totals.stakesMinor);
    expect(data.games.reduce((s, g) => s + g.winsMinor, 0)).toBe(data.totals.winsMinor);
    const byGame = Object.fromEntries(data.games.map((g) => [g.game, g]));
    expect(byGame['game:102']).toMatchObject({ name: 'Dice', stakesMinor: 1_700, winsMinor: 1_800, bets: 3 });
    expect(byGame['game:105']).toMatchObject({
      name: 'Wheel',
      stakesMinor: 4_300,
      winsMinor: 1_300,
      bets: 2,
    });
    expect(byGame.other).toMatchObject({ gameId: null, stakesMinor: 0, winsMinor: 7_000, players: 0 });
  });

  it('reads one local day, and refuses a range that is upside down or too long (400)', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const today = localDate(t.ctx.wireNow(), 'Africa/Accra');
    const day = body<ActivityReport>(await report(admin.token, `?from=${today}&to=${today}`)).data;
    expect(day.days.map((d) => d.day)).toEqual([today]);
    expect(day.days[0]).toEqual({ day: today, ...day.totals });
    expect((await report(admin.token, '?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await report(admin.token, '?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await report(admin.token, `?from=${today}`)).statusCode).toBe(400);
  });

  it('shows the last ledger check: unchecked before the first, then when it ran and that it passed', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const read = async () =>
      body<LedgerCheckResult>(
        await t.app.inject({ url: '/api/admin/reports/ledger-check', headers: bearer(finance.token) }),
      ).data;
    expect(await read()).toMatchObject({ state: 'unchecked', checkedAt: null });
    await runLedgerCheck(t.ctx);
    const checked = await read();
    expect(checked).toMatchObject({ state: 'ok', breaches: [] });
    expect(checked.checkedAt).toBe(t.clock.now.toISOString());
    expect(checked.counts?.transfers).toBeGreaterThan(10);
  });

  it('is refused to the roles without reports.read', async () => {
    for (const role of ['support', 'compliance', 'content'] as const) {
      const staff = await signedInStaff(t, [role]);
      expect((await report(staff.token)).statusCode).toBe(403);
    }
  });
});
