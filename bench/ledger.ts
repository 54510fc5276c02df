import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { EMBEDDED_ROLES, removeEmbeddedData, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDb, type DbHandle } from '../apps/server/src/db/pool.ts';
import {
  checkLedger,
  houseAccount,
  playerAccount,
  transfer,
} from '../apps/server/src/modules/wallet/index.ts';
import { freePort } from './free-port.ts';
import { naiveTransfer } from './ledger-naive.ts';

/**
 * `npm run bench:ledger`: transfers/s and latency of the wallet's write path on a fresh embedded
 * PostgreSQL (fsync and synchronous_commit on), at 10 and 50 concurrent clients, for the one-round-trip
 * wallet's transfer() (micro-batched into wallet_transfer_batch, docs/ledger.md) and for the naive
 * multi-statement version, and pgbench's TPC-B on the same server just before and just after the 10-client
 * transfer phase: the ratio is over their mean, so that a neighbour's load changing during the run weighs on
 * both sides alike. Bounded: each phase runs BENCH_PHASE_MS (default 12 s); the whole run stops by itself.
 */
const run = promisify(execFile);
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 12_000);
const WARMUP_MS = 1_500;
const PLAYERS = 2_000;
const FUNDS_MINOR = 100_000_000;

interface Phase {
  name: string;
  clients: number;
  transfers: number;
  errors: number;
  transfersPerS: number;
  p50Ms: number;
  p99Ms: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-ledger-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port, database: 'bench' });
  try {
    const setup = createDb(pg.migrationConnectionString, 10);
    await migrate(setup.pool, undefined, { applicationRole: EMBEDDED_ROLES.app.name });
    const players = await seedPlayers(setup);
    await setup.close();
    const pgbenchReady = await pgbenchInit(port).catch((error: Error) => {
      console.log(`pgbench -i failed, reported as null: ${error.message.split('\n')[0]}`);
      return null;
    });
    const pgbenchTps: number[] = [];
    const reference = async () => {
      const tps = pgbenchReady ? await pgbench(pgbenchReady, port).catch(() => null) : null;
      if (tps !== null) pgbenchTps.push(tps);
    };
    const phases: Phase[] = [];
    await reference();
    for (const clients of [10, 50]) {
      phases.push(
        await measure(`sql function`, clients, pg.connectionString, (h) => functionTransfer(h, players)),
      );
      if (clients === 10) await reference();
    }
    for (const clients of [10, 50]) {
      phases.push(
        await measure(`naive, 7 round trips`, clients, pg.connectionString, (h) => naive(h, players)),
      );
    }
    const audit = createDb(pg.connectionString, 2);
    const report = await checkLedger(audit.db);
    const bytesPerTransfer = await storagePerTransfer(audit);
    await audit.close();
    const meanTps = pgbenchTps.length
      ? Math.round(pgbenchTps.reduce((a, b) => a + b, 0) / pgbenchTps.length)
      : null;
    summarise(phases, meanTps, pgbenchTps, report.ok, bytesPerTransfer);
  } finally {
    await pg.stop('immediate');
    removeEmbeddedData(dataDir);
  }
}

/** Players with funds in their withdrawable pocket, so that bets never fail for want of money. */
async function seedPlayers(handle: DbHandle): Promise<string[]> {
  const ids = Array.from({ length: PLAYERS }, () => randomUUID());
  await handle.db
    .insertInto('players')
    .values(ids.map((id, i) => ({ id, mobile: `bench${i}`, password_hash: '-', invite_code: `B${i}` })))
    .execute();
  await Promise.all(
    Array.from({ length: 10 }, async (_, worker) => {
      for (let i = worker; i < ids.length; i += 10) {
        await transfer(handle.db, {
          idempotencyKey: `bench-fund:${ids[i]}`,
          kind: 'win',
          legs: [
            {
              from: houseAccount('games', 'cash'),
              to: playerAccount.withdrawable(ids[i]!),
              amountMinor: FUNDS_MINOR,
            },
          ],
        });
      }
    }),
  );
  return ids;
}

/** Alternating bets and wins of a random player against a house shard, as a game round does. */
async function functionTransfer(handle: DbHandle, players: string[]) {
  const player = players[randomInt(players.length)]!;
  const amountMinor = 1 + randomInt(100);
  const games = houseAccount('games', 'cash');
  const mine = playerAccount.withdrawable(player);
  const bet = randomInt(2) === 0;
  await transfer(handle.db, {
    idempotencyKey: `bench:${randomUUID()}`,
    kind: bet ? 'bet' : 'win',
    reference: 'bench-round',
    legs: [bet ? { from: mine, to: games, amountMinor } : { from: games, to: mine, amountMinor }],
  });
}

async function naive(handle: DbHandle, players: string[]) {
  const player = players[randomInt(players.length)]!;
  const amountMinor = 1 + randomInt(100);
  const games = `house:games:cash:${String(randomInt(32)).padStart(2, '0')}`;
  const mine = `player:${player}:withdrawable`;
  const bet = randomInt(2) === 0;
  const key = `bench-naive:${randomUUID()}`;
  await (bet
    ? naiveTransfer(handle.pool, key, 'bet', mine, games, amountMinor)
    : naiveTransfer(handle.pool, key, 'win', games, mine, amountMinor));
}

/** `clients` loops, each one transfer at a time, for PHASE_MS after a warm-up; latencies of each call. */
async function measure(name: string, clients: number, url: string, op: (h: DbHandle) => Promise<void>) {
  const handle = createDb(url, clients);
  const latenciesMs: number[] = [];
  let errors = 0;
  const warmupEnd = performance.now() + WARMUP_MS;
  const end = warmupEnd + PHASE_MS;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let started = performance.now(); started < end; started = performance.now()) {
        try {
          await op(handle);
          if (started >= warmupEnd) latenciesMs.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  await handle.close();
  latenciesMs.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))] ?? 0);
  const phase: Phase = {
    name,
    clients,
    transfers: latenciesMs.length,
    errors,
    transfersPerS: Math.round(latenciesMs.length / (PHASE_MS / 1000)),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
  console.log(
    `${name.padEnd(22)} clients ${String(clients).padStart(2)}: ${String(phase.transfersPerS).padStart(5)} transfers/s  p50 ${phase.p50Ms} ms  p99 ${phase.p99Ms} ms  errors ${errors}`,
  );
  return phase;
}

async function storagePerTransfer(handle: DbHandle): Promise<number> {
  const { rows } = await sql<{ bytes: number; transfers: number }>`
    SELECT (pg_total_relation_size('wallet_transfers') + pg_total_relation_size('wallet_entries'))::bigint AS bytes,
           (SELECT count(*) FROM wallet_transfers)::bigint AS transfers`.execute(handle.db);
  const row = rows[0]!;
  return Math.round(row.bytes / Math.max(1, row.transfers));
}

const pgEnv = () => ({ ...process.env, PGPASSWORD: 'postgres' });
const pgConn = (port: number) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];

/** pgbench's database (scale 10), made before the phases; the pgbench binary, or null without one. */
async function pgbenchInit(port: number): Promise<string | null> {
  const binary = findPgbench();
  if (!binary) {
    console.log(
      'pgbench: not found; install it with `apt-get install -y postgresql-15` (or postgresql-client)',
    );
    return null;
  }
  const env = pgEnv();
  const conn = pgConn(port);
  await run('psql', [...conn, '-d', 'postgres', '-qc', 'CREATE DATABASE pgbench'], { env }).catch(() =>
    createDatabase(port),
  );
  await run(binary, [...conn, '-i', '-s', '10', '-q', 'pgbench'], { env });
  return binary;
}

/** pgbench's built-in TPC-B-like run on the same server, 10 clients, as the reference of the ratio. */
async function pgbench(binary: string, port: number): Promise<number | null> {
  const env = pgEnv();
  const conn = pgConn(port);
  const seconds = String(Math.round(PHASE_MS / 1000));
  const { stdout } = await run(
    binary,
    [...conn, '-c', '10', '-j', '2', '-T', seconds, '-M', 'prepared', 'pgbench'],
    { env },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  console.log(`pgbench TPC-B          clients 10: ${Math.round(tps)} tps`);
  return Number.isFinite(tps) ? Math.round(tps) : null;
}

function findPgbench(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'pgbench')),
    '/usr/lib/postgresql/15/bin/pgbench',
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

async function createDatabase(port: number) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  await client.query('CREATE DATABASE pgbench');
  await client.end();
}

function summarise(
  phases: Phase[],
  pgbenchTps: number | null,
  pgbenchRuns: number[],
  ledgerOk: boolean,
  bytesPerTransfer: number,
) {
  const fn10 = phases.find((p) => p.name === 'sql function' && p.clients === 10)!;
  const fn50 = phases.find((p) => p.name === 'sql function' && p.clients === 50)!;
  const naive10 = phases.find((p) => p.name !== 'sql function' && p.clients === 10)!;
  console.log(
    `ledger:check after the run: ${ledgerOk ? 'OK' : 'BREACH'}; storage ${bytesPerTransfer} bytes per transfer`,
  );
  console.log(
    JSON.stringify({
      transfers_per_s: fn10.transfersPerS,
      p50_ms: fn10.p50Ms,
      p99_ms: fn10.p99Ms,
      clients: 10,
      transfers_per_s_50_clients: fn50.transfersPerS,
      p99_ms_50_clients: fn50.p99Ms,
      naive_transfers_per_s: naive10.transfersPerS,
      naive_p99_ms: naive10.p99Ms,
      function_vs_naive: round(fn10.transfersPerS / Math.max(1, naive10.transfersPerS)),
      pgbench_tps: pgbenchTps,
      pgbench_runs: pgbenchRuns,
      ratio: pgbenchTps ? round(fn10.transfersPerS / pgbenchTps) : null,
      bytes_per_transfer: bytesPerTransfer,
      ledger_ok: ledgerOk,
    }),
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error) => {
  console.error('bench:ledger failed:', error);
  process.exit(1);
});
