/**
 * `npm run bench:rush`: the cash-rain rush (issue 16). Starts a fresh embedded PostgreSQL and a real server
 * process on loopback (Ghana's seeded cash rain), opens PLAYERS sessions straight in the database (argon2id
 * registration of 10,000 players would take minutes and is bench:login's subject), opens one slot for the
 * whole day, then has every player claim its gift within one second — open model: each claim is sent at its
 * scheduled time whatever the answers, latency counted from that time, and DUPLICATES % of the players tap
 * twice at once. Then it checks, in the database: exactly one gift per player, every claim answered with
 * that player's gift, pools and budgets never exceeded (the coins budget is lowered so that it runs out
 * during the rush: later players get "try again"), the money moved equals the gifts, and `checkLedger`.
 * Bounded (a deadline, a request timeout); stops by itself. Its parts: rush-setup.ts (server, slot, sessions),
 * rush-driver.ts (the claims, latency), rush-checks.ts (the checks in the database), rush-cost.ts (pg_stat,
 * WAL and CPU per claim).
 *
 * Options (flag or env): --players=10000 (RUSH_PLAYERS), --window-ms=1000 (RUSH_WINDOW_MS),
 * --duplicates=10 (RUSH_DUPLICATES, percent), --connections=256 (RUSH_CONNECTIONS, claims in flight). Smoke: `npm run bench:rush -- --players=500`. Last line: JSON.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { EMBEDDED_ROLES, removeEmbeddedData, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDb } from '../apps/server/src/db/pool.ts';
import { freePort } from './free-port.ts';
import { check } from './rush-checks.ts';
import { costPerClaim, counters, type Reading, sampleWaits } from './rush-cost.ts';
import { rush, summarise } from './rush-driver.ts';
import { openRush, openSessions, SLOT, startServer } from './rush-setup.ts';
import { postgresCpuMs, serverCpuMs, stopServerProcess } from './server-process.ts';

const option = (name: string, env: string, fallback: number) => {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(flag ? flag.slice(name.length + 3) : (process.env[env] ?? fallback));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: expected a non-negative number`);
  return value;
};
const PLAYERS = option('players', 'RUSH_PLAYERS', 10_000);
const WINDOW_MS = option('window-ms', 'RUSH_WINDOW_MS', 1_000);
const DUPLICATES = option('duplicates', 'RUSH_DUPLICATES', 10);
/** HTTP connections of the load generator: at most this many claims in flight (10,000 phones would be 10,000). */
const CONNECTIONS = option('connections', 'RUSH_CONNECTIONS', 256);
const DEADLINE_MS = 300_000;

async function main() {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-rush-'));
  const [pgPort, httpPort] = [await freePort(), await freePort()];
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: pgPort,
    database: 'sika',
  });
  let server: ChildProcess | undefined;
  const stop = setTimeout(() => {
    console.error(`bench:rush: over ${DEADLINE_MS / 1000} s, stopping`);
    server?.kill('SIGKILL');
    process.exit(2);
  }, DEADLINE_MS);
  stop.unref();
  try {
    const owner = createDb(pg.migrationConnectionString, 2);
    await migrate(owner.pool, undefined, { applicationRole: EMBEDDED_ROLES.app.name });
    const base = `http://127.0.0.1:${httpPort}`;
    server = await startServer(httpPort, pg.connectionString, pg.migrationConnectionString, dataDir);
    await openRush(owner);
    const tokens = await openSessions(owner, PLAYERS);
    console.log(
      `${PLAYERS} players with a session; slot ${SLOT} open; ${DUPLICATES}% tap twice; ${CONNECTIONS} connections`,
    );
    const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });
    try {
      const pgDir = path.join(dataDir, 'pg', 'pg'); // embedded.ts keeps the cluster in <dataDir>/pg
      // The CPU times are read next to the rush, the counters around them (they wait for late reports).
      const before: Reading = {
        counters: await counters(owner),
        serverCpuMs: serverCpuMs(server),
        postgresCpuMs: postgresCpuMs(pgDir),
      };
      const sampler = sampleWaits(owner);
      const { answers, wallMs } = await rush(pool, tokens, WINDOW_MS, DUPLICATES);
      const waits = await sampler.stop();
      const [cpuAfter, pgCpuAfter] = [serverCpuMs(server), postgresCpuMs(pgDir)];
      const after: Reading = {
        counters: await counters(owner),
        serverCpuMs: cpuAfter,
        postgresCpuMs: pgCpuAfter,
      };
      const cost = costPerClaim(before, after, answers.length, waits.samples);
      const summary = summarise(answers, wallMs);
      const checks = await check(owner, answers, PLAYERS);
      report({
        answers: answers.length,
        wallMs,
        summary,
        checks,
        waits,
        cost,
        totalS: (Date.now() - started) / 1000,
      });
    } finally {
      await pool.close();
    }
    await owner.close();
  } finally {
    clearTimeout(stop);
    if (server) await stopServerProcess(server);
    await pg.stop('immediate');
    removeEmbeddedData(dataDir);
  }
}

/** The printed lines, the last one JSON; a broken check or an error answer fails the run (exit code 1). */
function report(run: {
  answers: number;
  wallMs: number;
  summary: ReturnType<typeof summarise>;
  checks: Awaited<ReturnType<typeof check>>;
  waits: Awaited<ReturnType<ReturnType<typeof sampleWaits>['stop']>>;
  cost: ReturnType<typeof costPerClaim>;
  totalS: number;
}) {
  const { summary, checks, waits, cost } = run;
  const { ledger } = checks;
  console.log(
    `claims: ${run.answers} in ${run.wallMs} ms → ${summary.claimsPerSecond}/s; latency p50 ${summary.p50Ms} ms, ` +
      `p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms; errors ${JSON.stringify(summary.errors)}`,
  );
  console.log(
    `gifts by type: ${JSON.stringify(checks.byType)}; try again because: ${JSON.stringify(checks.missed)}`,
  );
  console.log(
    `one gift per player: ${checks.oneGiftPerPlayer ? 'OK' : 'BROKEN'}; answers match gifts: ${checks.answersMatch ? 'OK' : 'BROKEN'}`,
  );
  console.log(
    `budgets never exceeded: ${checks.budgetsOk ? 'OK' : 'BROKEN'} ${JSON.stringify(checks.budgets)}; pools: ${checks.poolsOk ? 'OK' : 'BROKEN'}; money = gifts: ${checks.moneyOk ? 'OK' : 'BROKEN'}`,
  );
  console.log(
    `server connections sampled every 100 ms during the rush (${waits.samples} samples, mean busy ${waits.meanBusy}): ${JSON.stringify(waits.top)}`,
  );
  console.log(
    `cost per claim: ${cost.server_cpu_ms_per_claim} ms server CPU, ${cost.postgres_cpu_ms_per_claim} ms PostgreSQL CPU, ` +
      `${cost.wal_kb_per_claim} kB WAL; per 1,000 claims: ${cost.commits_per_1000} transactions committed, ` +
      `${cost.wal_syncs_per_1000} WAL flushes`,
  );
  console.log(
    `ledger check after the run: ${ledger.ok ? 'OK' : `BREACH ${JSON.stringify(ledger.breaches)}`} ` +
      `(${ledger.counts.transfers} transfers, ${ledger.counts.entries} entries)`,
  );
  const ok =
    checks.oneGiftPerPlayer &&
    checks.answersMatch &&
    checks.budgetsOk &&
    checks.poolsOk &&
    checks.moneyOk &&
    ledger.ok &&
    summary.errorCount === 0;
  console.log(
    JSON.stringify({
      players: PLAYERS,
      window_ms: WINDOW_MS,
      connections: CONNECTIONS,
      claims: run.answers,
      wall_ms: run.wallMs,
      claims_per_s: summary.claimsPerSecond,
      p50_ms: summary.p50Ms,
      p99_ms: summary.p99Ms,
      max_ms: summary.maxMs,
      errors: summary.errorCount,
      waits: waits.top,
      ...cost,
      gifts_by_type: checks.byType,
      one_gift_per_player: checks.oneGiftPerPlayer,
      budget_never_exceeded: checks.budgetsOk,
      ledger_ok: ledger.ok,
      total_s: Math.round(run.totalS),
    }),
  );
  if (!ok) process.exitCode = 1;
}

await main();
