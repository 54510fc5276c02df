import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { type RunningPaysim, type SettingsPatch, startTestPaysim } from '@sika/paysim';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedOptions } from '../../src/modules/options/index.ts';
import {
  checkLedger,
  getPlayerBalances,
  houseAccount,
  playerAccount,
  transfer,
} from '../../src/modules/wallet/index.ts';
import { reconcileWithdrawals, seedWithdrawals } from '../../src/modules/withdrawals/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { newMobile, registerPlayer } from '../support/players.ts';

/**
 * The real app on a real port (the simulator calls it back over HTTP) with its own database, and the real
 * payment simulator in-process (payouts complete after 30 ms unless a test number or a fault says otherwise).
 */
export interface WithdrawHarness {
  t: TestApp;
  sim: RunningPaysim;
  configure(patch: SettingsPatch): Promise<void>;
  /** One pass of the reconciliation job, as pg-boss would run it. */
  reconcile(): Promise<number>;
  close(): Promise<void>;
}

/** Short, so that a hanging simulator makes an UNKNOWN quickly; the simulator hangs far longer. */
export const PROVIDER_TIMEOUT_MS = 400;

export async function startWithdrawals(env: Record<string, string> = {}): Promise<WithdrawHarness> {
  const sim = await startTestPaysim();
  const port = await freePort();
  const t = await createTestApp({
    PAYSIM_URL: sim.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    ...env,
  });
  await t.app.listen({ host: '127.0.0.1', port });
  await seedOptions(t.ctx);
  await seedWithdrawals(t.ctx);
  return {
    t,
    sim,
    async configure(patch) {
      const response = await fetch(`${sim.url}/_sim/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      expect(response.status).toBe(200);
    },
    reconcile: () => reconcileWithdrawals(t.ctx),
    async close() {
      await sim.engine.flush();
      await sim.close();
      await t.close();
    },
  };
}

export interface Player {
  token: string;
  playerId: string;
  mobile: string;
}

/** A registered player; `mobile` may be a simulator test number (…3123450 fails a transfer). */
export async function newPlayer(t: TestApp, mobile = newMobile('024')): Promise<Player> {
  const { token, playerId } = await registerPlayer(t, mobile);
  return { token, playerId, mobile };
}

/** Winnings: withdrawable at once (docs/decisions/004), through the wallet's own API. */
export async function giveWinnings(t: TestApp, playerId: string, amountMinor: number): Promise<void> {
  const key = `win:${randomUUID()}`;
  await transfer(t.ctx.db, {
    idempotencyKey: key,
    kind: 'win',
    reference: key,
    legs: [{ from: houseAccount('games', 'cash'), to: playerAccount.withdrawable(playerId), amountMinor }],
  });
}

export const GHANA_CARD_KYC = {
  field0: 'Ama',
  field1: 'Owusu Ansah',
  field3: '19950314',
  field6: '14 Ring Road, Osu, Accra',
  field7: 'GHANA_CARD',
};

/** A valid Ghana KYC with a Ghana Card number of its own (auto-approved in Ghana by default). */
export async function completeKyc(t: TestApp, player: Player, cardDigits = uniqueDigits(9)): Promise<void> {
  const response = await post(t, '/api/account-service/kyc', player.token, {
    ...GHANA_CARD_KYC,
    field8: `GHA-${cardDigits}-${cardDigits.at(-1)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A player with KYC done and `winningsMinor` withdrawable. */
export async function readyPlayer(t: TestApp, winningsMinor: number, mobile?: string): Promise<Player> {
  const player = await newPlayer(t, mobile);
  await completeKyc(t, player);
  await giveWinnings(t, player.playerId, winningsMinor);
  return player;
}

let counter = 0;
function uniqueDigits(length: number): string {
  counter += 1;
  return `${Date.now()}${counter}`.slice(-length).padStart(length, '7');
}

export function post(t: TestApp, url: string, token: string | null, payload: unknown, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(token ? { token } : {}), ...headers },
  });
}

export function get(t: TestApp, url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
}

export interface OrderData {
  orderNo: string;
  state: number;
  status: 'pending' | 'success' | 'failed';
  message: string;
  reason: string | null;
  money: number;
  feeMinor: number;
  taxMinor: number;
  taxBaseMinor: number;
  netMinor: number;
  transferId: string;
}

/** The spec's payload for `coins` to the player's own number on MTN (with option 100 = 100, money = coins). */
export function withdrawPayload(player: Player, coins: number, extra: Record<string, unknown> = {}) {
  return {
    bankAccountName: 'Ama Owusu Ansah',
    bankAccount: player.mobile,
    bankCode: 'MTN_MM',
    bankName: 'MTN Mobile Money',
    money: coins,
    coins,
    channel: 'MTN_MM',
    payChannel: 'MTN_MM',
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

export async function withdraw(
  t: TestApp,
  player: Player,
  coins: number,
  extra: Record<string, unknown> = {},
) {
  return post(t, '/api/account-service/withdraw', player.token, withdrawPayload(player, coins, extra));
}

export function orderOf(response: LightMyRequestResponse): OrderData {
  expect(response.statusCode, response.body).toBe(200);
  return body<OrderData>(response).data;
}

export async function orderState(t: TestApp, player: Player, orderNo: string): Promise<OrderData> {
  return orderOf(await get(t, `/api/account-service/withdraw/orders/${orderNo}`, player.token));
}

/** The wallet's own view of the hold: pending, posted, voided. */
export async function holdState(t: TestApp, holdId: string): Promise<string> {
  const { rows } = await sql<{
    state: string;
  }>`SELECT state FROM wallet_holds WHERE id = ${holdId}::uuid`.execute(t.ctx.db);
  return rows[0]?.state ?? 'missing';
}

export async function balances(t: TestApp, playerId: string) {
  return getPlayerBalances(t.ctx.db, playerId);
}

/** How many wallet settlements (post or void) a hold has had: exactly one once settled. */
export async function settlementsOf(t: TestApp, holdId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${holdId}::uuid`.execute(t.ctx.db);
  return rows[0]?.n ?? 0;
}

export async function expectLedgerHealthy(t: TestApp): Promise<void> {
  const report = await checkLedger(t.ctx.db);
  expect(report.breaches).toEqual([]);
}

/** Sets an option of the market as an operator would (content as the page reads it). */
export async function setOption(t: TestApp, type: number, content: string | null): Promise<void> {
  const market = t.ctx.market.code;
  await sql`DELETE FROM system_options WHERE market = ${market} AND type = ${type}`.execute(t.ctx.db);
  if (content === null) return;
  await sql`INSERT INTO system_options (market, type, name, content)
            VALUES (${market}, ${type}, ${`test ${type}`}, ${JSON.stringify({ en: content })}::jsonb)`.execute(
    t.ctx.db,
  );
}

/** Polls until `read` gives a value that passes `done` (the simulator settles on timers). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The order's row, as support would read it. */
export async function orderRow(t: TestApp, orderNo: string) {
  return t.ctx.db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

/** The simulator's record of a payout, by our order id (MTN externalId). */
export async function simPayout(h: WithdrawHarness, orderId: string) {
  const response = await fetch(`${h.sim.url}/_sim/payments?externalId=${orderId}`);
  const list = (await response.json()) as { id: string; ref: string; status: string; amount: string }[];
  return list[0];
}

/** Back to a well-behaved simulator. */
export async function resetFaults(h: WithdrawHarness): Promise<void> {
  await h.configure({
    faults: {
      hangMs: 0,
      serverErrorOps: [],
      dropCallbacks: false,
      duplicateCallbacks: 1,
      outOfOrder: false,
      callbackDelayMs: 0,
      statusLagMs: 0,
    },
    rules: [],
  });
}
