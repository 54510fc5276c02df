/**
 * `npm run bench:wallet-api`: the seamless-wallet API under a fixed-rate, open-model load. Starts a fresh
 * embedded PostgreSQL and a real server process on loopback, registers PLAYERS players, funds them by a
 * ledger transfer (like bench:ledger), opens a game session for each the way the provider does (launch →
 * /authenticate), then fires signed /bet, /win and /rollback calls of realistic rounds: a bet, then a win
 * (45 %), a closing win of 0 (a loss, 45 %) or a rollback of the bet (10 %).
 *
 * Open model: requests are scheduled on a timer at the target rate whatever the answers, and each latency
 * is measured from the request's scheduled time, so a slow server cannot hide its queue (no coordinated
 * omission). Then `checkLedger` on the database, then a step search for the highest rate with p99 ≤ 50 ms.
 * Bounded in time and in requests in flight; stops by itself. Signatures: the server's signWalletRequest.
 *
 * Options (flag or env): --rate=1000 (WALLET_BENCH_RATE), --seconds=30 (WALLET_BENCH_SECONDS),
 * --players=200 (WALLET_BENCH_PLAYERS), --step-seconds=5 (WALLET_BENCH_STEP_SECONDS),
 * --search=0 skips the step search (WALLET_BENCH_SEARCH). The server runs as `npm start` runs it (its bundle)
 * unless BENCH_SERVER_RUNTIME=tsx (bench/server-process.ts). Smoke: `npm run bench:wallet-api -- --rate=200
 * --seconds=5 --search=0`. Last line: JSON. Figures measured: docs/performance.md.
 */
import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { EMBEDDED_ROLES, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDb } from '../apps/server/src/db/pool.ts';
import { signWalletRequest } from '../apps/server/src/modules/games/index.ts';
import {
  checkLedger,
  houseAccount,
  playerAccount,
  transfer,
} from '../apps/server/src/modules/wallet/index.ts';
import { freePort } from './free-port.ts';
import {
  postgresCpuMs,
  serverCpuMs,
  serverRuntime,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const option = (name: string, env: string, fallback: number) => {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(flag ? flag.slice(name.length + 3) : (process.env[env] ?? fallback));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: expected a non-negative number`);
  return value;
};
const RATE = option('rate', 'WALLET_BENCH_RATE', 1000);
const SECONDS = option('seconds', 'WALLET_BENCH_SECONDS', 30);
const PLAYERS = option('players', 'WALLET_BENCH_PLAYERS', 200);
const STEP_SECONDS = option('step-seconds', 'WALLET_BENCH_STEP_SECONDS', 5);
const SEARCH = option('search', 'WALLET_BENCH_SEARCH', 1) !== 0;
const SEARCH_P99_MS = 50;
const SEARCH_BUDGET_MS = 90_000;
const MAX_IN_FLIGHT = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const FUNDS_MINOR = 1_000_000_000;
const SECRET = 'bench-wallet-secret-0123456789abcdef';
const GAME = { id: 102, code: 'dice' };

interface Player {
  playerId: string;
  sessionToken: string;
  /** Rounds in play. */
  rounds: number;
}
interface FollowUp {
  player: Player;
  roundId: string;
  betTxId: string;
  kind: 'win' | 'loss' | 'rollback';
}
interface Phase {
  rate: number;
  seconds: number;
  sent: number;
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  errors: Record<string, number>;
  errorCount: number;
  byOperation: Record<string, number>;
  /** Bets sent while the player still had a round in play (every player busy). */
  overlapping: number;
  /** Requests sent (not refused by the in-flight cap): the latencies are theirs. */
  measured: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-wallet-api-'));
  const [pgPort, httpPort] = [await freePort(), await freePort()];
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg-bench'),
    port: pgPort,
    database: 'sika',
  });
  let server: ChildProcess | undefined;
  try {
    const owner = createDb(pg.migrationConnectionString, 2);
    await migrate(owner.pool, undefined, { applicationRole: EMBEDDED_ROLES.app.name });
    await owner.close();
    const base = `http://127.0.0.1:${httpPort}`;
    server = await startServer(httpPort, pg.connectionString, pg.migrationConnectionString, dataDir);
    const db = createDb(pg.connectionString, 10);
    const pool = new Pool(base, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
    try {
      const players = await openSessions(base, db, pool);
      console.log(`${players.length} players funded, each in a live game session of ${GAME.code}`);
      await drive(pool, players, Math.min(RATE, 200), 2); // warm-up: JIT, pools, caches
      const pgDir = path.join(dataDir, 'pg-bench', 'pg'); // embedded.ts keeps the cluster in <dataDir>/pg
      const [cpuBefore, pgCpuBefore] = [serverCpuMs(server), postgresCpuMs(pgDir)];
      const main = await drive(pool, players, RATE, SECONDS);
      const calls = Math.max(1, main.measured);
      const cpuPerCall = (serverCpuMs(server) - cpuBefore) / calls;
      const pgCpuPerCall = (postgresCpuMs(pgDir) - pgCpuBefore) / calls;
      report(`fixed rate`, main);
      console.log(
        `CPU per call sent: server ${cpuPerCall.toFixed(2)} ms, PostgreSQL ${pgCpuPerCall.toFixed(2)} ms`,
      );
      let best: Phase | null = null;
      if (SEARCH) best = await search(pool, players);
      const ledger = await checkLedger(db.db);
      console.log(
        `ledger check after the run: ${ledger.ok ? 'OK' : `BREACH ${JSON.stringify(ledger.breaches)}`} ` +
          `(${ledger.counts.transfers} transfers, ${ledger.counts.entries} entries)`,
      );
      console.log(
        JSON.stringify({
          rate: RATE,
          seconds: SECONDS,
          server_runtime: serverRuntime(),
          server_cpu_ms_per_call: Number(cpuPerCall.toFixed(3)),
          postgres_cpu_ms_per_call: Number(pgCpuPerCall.toFixed(3)),
          achieved_rate: main.achievedRate,
          p50_ms: main.p50Ms,
          p99_ms: main.p99Ms,
          p999_ms: main.p999Ms,
          errors: main.errorCount,
          errors_by_code: main.errors,
          goal_met:
            RATE >= 1000 && main.p99Ms <= 20 && main.errorCount === 0 && main.achievedRate >= RATE * 0.98,
          max_rate_p99_le_50ms: best?.rate ?? null,
          max_rate_p99_ms: best?.p99Ms ?? null,
          ledger_ok: ledger.ok,
        }),
      );
      if (!ledger.ok) process.exitCode = 1;
    } finally {
      await pool.close();
      await db.close();
    }
  } finally {
    if (server) await stopServerProcess(server);
    await pg.stop('immediate');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startServer(port: number, url: string, ownerUrl: string, dataDir: string) {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    MIGRATION_DATABASE_URL: ownerUrl,
    WALLET_API_SECRET: SECRET,
    SMS_CODE_ENABLED: '0',
    JOBS_ENABLED: '0',
    // The players register through a local proxy from addresses of their own (registrations per IP).
    TRUST_PROXY: 'loopback',
  });
}

/** Registers the players, funds each by a ledger transfer, launches the game and authenticates. */
async function openSessions(base: string, db: ReturnType<typeof createDb>, pool: Pool): Promise<Player[]> {
  const info = (await (await fetch(`${base}/api/app/info`)).json()) as { data: { termsVersion: string } };
  const ids = Array.from({ length: PLAYERS }, (_, i) => i);
  const players: Player[] = [];
  // Registration is argon2id-bound: a few at a time.
  for (let start = 0; start < ids.length; start += 8) {
    const batch = await Promise.all(
      ids.slice(start, start + 8).map(async (i) => {
        const mobile = `0244${String(700000 + i).padStart(6, '0')}`;
        const registered = await json<{ code: number; data: { token: string; memberInfo: { uid: string } } }>(
          fetch(`${base}/api/account-service/auth/register`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              mobile,
              password: 'goodpass1',
              confirmPassword: 'goodpass1',
              adultConfirmed: true,
              termsVersion: info.data.termsVersion,
            }),
          }),
        );
        if (registered.code !== 0) throw new Error(`register failed: ${JSON.stringify(registered)}`);
        const { token, memberInfo } = registered.data;
        await transfer(db.db, {
          idempotencyKey: `bench-wallet-api-fund:${memberInfo.uid}`,
          kind: 'win',
          reference: 'bench funding',
          legs: [
            {
              from: houseAccount('games', 'cash'),
              to: playerAccount.withdrawable(memberInfo.uid),
              amountMinor: FUNDS_MINOR,
            },
          ],
        });
        const launched = await json<{ data: { url: string } }>(
          fetch(`${base}/api/game-service/launch`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify({ gameId: GAME.id, mode: 'launch' }),
          }),
        );
        const launchToken = new URL(launched.data.url, base).searchParams.get('launch');
        if (!launchToken) throw new Error(`launch failed: ${JSON.stringify(launched)}`);
        const auth = await call(pool, '/authenticate', { launchToken, gameCode: GAME.code });
        if (auth.status !== 'OK' || !auth.sessionToken)
          throw new Error(`authenticate: ${JSON.stringify(auth)}`);
        return { playerId: memberInfo.uid, sessionToken: auth.sessionToken, rounds: 0 };
      }),
    );
    players.push(...batch);
  }
  return players;
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** One signed call as the provider makes it: hex HMAC of `timestamp.rawBody` in x-signature. */
async function call(
  pool: Pool,
  operation: string,
  payload: Record<string, unknown>,
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  const raw = JSON.stringify(payload);
  const timestamp = String(Date.now());
  const response = await pool.request({
    method: 'POST',
    path: `/wallet-api/v1${operation}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(SECRET, timestamp, raw),
    },
    body: raw,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const answer = (await response.body.json()) as { status: string; balance?: number; sessionToken?: string };
  return { ...answer, httpStatus: response.statusCode };
}

/**
 * `rate` requests/s for `seconds`, scheduled on a timer whatever the answers. Each tick sends every
 * request whose scheduled time has come: a follow-up (win, loss, rollback) of a round whose bet answered,
 * else a new round's bet by a player with no round in play. Latency counts from the scheduled time.
 */
async function drive(pool: Pool, players: Player[], rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const errors: Record<string, number> = {};
  const byOperation: Record<string, number> = {};
  const followUps: FollowUp[] = [];
  const idle = players.slice();
  let done = 0;
  let sent = 0;
  let inFlight = 0;
  let overlapping = 0;
  const error = (code: string) => {
    errors[code] = (errors[code] ?? 0) + 1;
  };

  const release = (player: Player) => {
    player.rounds--;
    if (player.rounds === 0) idle.push(player);
  };

  const fire = (index: number, scheduledAt: number) => {
    const followUp = followUps.shift();
    let request: Promise<void>;
    if (followUp) {
      const { player, roundId, betTxId, kind } = followUp;
      const base = { txId: randomUUID(), roundId, playerId: player.playerId, gameCode: GAME.code };
      const operation = kind === 'rollback' ? 'rollback' : 'win';
      byOperation[kind] = (byOperation[kind] ?? 0) + 1;
      request = call(
        pool,
        `/${operation}`,
        operation === 'rollback'
          ? { ...base, originalTxId: betTxId }
          : {
              ...base,
              betTxId,
              amount: kind === 'win' ? 1 + randomInt(200) : 0,
              currency: 'GHS',
              roundClosed: true,
            },
      ).then((answer) => {
        if (answer.status !== 'OK') error(`${operation}:${answer.status}`);
        release(player);
      });
    } else {
      // A player with no round in play; when all have one, a random player plays a second round at once
      // (the API allows it: the bets serialise on the player's account row).
      const player =
        idle.length > 0 ? idle.splice(randomInt(idle.length), 1)[0]! : players[randomInt(players.length)]!;
      if (player.rounds > 0) overlapping++;
      player.rounds++;
      const roundId = `bench-${randomUUID()}`;
      const betTxId = randomUUID();
      byOperation.bet = (byOperation.bet ?? 0) + 1;
      request = call(pool, '/bet', {
        txId: betTxId,
        roundId,
        sessionToken: player.sessionToken,
        playerId: player.playerId,
        gameCode: GAME.code,
        amount: 1 + randomInt(100),
        currency: 'GHS',
      }).then(
        (answer) => {
          if (answer.status !== 'OK') {
            error(`bet:${answer.status}`);
            release(player);
            return;
          }
          const dice = randomInt(100);
          followUps.push({
            player,
            roundId,
            betTxId,
            kind: dice < 45 ? 'win' : dice < 90 ? 'loss' : 'rollback',
          });
        },
        (reason: unknown) => {
          release(player);
          throw reason;
        },
      );
    }
    inFlight++;
    request
      .catch((reason: unknown) => error(`client:${(reason as Error).name ?? 'error'}`))
      .finally(() => {
        latencies[index] = performance.now() - scheduledAt;
        inFlight--;
        done++;
      });
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      for (; sent < due; sent++) {
        const scheduledAt = start + sent * interval;
        if (inFlight >= MAX_IN_FLIGHT) {
          // Never sent: an error, and no latency (it would flatter the percentiles).
          error('client:backlog-cap');
          latencies[sent] = Number.NaN;
          done++;
          continue;
        }
        fire(sent, scheduledAt);
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // Drain: every request answers or times out (bounded by REQUEST_TIMEOUT_MS).
  while (done < total) await new Promise((r) => setTimeout(r, 5));
  const answeredEnd = performance.now();
  // Rounds left open get their follow-up outside the measurement, so no bet stays unsettled.
  await Promise.all(
    followUps.splice(0).map((f) =>
      call(pool, '/rollback', {
        txId: randomUUID(),
        roundId: f.roundId,
        originalTxId: f.betTxId,
        playerId: f.player.playerId,
        gameCode: GAME.code,
      }).then(() => release(f.player)),
    ),
  );
  const sorted = Array.from(latencies)
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const phase: Phase = {
    rate,
    seconds,
    sent: total,
    // Answered without error, per second from the first request to the last answer.
    achievedRate: Math.round(
      (sorted.length - errorCount + (errors['client:backlog-cap'] ?? 0)) / ((answeredEnd - start) / 1000),
    ),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    p999Ms: at(0.999),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    errors,
    errorCount,
    byOperation,
    overlapping,
    measured: sorted.length,
  };
  return phase;
}

function report(name: string, p: Phase) {
  const ops = Object.entries(p.byOperation)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${name}: target ${p.rate} req/s for ${p.seconds} s → achieved ${p.achievedRate} req/s (${p.sent} requests: ${ops}; ${p.overlapping} bets overlapped a round of the same player)`,
  );
  console.log(
    `  latency from scheduled time (${p.measured} sent): p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, p99.9 ${p.p999Ms} ms, max ${p.maxMs} ms`,
  );
  console.log(`  errors: ${p.errorCount}${p.errorCount ? ` ${JSON.stringify(p.errors)}` : ''}`);
}

/** Steps up from 25 req/s (doubling to 200, then ×1.25; a failing step is tried twice) (STEP_SECONDS each) until p99 > 50 ms or an error; the last that held. */
async function search(pool: Pool, players: Player[]): Promise<Phase | null> {
  const deadline = performance.now() + SEARCH_BUDGET_MS;
  let best: Phase | null = null;
  let retried = false;
  // Let the server settle after the overload of the fixed-rate run (queues, checkpoints, autovacuum).
  await new Promise((r) => setTimeout(r, 3000));
  for (let rate = 25; performance.now() + STEP_SECONDS * 1000 < deadline; ) {
    const step = await drive(pool, players, rate, STEP_SECONDS);
    const held = step.p99Ms <= SEARCH_P99_MS && step.errorCount === 0 && step.achievedRate >= rate * 0.98;
    console.log(
      `  step ${rate} req/s: achieved ${step.achievedRate}, p99 ${step.p99Ms} ms, errors ${step.errorCount} → ${held ? 'holds' : 'fails'}`,
    );
    if (held) {
      best = step;
      retried = false;
      rate = rate < 200 ? rate * 2 : Math.round(rate * 1.25);
    } else if (retried) {
      break;
    } else {
      retried = true; // one retry of a failing step: a spike of the shared machine is not the server's limit
    }
  }
  console.log(
    best
      ? `highest rate with p99 ≤ ${SEARCH_P99_MS} ms and no errors: ${best.rate} req/s (p99 ${best.p99Ms} ms, ${STEP_SECONDS} s steps)`
      : `no step held p99 ≤ ${SEARCH_P99_MS} ms (from 25 req/s)`,
  );
  return best;
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error) => {
  console.error('bench:wallet-api failed:', error);
  process.exit(1);
});
