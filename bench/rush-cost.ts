/**
 * The cost figures of `npm run bench:rush` (bench/rush.ts): the cluster's counters (transactions, WAL), what
 * the server's connections wait on during the rush, and the cost per claim from before/after readings.
 */
import { sql } from 'kysely';
import type { Db } from './rush-setup.ts';

export interface Counters {
  commits: number;
  walSyncs: number;
  walBytes: number;
}

/** A reading of the cluster's counters and of the server's and PostgreSQL's CPU time. */
export interface Reading {
  counters: Counters;
  serverCpuMs: number;
  postgresCpuMs: number;
}

/**
 * Counters of the whole cluster: transactions committed in the bench's database (every statement outside an
 * explicit transaction is one) and WAL flushes (pg_stat_io, PostgreSQL 18) and bytes (pg_stat_wal). Nothing else runs on the cluster.
 */
export async function counters(owner: Db): Promise<Counters> {
  // A backend reports its counts at a transaction's end at most once a second, and an idle one after 10 s:
  // wait for the server's pooled connections to have reported everything.
  await new Promise((r) => setTimeout(r, 11_000));
  const { rows } = await sql<{ commits: string; wal_syncs: string; wal_bytes: string }>`
    SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database())::text AS commits,
           (SELECT sum(fsyncs) FROM pg_stat_io WHERE object = 'wal')::text AS wal_syncs,
           (SELECT wal_bytes FROM pg_stat_wal)::text AS wal_bytes`.execute(owner.db);
  const row = rows[0]!;
  return { commits: Number(row.commits), walSyncs: Number(row.wal_syncs), walBytes: Number(row.wal_bytes) };
}

/**
 * What the server's database connections wait on during the rush: pg_stat_activity sampled every 100 ms
 * (wait_event_type:wait_event of each non-idle backend of the server, 'CPU' when it waits on nothing).
 */
export function sampleWaits(owner: Db) {
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await sql<{ wait: string; n: number }>`
        SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*)::int AS n
        FROM pg_stat_activity
        WHERE application_name = 'sika-server' AND state <> 'idle' AND pid <> pg_backend_pid()
        GROUP BY 1`.execute(owner.db);
      samples += 1;
      for (const r of rows) {
        counts.set(r.wait, (counts.get(r.wait) ?? 0) + r.n);
        busy += r.n;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const top = Object.fromEntries(
        [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([wait, n]) => [wait, Math.round((n / Math.max(1, samples)) * 10) / 10]),
      );
      return { samples, meanBusy: Math.round((busy / Math.max(1, samples)) * 10) / 10, top };
    },
  };
}

/**
 * The cost of `claims` claims between two readings; transactions and WAL flushes per 1,000 claims. The
 * wait sampler's own queries (`waitSamples`, one transaction each, no WAL flush) and the query of the
 * `before` counters (its commit comes after its reading) are taken off.
 */
export function costPerClaim(before: Reading, after: Reading, claims: number, waitSamples: number) {
  const per1000 = (n: number) => Math.round((n / claims) * 1000 * 10) / 10;
  return {
    commits_per_1000: per1000(after.counters.commits - before.counters.commits - waitSamples - 1),
    wal_syncs_per_1000: per1000(after.counters.walSyncs - before.counters.walSyncs),
    wal_kb_per_claim:
      Math.round(((after.counters.walBytes - before.counters.walBytes) / claims / 1024) * 100) / 100,
    server_cpu_ms_per_claim: Math.round(((after.serverCpuMs - before.serverCpuMs) / claims) * 100) / 100,
    postgres_cpu_ms_per_claim:
      Math.round(((after.postgresCpuMs - before.postgresCpuMs) / claims) * 100) / 100,
  };
}
