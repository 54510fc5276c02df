import { createServer } from 'node:net';
import { type RunningPaysim, type SettingsPatch, startTestPaysim } from '@sika/paysim';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { seedOptions } from '../../src/modules/options/index.ts';
import { callbacksSettled, seedPayments } from '../../src/modules/payments/index.ts';
import { checkLedger, getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { newMobile, registerPlayer } from '../support/players.ts';

/**
 * The real app listening on a real port (the simulator calls it back over HTTP), its own database, and
 * the real payment simulator in-process: prompts wait for the test to approve or decline them.
 */
export interface PaymentsHarness {
  t: TestApp;
  sim: RunningPaysim;
  configure(patch: SettingsPatch): Promise<void>;
  close(): Promise<void>;
}

export async function startPayments(env: Record<string, string> = {}): Promise<PaymentsHarness> {
  // A loaded test machine answers 50 callbacks slower than the simulator's 2 s test default allows.
  const sim = await startTestPaysim({ behaviour: { callbackTimeoutMs: 15_000 } });
  const port = await freePort();
  const t = await createTestApp({
    PAYSIM_URL: sim.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
    ...env,
  });
  await t.app.listen({ host: '127.0.0.1', port });
  await seedOptions(t.ctx);
  await seedPayments(t.ctx);
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
    async close() {
      await sim.engine.flush();
      await callbacksSettled();
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

export async function newPlayer(t: TestApp, prefix = '024'): Promise<Player> {
  const { token, playerId, mobile } = await registerPlayer(t, newMobile(prefix));
  return { token, playerId, mobile };
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
  transNo: string;
  state: number;
  stateName: string;
  message: string;
  reason: string | null;
  payMoney: number;
  bonus: number;
  taxMinor: number;
  creditedMinor: number | null;
  transferId: string | null;
  sign: string;
  payToken: string;
  redirectUrl: string;
  status: number;
  isBonus: number;
  msg: string;
  no: string;
  depositCount: number | null;
  firstDeposit: boolean;
}

export async function deposit(t: TestApp, player: Player, payload: Record<string, unknown>, headers = {}) {
  const response = await post(t, '/api/account-service/pan-pay/deposit', player.token, payload, headers);
  return { response, ...body<OrderData>(response) };
}

export async function result(t: TestApp, player: Player, transNo: string) {
  const response = await get(
    t,
    `/api/account-service/pan-pay/deposit/result?transNo=${transNo}`,
    player.token,
  );
  expect(response.statusCode).toBe(200);
  return body<OrderData>(response).data;
}

/** Polls the result call like the page does (but quickly) until the state is 3 or more. */
export async function pollUntilSettled(t: TestApp, player: Player, transNo: string, timeoutMs = 10_000) {
  return eventually(
    async () => {
      t.clock.advance(5_000);
      return result(t, player, transNo);
    },
    (r) => r.state >= 3,
    timeoutMs,
  );
}

export async function orderRow(t: TestApp, transNo: string) {
  return t.ctx.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('trans_no', '=', transNo)
    .executeTakeFirstOrThrow();
}

export async function simAnswer(h: PaymentsHarness, transNo: string, answer: 'approve' | 'decline') {
  const order = await eventually(
    () => orderRow(h.t, transNo),
    (o) => o.provider_ref !== null,
  );
  const response = await fetch(`${h.sim.url}/_sim/prompts/${order.provider_ref}/${answer}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  await settled(h);
}

/** Waits for the simulator's callbacks in flight, then for the status checks they started. */
export async function settled(h: PaymentsHarness) {
  await h.sim.engine.flush();
  await callbacksSettled();
}

export async function balances(t: TestApp, player: Player) {
  return getPlayerBalances(t.ctx.db, player.playerId);
}

export async function depositTransfers(t: TestApp, player: Player) {
  return t.ctx.db
    .selectFrom('wallet_transfers')
    .selectAll()
    .where('player_id', '=', player.playerId)
    .where('kind', '=', 'deposit')
    .execute();
}

export async function expectLedgerHealthy(t: TestApp) {
  const report = await checkLedger(t.ctx.db);
  expect(report.breaches).toEqual([]);
}

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function envelope(response: LightMyRequestResponse) {
  return body(response);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
