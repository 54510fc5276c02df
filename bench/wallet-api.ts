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
 * Options (flag or env):
 * - --rate=1000 (WALLET_BENCH_RATE), --seconds=30 (WALLET_BENCH_SECONDS), --players=200
 *   (WALLET_BENCH_PLAYERS), --step-seconds=5 (WALLET_BENCH_STEP_SECONDS), --search=0 skips the step
 *   search (WALLET_BENCH_SEARCH);
 * - --wal-ahead=24 (WALLET_BENCH_WAL_AHEAD): WAL segments recycled before the load, as in a cluster in
 *   service; 0 for a fresh cluster's (`recycleWalAhead`, bench/pg-statements.ts);
 * - WALLET_BENCH_TIMELINE=1 prints each phase's worst latency per 250 ms;
 * - --pg-stats=1 (WALLET_BENCH_PG_STATS) preloads pg_stat_statements and prints PostgreSQL's statements,
 *   execution and planning time per call (bench/pg-statements.ts).
 * The server runs as `npm start` runs it (its bundle), in a session of its own, unless
 * BENCH_SERVER_RUNTIME=tsx (bench/server-process.ts). Smoke: `npm run bench:wallet-api -- --rate=200
 * --seconds=5 --search=0`. Last line: JSON. Figures measured: docs/performance.md.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { EMBEDDED_ROLES, removeEmbeddedData, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDb } from '../apps/server/src/db/pool.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/index.ts';
import { freePort } from './free-port.ts';
import {
  enablePgStatements,
  recycleWalAhead,
  reportPgStatements,
  resetPgStatements,
  walCounts,
} from './pg-statements.ts';
import {
  postgresCpuMs,
  postgresCpuMsByKind,
  serverCpuMs,
  serverRuntime,
  stopServerProcess,
} from './server-process.ts';
import { drive, type Phase, report } from './wallet-api-driver.ts';
import { search } from './wallet-api-search.ts';
import { GAME, openSessions, startServer } from './wallet-api-setup.ts';

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
/** ≈ 384 MB: the warm-up, the timed phase and the step search write ≈ 260 MB at ≈ 3.2 KB per call. */
const WAL_AHEAD = option('wal-ahead', 'WALLET_BENCH_WAL_AHEAD', 24);
const WARMUP_SECONDS = 10;
const PG_STATS = option('pg-stats', 'WALLET_BENCH_PG_STATS', 0) !== 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-wallet-api-'));
  const [pgPort, httpPort] = [await freePort(), await freePort()];
  const cluster = { dataDir: path.join(dataDir, 'pg-bench'), port: pgPort, database: 'sika' };
  let pg = await startEmbeddedPostgres(cluster);
  if (PG_STATS) pg = await enablePgStatements(pg, cluster);
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
      const players = await openSessions(base, db, pool, PLAYERS);
      console.log(`${players.length} players funded, each in a live game session of ${GAME.code}`);
      if (WAL_AHEAD > 0) {
        const segments = await recycleWalAhead(pg, WAL_AHEAD);
        console.log(`WAL: ${segments} segments in pg_wal, recycled ahead as in a cluster in service`);
      }
      // Warm-up at the target rate: the server's JIT (optimising on V8's worker threads, CPU taken from the
      // rest) and its pool's connections, each a PostgreSQL backend that compiles the wallet functions and
      // plans their statements on first use. From cold, a 1,000 req/s load builds a ≈ 1 s backlog that takes
      // ≈ 5 s to drain (WALLET_BENCH_TIMELINE=1); the timed phase measures the steady state after it.
      await drive(pool, players, RATE, WARMUP_SECONDS);
      await new Promise((r) => setTimeout(r, 1000));
      const pgDir = path.join(dataDir, 'pg-bench', 'pg'); // embedded.ts keeps the cluster in <dataDir>/pg
      if (PG_STATS) await resetPgStatements(pg, cluster.database);
      const pgKindsBefore = postgresCpuMsByKind(pgDir);
      const walBefore = await walCounts(pg, cluster.database);
      const [cpuBefore, pgCpuBefore] = [serverCpuMs(server), postgresCpuMs(pgDir)];
      const main = await drive(pool, players, RATE, SECONDS);
      const calls = Math.max(1, main.measured);
      const cpuPerCall = (serverCpuMs(server) - cpuBefore) / calls;
      const pgCpuPerCall = (postgresCpuMs(pgDir) - pgCpuBefore) / calls;
      const clientCpuPerCall = main.clientCpuMs / calls;
      const wal = await walCounts(pg, cluster.database);
      report(`fixed rate`, main);
      console.log(
        `WAL per call: ${((wal.records - walBefore.records) / calls).toFixed(1)} records, ` +
          `${((wal.fpi - walBefore.fpi) / calls).toFixed(2)} full-page images, ` +
          `${((wal.bytes - walBefore.bytes) / calls).toFixed(0)} bytes; during the phase ` +
          `${wal.checkpoints - walBefore.checkpoints} checkpoints, ${wal.autovacuums - walBefore.autovacuums} autovacuum/analyze runs`,
      );
      console.log(
        `CPU per call sent: server ${cpuPerCall.toFixed(2)} ms, PostgreSQL ${pgCpuPerCall.toFixed(2)} ms, ` +
          `this bench's client ${clientCpuPerCall.toFixed(2)} ms (kernel ${(main.clientSystemCpuMs / calls).toFixed(2)}; on the same CPUs)`,
      );
      if (PG_STATS) {
        const after = postgresCpuMsByKind(pgDir);
        const kinds = Object.entries(after)
          .map(([kind, ms]) => `${kind} ${((ms - (pgKindsBefore[kind] ?? 0)) / calls).toFixed(3)}`)
          .join(', ');
        console.log(`PostgreSQL CPU ms per call by process (live ones): ${kinds}`);
      }
      const statements = PG_STATS ? await reportPgStatements(pg, cluster.database, calls) : undefined;
      let best: Phase | null = null;
      if (SEARCH) best = await search(pool, players, STEP_SECONDS);
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
          client_cpu_ms_per_call: Number(clientCpuPerCall.toFixed(3)),
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
          ...(statements ? { pg_statements: statements } : {}),
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
    removeEmbeddedData(dataDir);
  }
}

main().catch((error) => {
  console.error('bench:wallet-api failed:', error);
  process.exit(1);
});
