import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningPaysim, startTestPaysim } from '@sika/paysim';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkLedger, getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { freePort } from '../support/global-setup.ts';
import { consentAt, newMobile, PASSWORD } from '../support/players.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * Issue 11, scale out: two API servers and two game providers, real processes on one database (as the
 * application role), the payment simulator in between. One player's journey — register, deposit, play,
 * withdraw — goes alternately to each; one API server is killed (SIGKILL) midway and the journey carries
 * on with the other. At the end the ledger check holds and the player's money adds up to the rounds the
 * player saw.
 *
 * The provider keeps a game session in memory, so each provider serves the sessions launched through
 * "its" API server (GAMES_PUBLIC_URL); the rounds alternate between the two providers by launch.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SECRET = 'scale-out-wallet-secret-0123456789';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// Both providers share one database of their own, as two instances of one provider would in production.
let gamesDatabaseUrl: string;
let sim: RunningPaysim;
const servers: ServerProcess[] = [];
const providers: { child: ChildProcess; url: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase(4);
  const admin = new URL(inject('pgAdminUrl'));
  admin.pathname = `/sika_games_scale_${process.pid}_${Date.now()}`;
  gamesDatabaseUrl = admin.toString();
  sim = await startTestPaysim({ behaviour: { callbackTimeoutMs: 15_000 } });
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const [apiA, apiB, gamesA, gamesB] = ports as [number, number, number, number];
  for (const [api, games] of [
    [apiA, gamesA],
    [apiB, gamesB],
  ] as const) {
    // One after the other: the first seeds the demo content, the second finds it there.
    servers.push(
      await startServerProcess({
        DATABASE_URL: database.url,
        PORT: String(api),
        PUBLIC_URL: `http://127.0.0.1:${api}`,
        GAMES_PUBLIC_URL: `http://127.0.0.1:${games}`,
        WALLET_API_SECRET: SECRET,
        PAYSIM_URL: sim.url,
        PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
        SMS_CODE_ENABLED: '0',
        SEED_DEMO: '1',
        JOBS_ENABLED: '1',
        DB_POOL_MAX: '5',
      }),
    );
    providers.push(await startProvider(games, `http://127.0.0.1:${api}/wallet-api/v1`));
  }
}, 180_000);

afterAll(async () => {
  for (const process of [...servers.map((s) => s.child), ...providers.map((p) => p.child)])
    if (process.exitCode === null && process.signalCode === null) process.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await sim?.close();
  await database?.close();
});

type Envelope<T> = { code: number; msg: string; data: T };

async function api<T>(server: ServerProcess, method: string, url: string, token?: string, payload?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(response.status, `${method} ${url}: ${JSON.stringify(envelope)}`).toBe(200);
  return envelope.data;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Launches dice through an API server and opens the real-money session at the provider it names. */
async function openGame(server: ServerProcess, token: string) {
  const launch = await api<{ url: string }>(server, 'POST', '/api/game-service/launch', token, {
    gameId: 102,
    mode: 'launch',
  });
  const url = new URL(launch.url);
  const provider = providers.find((p) => p.url === url.origin);
  if (!provider) throw new Error(`no provider at ${url.origin}`);
  const response = await fetch(`${provider.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'real', gameCode: 'dice', launchToken: url.searchParams.get('launch') }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = (await response.json()) as { token: string };
  return { provider, token: session.token };
}

/** One dice round at 95% to win (under 95.00): stake and payout as the player saw them. */
async function playRound(game: Awaited<ReturnType<typeof openGame>>, stake: number) {
  const response = await fetch(`${game.provider.url}/api/v1/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${game.token}` },
    body: JSON.stringify({ stake, params: { targetHundredths: 9500, direction: 'under' } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const round = (await response.json()) as { stake: number; payout: number; status: string };
  expect(round.status).toBe('finished');
  return round;
}

describe('two API servers and two game providers on one database', () => {
  it('carry one player from registration to withdrawal, alternately, through the death of one', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const mobile = newMobile('024');

    // Register on A, log in on B: one session store.
    await api(a, 'POST', '/api/account-service/auth/register', undefined, {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(await consentAt(a.baseUrl)),
    });
    const { token, memberInfo } = await api<{ token: string; memberInfo: { uid: string } }>(
      b,
      'POST',
      '/api/account-service/auth/login',
      undefined,
      { mobile, password: PASSWORD },
    );
    const playerId = memberInfo.uid;

    // Deposit started on A (its callback comes back to A), its result read on B.
    const deposit = await api<{ transNo: string }>(a, 'POST', '/api/account-service/pan-pay/deposit', token, {
      payMoney: 5_000,
      payChannel: 'MTN_MM',
    });
    const order = await eventually(
      () =>
        database.db
          .selectFrom('deposit_orders')
          .selectAll()
          .where('trans_no', '=', deposit.transNo)
          .executeTakeFirstOrThrow(),
      (o) => o.provider_ref !== null,
    );
    expect(
      (await fetch(`${sim.url}/_sim/prompts/${order.provider_ref}/approve`, { method: 'POST' })).status,
    ).toBe(200);
    const credited = await eventually(
      () =>
        api<{ state: number }>(
          b,
          'GET',
          `/api/account-service/pan-pay/deposit/result?transNo=${deposit.transNo}`,
          token,
        ),
      (r) => r.state >= 3,
    );
    expect(credited.state).toBe(3);

    // Play, alternately at each provider: a launch through A opens a session at A's provider, one through
    // B at B's (a player has one game session at a time: each launch ends the one before).
    let staked = 0;
    let paid = 0;
    const providersUsed = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const game = await openGame(servers[i % 2]!, token);
      providersUsed.add(game.provider.url);
      const round = await playRound(game, 500);
      staked += round.stake;
      paid += round.payout;
    }
    expect(providersUsed.size).toBe(2);

    // A dies without warning; the player carries on through B and its provider.
    servers[0]!.child.kill('SIGKILL');
    expect(await servers[0]!.exited).toBe(null);
    await api(b, 'GET', '/api/account-service/member/profile', token);
    const survivor = await openGame(b, token);
    for (let i = 0; i < 4; i++) {
      const round = await playRound(survivor, 500);
      staked += round.stake;
      paid += round.payout;
    }

    // Withdraw on B what the rounds made withdrawable (the deposit is played 1×: staked 5,000).
    await api(b, 'POST', '/api/account-service/kyc', token, {
      field0: 'Ama',
      field1: 'Owusu Ansah',
      field3: '19950314',
      field6: '14 Ring Road, Osu, Accra',
      field7: 'GHANA_CARD',
      field8: `GHA-${mobile.slice(-9)}-${mobile.at(-1)}`,
    });
    const before = await getPlayerBalances(database.db, playerId);
    expect(before.money).toBe(5_000 - staked + paid);
    expect(before.withdrawMoney).toBe(before.money);
    const amount = Math.floor(before.withdrawMoney / 100) * 100;
    expect(amount).toBeGreaterThanOrEqual(1_000);
    const withdrawal = await api<{ orderNo: string }>(b, 'POST', '/api/account-service/withdraw', token, {
      bankAccountName: 'Ama Owusu Ansah',
      bankAccount: mobile,
      bankCode: 'MTN_MM',
      bankName: 'MTN Mobile Money',
      money: amount,
      coins: amount,
      channel: 'MTN_MM',
      payChannel: 'MTN_MM',
      // The first deposit brought the welcome bonus; withdrawing forfeits it, which the player confirms (5201).
      forfeitBonus: 1,
      idempotencyKey: `scale-out-${playerId}`,
    });
    const paidOut = await eventually(
      () =>
        api<{ status: string }>(
          b,
          'GET',
          `/api/account-service/withdraw/orders/${withdrawal.orderNo}`,
          token,
        ),
      (o) => o.status !== 'pending',
    );
    expect(paidOut.status).toBe('success');

    // The money adds up, and every ledger invariant holds.
    const after = await getPlayerBalances(database.db, playerId);
    expect(after.money).toBe(5_000 - staked + paid - amount);
    const report = await checkLedger(database.db);
    expect(report.breaches).toEqual([]);
    const { rows } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = $1 AND kind = 'deposit'`,
      [playerId],
    );
    expect(rows[0]!.n).toBe(1);
  }, 180_000);
});

function startProvider(port: number, walletApiUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/games/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GAMES_HOST: '127.0.0.1',
      GAMES_PORT: String(port),
      WALLET_API_URL: walletApiUrl,
      WALLET_API_SECRET: SECRET,
      GAMES_DATABASE_URL: gamesDatabaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`provider did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('games provider on')) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`provider exited during start:\n${output}`)));
  });
}
