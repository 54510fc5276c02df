/**
 * Where a bench's PostgreSQL time goes, from pg_stat_statements (track = all, planning tracked) on the
 * bench's own fresh cluster: `enable` before the load (it restarts the cluster with the library
 * preloaded), `reset` after the warm-up, `report` after the measured phase. The figures per call are
 * deterministic where rates are not: statements, execution and planning time of the server's backends.
 * Also the cluster's state around a bench: `recycleWalAhead` before the load (WAL as in a cluster in
 * service), `walCounts` around the measured phase.
 */
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

type Cluster = Awaited<ReturnType<typeof startEmbeddedPostgres>>;

export async function enablePgStatements(
  cluster: Cluster,
  options: { dataDir: string; port: number; database: string },
): Promise<Cluster> {
  await superuser(cluster.superuserConnectionString, async (c) => {
    await c.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
    await c.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
    await c.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
    await c.query(`ALTER SYSTEM SET pg_stat_statements.max = 5000`);
  });
  await cluster.stop('fast');
  const restarted = await startEmbeddedPostgres(options);
  await superuser(onDatabase(restarted, options.database), (c) =>
    c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'),
  );
  return restarted;
}

export async function resetPgStatements(cluster: Cluster, database: string): Promise<void> {
  await superuser(onDatabase(cluster, database), (c) => c.query('SELECT pg_stat_statements_reset()'));
}

export interface PgStatementsReport {
  statements_per_call: number;
  exec_ms_per_call: number;
  plan_ms_per_call: number;
}

/** Prints the top-level statements per call, their execution and planning time per call, and the heaviest texts. */
export async function reportPgStatements(
  cluster: Cluster,
  database: string,
  calls: number,
): Promise<PgStatementsReport> {
  return superuser(onDatabase(cluster, database), async (c) => {
    const { rows } = await c.query<{
      toplevel: boolean;
      calls: string;
      exec: number;
      plan: number;
      plans: string;
      query: string;
    }>(`SELECT toplevel, calls, total_exec_time AS exec, total_plan_time AS plan, plans, query
          FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid
         WHERE r.rolname = 'sika_app'
         ORDER BY total_exec_time + total_plan_time DESC`);
    const top = rows.filter((r) => r.toplevel);
    const sum = (f: (r: (typeof rows)[number]) => number) => top.reduce((a, r) => a + f(r), 0);
    const result = {
      statements_per_call: round(sum((r) => Number(r.calls)) / calls),
      exec_ms_per_call: round(sum((r) => r.exec) / calls),
      plan_ms_per_call: round(sum((r) => r.plan) / calls),
    };
    console.log(
      `pg_stat_statements per call: ${result.statements_per_call} statements, execution ${result.exec_ms_per_call} ms, planning ${result.plan_ms_per_call} ms`,
    );
    for (const r of rows.slice(0, 25)) {
      console.log(
        `  ${r.toplevel ? 'top ' : 'nest'} ${(r.exec / calls).toFixed(3)} ms exec + ${(r.plan / calls).toFixed(3)} ms plan per call, ${(Number(r.calls) / calls).toFixed(2)}×/call, plans ${r.plans}: ${r.query.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    }
    return result;
  });
}

/**
 * Brings a fresh cluster's WAL to the state of one in service (docs/performance.md, sixth pass). A fresh
 * cluster creates each WAL segment when its writers reach it: 16 MB zero-filled and fsynced while the
 * writer holds WALWriteLock, so every commit in flight waits behind it (`IO:WalInitWrite`: 50–120 ms here,
 * once per 16 MB of WAL, ≈ every 5 s at 1,000 wallet calls/s). A cluster in service creates none: each
 * checkpoint renames the segments it frees into the next ones, as many as a checkpoint cycle writes.
 * This writes `segments` segments (a switch after each one-record message), then a checkpoint recycles
 * them ahead. Returns the segments in pg_wal after it.
 */
export async function recycleWalAhead(cluster: Cluster, segments: number): Promise<number> {
  return superuser(cluster.superuserConnectionString, async (c) => {
    for (let i = 0; i < segments; i++) {
      await c.query(`SELECT pg_logical_emit_message(false, 'bench', 'next segment')`);
      await c.query('SELECT pg_switch_wal()');
    }
    await c.query('CHECKPOINT');
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_ls_waldir()');
    return rows[0]!.n;
  });
}

function onDatabase(cluster: Cluster, database: string) {
  return cluster.superuserConnectionString.replace(/\/postgres$/, `/${database}`);
}

async function superuser<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export interface WalCounts {
  records: number;
  fpi: number;
  bytes: number;
  checkpoints: number;
  /** Autovacuum and autoanalyze runs finished on the database's tables. */
  autovacuums: number;
}

/**
 * PostgreSQL's background work so far: WAL written (pg_stat_wal: records, full-page images, bytes),
 * checkpoints, and autovacuum/autoanalyze runs (their workers exit, so their CPU is not in the by-process
 * figures, only in PostgreSQL's total).
 */
export async function walCounts(cluster: Cluster, database: string): Promise<WalCounts> {
  return superuser(onDatabase(cluster, database), async (c) => {
    const { rows } = await c.query<Record<keyof WalCounts, string>>(
      `SELECT wal_records AS records, wal_fpi AS fpi, wal_bytes AS bytes,
              (SELECT num_timed + num_requested FROM pg_stat_checkpointer) AS checkpoints,
              (SELECT sum(autovacuum_count + autoanalyze_count) FROM pg_stat_user_tables) AS autovacuums
         FROM pg_stat_wal`,
    );
    const row = rows[0]!;
    return {
      records: Number(row.records),
      fpi: Number(row.fpi),
      bytes: Number(row.bytes),
      checkpoints: Number(row.checkpoints),
      autovacuums: Number(row.autovacuums),
    };
  });
}
