import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedGames } from '../../src/modules/games/index.ts';
import { lowerLimitForCompliance } from '../../src/modules/responsible-gaming/index.ts';
import { seedWithdrawals } from '../../src/modules/withdrawals/index.ts';
import { walletApi } from '../games/wallet-api.ts';
import {
  deposit,
  get,
  newPlayer,
  type PaymentsHarness,
  type Player,
  post,
  startPayments,
} from '../payments/support.ts';
import { body } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { PASSWORD } from '../support/players.ts';
import { completeKyc, giveWinnings, withdraw } from '../withdrawals/support.ts';

const SECRET = 'test-wallet-secret-rg-0123456789';
const HOUR_MS = 3_600_000;
const RG = '/api/account-service/member/responsible-gaming';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ WALLET_API_SECRET: SECRET });
  await seedGames(h.t.ctx);
  await seedWithdrawals(h.t.ctx);
});
afterEach(() => expectLedgerHealthy(h.t));
afterAll(() => h.close());

const { bet, win, launch, call } = walletApi(() => h.t, SECRET);

type Limit = {
  kind: string;
  period: string;
  value: number | null;
  pending: { value: number | null; from: string } | null;
  used: number;
};
type Settings = { limits: Limit[]; pause: { reason: string; until: string | null } | null };

async function setLimit(player: Player, kind: string, period: string, value?: number) {
  const response = await post(h.t, `${RG}/limit`, player.token, {
    kind,
    period,
    ...(value ? { value } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<Settings>(response).data.limits.find((l) => l.kind === kind && l.period === period)!;
}

const depositOf = (player: Player, payMoney: number) =>
  deposit(h.t, player, { payMoney, payChannel: 'MTN_MM', idempotencyKey: randomUUID() });

async function orderCount(player: Player): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM deposit_orders WHERE player_id = ${player.playerId}`.execute(h.t.ctx.db);
  return rows[0]!.n;
}

/** A player in a live game session of dice with `fundsMinor` of cash. */
async function inGame(fundsMinor: number) {
  const player = await newPlayer(h.t);
  await fundPlayer(h.t, player.playerId, fundsMinor);
  const launchToken = await launch(player.token, 102);
  const auth = await call('/authenticate', { launchToken, gameCode: 'dice' });
  expect(auth.answer.status).toBe('OK');
  return { ...player, sessionToken: auth.answer.sessionToken!, gameCode: 'dice' };
}

describe('deposit limits', () => {
  it('passes a deposit exactly at the remaining limit and refuses one minor unit over, before any prompt', async () => {
    const player = await newPlayer(h.t);
    expect(await setLimit(player, 'deposit', 'day', 5_000)).toMatchObject({
      value: 5_000,
      pending: null,
      used: 0,
    });
    expect((await depositOf(player, 2_000)).code).toBe(0);
    const over = await depositOf(player, 3_001);
    expect(over.response.statusCode).toBe(422);
    expect(over).toMatchObject({
      code: 5401,
      data: { period: 'day', limitMinor: 5_000, remainingMinor: 3_000 },
    });
    // Refused before the order existed: no order, so no prompt reached the phone.
    expect(await orderCount(player)).toBe(1);
    expect((await depositOf(player, 3_000)).code).toBe(0);
    expect((await depositOf(player, 100)).code).toBe(5401);
    const settings = body<Settings>(await get(h.t, RG, player.token)).data;
    expect(settings.limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.used).toBe(5_000);
  });

  it('lets concurrent deposits together pass no limit (the player row is locked)', async () => {
    const player = await newPlayer(h.t);
    await setLimit(player, 'deposit', 'week', 5_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => depositOf(player, 1_000)));
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.filter((code) => code === 5401)).toHaveLength(5);
    const { rows } = await sql<{ total: string }>`
      SELECT sum(amount_minor) AS total FROM deposit_orders WHERE player_id = ${player.playerId}`.execute(
      h.t.ctx.db,
    );
    expect(Number(rows[0]!.total)).toBe(5_000);
  });

  it('holds a raised limit back for 24 hours (clock moved), a lowered one at once', async () => {
    const player = await newPlayer(h.t);
    await setLimit(player, 'deposit', 'week', 2_000);
    expect((await depositOf(player, 2_000)).code).toBe(0);
    const raisedAt = h.t.clock.now.getTime();
    const raised = await setLimit(player, 'deposit', 'week', 5_000);
    expect(raised).toMatchObject({
      value: 2_000,
      pending: { value: 5_000, from: new Date(raisedAt + 24 * HOUR_MS).toISOString() },
    });
    expect((await depositOf(player, 1_000)).code).toBe(5401);
    h.t.clock.advance(24 * HOUR_MS - 1_000);
    expect((await depositOf(player, 1_000)).code).toBe(5401);
    h.t.clock.advance(1_000);
    expect((await depositOf(player, 1_000)).code).toBe(0);
    // Lowering holds at once: 3,000 used of a new 3,000.
    expect(await setLimit(player, 'deposit', 'week', 3_000)).toMatchObject({ value: 3_000, pending: null });
    expect((await depositOf(player, 100)).code).toBe(5401);
    // Removing waits too.
    expect(await setLimit(player, 'deposit', 'week')).toMatchObject({
      value: 3_000,
      pending: { value: null },
    });
    expect((await depositOf(player, 100)).code).toBe(5401);
  });

  it('takes a compliance lowering with staff and reason, never a raise, and keeps every change', async () => {
    const player = await newPlayer(h.t);
    await setLimit(player, 'deposit', 'month', 10_000);
    const base = {
      playerId: player.playerId,
      kind: 'deposit' as const,
      period: 'month' as const,
      staff: 'ama.compliance',
    };
    await expect(
      lowerLimitForCompliance(
        h.t.ctx.db,
        { ...base, value: 20_000, reason: 'affordability check' },
        h.t.clock.now,
      ),
    ).rejects.toMatchObject({ code: 5405 });
    await expect(
      lowerLimitForCompliance(h.t.ctx.db, { ...base, value: 4_000, reason: '' }, h.t.clock.now),
    ).rejects.toMatchObject({
      code: 1000,
    });
    await lowerLimitForCompliance(
      h.t.ctx.db,
      { ...base, value: 4_000, reason: 'affordability check' },
      h.t.clock.now,
    );
    expect((await depositOf(player, 4_001)).code).toBe(5401);
    const { rows } = await sql<{
      actor: string;
      staff: string | null;
      reason: string | null;
      new_value: string;
    }>`
      SELECT actor, staff, reason, new_value::text AS new_value FROM rg_limit_changes WHERE player_id = ${player.playerId}
      ORDER BY id`.execute(h.t.ctx.db);
    expect(rows).toEqual([
      { actor: 'player', staff: null, reason: null, new_value: '10000' },
      { actor: 'compliance', staff: 'ama.compliance', reason: 'affordability check', new_value: '4000' },
    ]);
  });

  it('refuses nonsense: a period the kind has not, a value out of range', async () => {
    const player = await newPlayer(h.t);
    for (const payload of [
      { kind: 'deposit', period: 'session', value: 100 },
      { kind: 'session', period: 'day', value: 60 },
      { kind: 'session', period: 'session', value: 2 },
      { kind: 'loss', period: 'day', value: -5 },
      { kind: 'loss', period: 'year', value: 5 },
    ]) {
      const response = await post(h.t, `${RG}/limit`, player.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('loss and session limits at the seamless wallet', () => {
  it('refuses a stake that would cross the loss limit while a smaller one passes; wins make room', async () => {
    const player = await inGame(10_000);
    await setLimit(player, 'loss', 'day', 1_000);
    expect((await bet(player, randomUUID(), 600)).answer.status).toBe('OK');
    const txId = randomUUID();
    const refusedRound = randomUUID();
    const refused = await bet(player, refusedRound, 401, txId);
    expect(refused.answer).toMatchObject({ status: 'LIMIT_REACHED', reason: 'loss-limit', balance: 9_400 });
    // The refusal is definitive: the same txId gets the same answer, and moved nothing.
    expect((await bet(player, refusedRound, 401, txId)).raw).toBe(refused.raw);
    const round = randomUUID();
    const exact = await bet(player, round, 400);
    expect(exact.answer).toMatchObject({ status: 'OK', balance: 9_000 });
    expect((await bet(player, randomUUID(), 1)).answer.status).toBe('LIMIT_REACHED');
    // A win is never refused and counts against the loss: 300 back is 300 more room.
    const betTx = JSON.parse(exact.raw).txId as string;
    expect((await win(player, round, betTx, 300)).answer.status).toBe('OK');
    expect((await bet(player, randomUUID(), 300)).answer.status).toBe('OK');
    expect((await bet(player, randomUUID(), 1)).answer.status).toBe('LIMIT_REACHED');
  });

  it('lets concurrent stakes together pass no loss limit', async () => {
    const player = await inGame(10_000);
    await setLimit(player, 'loss', 'week', 1_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(player, randomUUID(), 250)));
    const statuses = answers.map((answer) => answer.answer.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(4);
    expect(statuses.filter((status) => status === 'LIMIT_REACHED')).toHaveLength(4);
  });

  it('refuses stakes once the session time limit is reached, and tells the reality check the figures', async () => {
    const player = await inGame(5_000);
    await setLimit(player, 'session', 'session', 30);
    expect((await bet(player, randomUUID(), 500)).answer.status).toBe('OK');
    h.t.clock.advance(29 * 60_000);
    const session = body<{ playedMinutes: number; netResultMinor: number; realityCheckMinutes: number }>(
      await get(h.t, `${RG}/session`, player.token),
    ).data;
    expect(session).toEqual(
      expect.objectContaining({ playedMinutes: 29, netResultMinor: -500, realityCheckMinutes: 60 }),
    );
    h.t.clock.advance(60_000);
    expect((await bet(player, randomUUID(), 100)).answer).toMatchObject({
      status: 'LIMIT_REACHED',
      reason: 'session-limit',
    });
  });
});

describe('a time-out', () => {
  it('lets the player log in and withdraw, and refuses play, deposits and claims', async () => {
    const player = await inGame(1_000);
    await completeKyc(h.t, player);
    await giveWinnings(h.t, player.playerId, 5_000);
    const wrong = await post(h.t, `${RG}/time-out`, player.token, { period: '24h', password: 'nope-nope' });
    expect(body(wrong).code).toBe(1101);
    const taken = await post(h.t, `${RG}/time-out`, player.token, { period: '24h', password: PASSWORD });
    const until = new Date(h.t.clock.now.getTime() + 24 * HOUR_MS).toISOString();
    expect(body<Settings>(taken).data.pause).toEqual({ reason: 'time-out', until });

    // Login still works, paused.
    const login = await post(h.t, '/api/account-service/auth/login', null, {
      mobile: player.mobile,
      password: PASSWORD,
    });
    expect(body(login).data).toMatchObject({ memberInfo: { pause: { reason: 'time-out', until } } });

    // Play: the open game's next stake is refused; a new launch is refused.
    expect((await bet(player, randomUUID(), 100)).answer).toMatchObject({
      status: 'LIMIT_REACHED',
      reason: 'paused',
    });
    const relaunch = await post(h.t, '/api/game-service/launch', player.token, {
      gameId: 102,
      mode: 'launch',
    });
    expect(relaunch.statusCode).toBe(403);
    expect(body(relaunch).code).toBe(5404);
    // Deposits and claims.
    expect((await depositOf(player, 1_000)).code).toBe(5404);
    const sign = await post(h.t, '/api/account-service/daily-bonus/sign', player.token, {});
    expect(body(sign)).toMatchObject({ code: 5404, data: { reason: 'time-out', until } });

    // Withdrawals and messages stay open.
    const withdrawal = await withdraw(h.t, player, 2_000);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await get(h.t, '/api/account-service/member/profile', player.token)).statusCode).toBe(200);

    // It ends by itself.
    h.t.clock.advance(24 * HOUR_MS);
    expect((await bet(player, randomUUID(), 100)).answer.status).not.toBe('LIMIT_REACHED');
    expect((await get(h.t, '/api/account-service/member/profile', player.token)).json()).toMatchObject({
      data: { pause: null },
    });
  });

  it('can be extended, never shortened', async () => {
    const player = await newPlayer(h.t);
    await post(h.t, `${RG}/time-out`, player.token, { period: '7d', password: PASSWORD });
    const sevenDays = new Date(h.t.clock.now.getTime() + 7 * 24 * HOUR_MS).toISOString();
    const shorter = await post(h.t, `${RG}/time-out`, player.token, { period: '24h', password: PASSWORD });
    expect(body<Settings>(shorter).data.pause?.until).toBe(sevenDays);
  });
});
