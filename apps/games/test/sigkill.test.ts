import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundView, SessionView } from '../src/api-types.ts';
import type { GameCode } from '../src/engines/index.ts';
import { abandonStuckBets, STUCK_BET_MS } from '../src/provider/rounds.ts';
import { SettlementQueue } from '../src/provider/settlement-queue.ts';
import { type FakeOperatorWallet, startFakeOperatorWallet } from '../src/testing/fake-operator-wallet.ts';
import { replayRound } from '../src/verify/replay.ts';
import { createWalletClient } from '../src/wallet-client.ts';
import { providerDatabase } from './database.ts';

// The provider killed with SIGKILL in the middle of play, then started again on the same database:
// every win it settled reaches the wallet once, every stake is either played or refunded, and every
// round still verifies from its revealed seed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = 'sigkill-test-secret-0123456789';
const PLAYER = 'sigkill-player';
const START_BALANCE = 1_000_000;
let operator: FakeOperatorWallet;
let database: Awaited<ReturnType<typeof providerDatabase>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  operator = await startFakeOperatorWallet(SECRET);
  database = await providerDatabase();
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await operator.close();
  await database.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The provider as it runs in production: its own process, on its database. */
async function startProvider(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/games/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      GAMES_PORT: String(port),
      GAMES_DATABASE_URL: database.url,
      WALLET_API_URL: operator.url,
      WALLET_API_SECRET: SECRET,
      OPERATOR_ORIGINS: 'http://127.0.0.1:1',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the provider exited at start');
    const health = await fetch(`${url}/health`).catch(() => null);
    if (health?.ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api<T>(url: string, method: string, pathname: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const pendingSettlements = async () =>
  (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM settlements WHERE done_at IS NULL'))
    .rows[0]!.n;
const finishedRounds = async () =>
  (await database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rounds WHERE status = 'finished'"))
    .rows[0]!.n;

describe('the provider killed under play', () => {
  it('loses no win and no stake, and every round still verifies after a restart', async () => {
    const first = await startProvider();
    const session = await api<SessionView>(first.url, 'POST', '/api/v1/sessions', undefined, {
      mode: 'real',
      gameCode: 'dice',
      launchToken: operator.issueLaunchToken(PLAYER, START_BALANCE),
    });
    // The wallet refuses wins for now: they wait in the provider's queue.
    operator.failNext('win', 1_000_000, 'internal');
    let stop = false;
    const play = async () => {
      while (!stop) {
        await api<RoundView>(first.url, 'POST', '/api/v1/rounds', session.token, {
          stake: 100,
          params: { targetHundredths: 5000, direction: 'over' },
        }).catch(() => undefined); // the process dies under some of these
      }
    };
    const players = Array.from({ length: 4 }, play);
    // Kill it once wins are waiting and rounds are in flight.
    while ((await pendingSettlements()) < 3 || (await finishedRounds()) < 10) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all(players);
    expect(await pendingSettlements()).toBeGreaterThanOrEqual(3);

    // The wallet is back; a new process on the same database delivers what the dead one queued.
    operator.failNext('win', 0, 'internal');
    const second = await startProvider();
    while ((await pendingSettlements()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));

    // Bets the dead process had sent without settling are rolled back (after STUCK_BET_MS; here at once).
    const client = createWalletClient({ baseUrl: operator.url, secret: SECRET, retry: { baseDelayMs: 1 } });
    const queue = new SettlementQueue(database.db, client);
    await abandonStuckBets({ db: database.db, client, queue }, Date.now() + STUCK_BET_MS + 1000);
    await queue.drain();
    expect(await pendingSettlements()).toBe(0);

    // Money: the wallet holds exactly the start, less the stakes of finished rounds, plus their payouts.
    const rounds = await database.db.query<{
      round_id: string;
      game_code: GameCode;
      nonce: number;
      stake_minor: number;
      payout_minor: number;
      params: Record<string, unknown>;
      outcome: unknown;
      server_seed_hash: string;
      client_seed: string;
    }>(
      `SELECT r.round_id, r.game_code, r.nonce, r.stake_minor, r.payout_minor, r.params, r.outcome,
              s.server_seed_hash, s.client_seed
         FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id WHERE r.status = 'finished' ORDER BY r.nonce`,
    );
    const staked = rounds.rows.reduce((sum, r) => sum + r.stake_minor, 0);
    const paid = rounds.rows.reduce((sum, r) => sum + r.payout_minor, 0);
    expect(operator.balanceOf(PLAYER)).toBe(START_BALANCE - staked + paid);
    const winCalls = operator.calls.filter((call) => call.operation === 'win');
    for (const round of rounds.rows.filter((r) => r.payout_minor > 0)) {
      expect(winCalls.some((call) => call.body.roundId === round.round_id)).toBe(true);
    }
    const stuck = await database.db.query("SELECT 1 FROM rounds WHERE status IN ('betting', 'open')");
    expect(stuck.rowCount).toBe(0);

    // The session survived the restart; rotating reveals the seed, and every round replays from it.
    const fairness = await api<SessionView['fairness']>(
      second.url,
      'POST',
      '/api/v1/fairness/rotate',
      session.token,
      {},
    );
    const serverSeed = fairness.previous!.serverSeed;
    expect(fairness.previous!.serverSeedHash).toBe(session.fairness.serverSeedHash);
    for (const round of rounds.rows) {
      const replay = replayRound({
        gameCode: round.game_code,
        serverSeed,
        clientSeed: round.client_seed,
        nonce: round.nonce,
        params: round.params as never,
        stakeMinor: round.stake_minor,
      });
      expect(replay.serverSeedHash).toBe(round.server_seed_hash);
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payoutMinor).toBe(round.payout_minor);
    }
    second.child.kill('SIGTERM');
  }, 180_000);
});
