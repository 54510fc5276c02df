/**
 * `npm run bench:rush`: the cash-rain rush (issue 16). Starts a fresh embedded PostgreSQL and a real server
 * process on loopback (Ghana's seeded cash rain), opens PLAYERS sessions straight in the database (argon2id
 * registration of 10,000 players would take minutes and is bench:login's subject), opens one slot for the
 * whole day, then has every player claim its gift within one second — open model: each claim is sent at its
 * scheduled time whatever the answers, latency counted from that time, and DUPLICATES % of the players tap
 * twice at once. Then it checks, in the database: exactly one gift per player, every claim answered with
 * that player's gift, pools and budgets never exceeded (the coins budget is lowered so that it runs out
 * during the rush: later players get "try again"), the money moved equals the gifts, and `checkLedger`.
 * Bounded (a deadline, a request timeout); stops by itself.
 *
 * Options (flag or env): --players=10000 (RUSH_PLAYERS), --window-ms=1000 (RUSH_WINDOW_MS),
 * --duplicates=10 (RUSH_DUPLICATES, percent), --connections=256 (RUSH_CONNECTIONS, claims in flight). Smoke: `npm run bench:rush -- --players=500`. Last line: JSON.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Pool } from 'undici';
import { EMBEDDED_ROLES, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDb } from '../apps/server/src/db/pool.ts';
import { hashPassword, hashToken, newSessionToken } from '../apps/server/src/modules/auth/index.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/index.ts';
import { freePort } from './free-port.ts';
import { postgresCpuMs, serverCpuMs, startServerProcess, stopServerProcess } from './server-process.ts';

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
const REQUEST_TIMEOUT_MS = 60_000;
const DEADLINE_MS = 300_000;
const SLOT = 9;
/** Below the pool's 3,000 coin prizes (₵1.00 each): the budget runs out during the rush. */
const COINS_BUDGET = 150_000;

type Db = ReturnType<typeof createDb>;
interface Answer {
  player: number;
  latencyMs: number;
  code: number;
  giftType?: number;
  giftAmount?: number;
}

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
    const tokens = await openSessions(owner);
    console.log(
      `${PLAYERS} players with a session; slot ${SLOT} open; ${DUPLICATES}% tap twice; ${CONNECTIONS} connections`,
    );
    const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });
    try {
      const pgDir = path.join(dataDir, 'pg', 'pg'); // embedded.ts keeps the cluster in <dataDir>/pg
      const countersBefore = await counters(owner);
      const [cpuBefore, pgCpuBefore] = [serverCpuMs(server), postgresCpuMs(pgDir)];
      const sampler = sampleWaits(owner);
      const { answers, wallMs } = await rush(pool, tokens);
      const waits = await sampler.stop();
      const [cpuAfter, pgCpuAfter] = [serverCpuMs(server), postgresCpuMs(pgDir)];
      const countersAfter = await counters(owner);
      // Per 1,000 claims; the sampler's own queries (one transaction each, no WAL flush) are taken off.
      const per1000 = (n: number) => Math.round((n / answers.length) * 1000 * 10) / 10;
      const cost = {
        commits_per_1000: per1000(countersAfter.commits - countersBefore.commits - waits.samples - 1),
        wal_syncs_per_1000: per1000(countersAfter.walSyncs - countersBefore.walSyncs),
        wal_kb_per_claim:
          Math.round(((countersAfter.walBytes - countersBefore.walBytes) / answers.length / 1024) * 100) /
          100,
        server_cpu_ms_per_claim: Math.round(((cpuAfter - cpuBefore) / answers.length) * 100) / 100,
        postgres_cpu_ms_per_claim: Math.round(((pgCpuAfter - pgCpuBefore) / answers.length) * 100) / 100,
      };
      const summary = summarise(answers, wallMs);
      const checks = await check(owner, answers);
      const ledger = await checkLedger(owner.db);
      console.log(
        `claims: ${answers.length} in ${wallMs} ms → ${summary.claimsPerSecond}/s; latency p50 ${summary.p50Ms} ms, ` +
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
          claims: answers.length,
          wall_ms: wallMs,
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
          total_s: Math.round((Date.now() - started) / 1000),
        }),
      );
      if (!ok) process.exitCode = 1;
    } finally {
      await pool.close();
    }
    await owner.close();
  } finally {
    clearTimeout(stop);
    if (server) await stopServerProcess(server);
    await pg.stop('immediate');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Counters of the whole cluster: transactions committed in the bench's database (every statement outside an
 * explicit transaction is one) and WAL flushes (pg_stat_io, PostgreSQL 18) and bytes (pg_stat_wal). Nothing else runs on the cluster.
 */
async function counters(owner: Db) {
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
function sampleWaits(owner: Db) {
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

async function startServer(port: number, url: string, ownerUrl: string, dataDir: string) {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    MIGRATION_DATABASE_URL: ownerUrl,
    SMS_CODE_ENABLED: '0',
    JOBS_ENABLED: '0',
    SEED_DEMO: '1',
  });
}

/** One slot open all day with Ghana's pool; no deposit asked (the bench's players have none). */
async function openRush(owner: Db) {
  const db = owner.db;
  await sql`UPDATE cash_rain_slots SET enabled = false`.execute(db);
  await sql`INSERT INTO cash_rain_slots (id, begin_local, end_local) VALUES (${SLOT}, '00:00', '23:59:59')`.execute(
    db,
  );
  await sql`INSERT INTO cash_rain_prizes (slot_id, idx, gift_type, amount, weight, per_slot)
            SELECT ${SLOT}, idx, gift_type, amount, weight, per_slot FROM cash_rain_prizes WHERE slot_id = 1`.execute(
    db,
  );
  await sql`UPDATE reward_activities SET settings = settings || '{"requireDeposit": false}'::jsonb
            WHERE activity = 'cash-rain'`.execute(db);
  await sql`UPDATE reward_budgets SET daily_limit = ${COINS_BUDGET} WHERE activity = 'cash-rain' AND asset = 'coins'`.execute(
    db,
  );
}

async function openSessions(owner: Db): Promise<string[]> {
  const passwordHash = await hashPassword('goodpass1');
  const tokens = Array.from({ length: PLAYERS }, () => newSessionToken());
  for (let start = 0; start < PLAYERS; start += 1_000) {
    const index = Array.from({ length: Math.min(1_000, PLAYERS - start) }, (_, i) => start + i);
    const { rows } = await sql<{ id: string; n: number }>`
      INSERT INTO players (mobile, password_hash, invite_code, adult_confirmed_at, terms_version)
      SELECT '0245' || lpad(n::text, 6, '0'), ${passwordHash}, 'R' || lpad(n::text, 7, '0'), now(), 'bench'
      FROM unnest(${index}::int[]) AS n
      RETURNING id, substr(mobile, 5)::int AS n`.execute(owner.db);
    const hashes = rows.map((r) => hashToken(tokens[r.n]!));
    await sql`INSERT INTO sessions (token_hash, player_id, expires_at)
              SELECT h, p, now() + interval '1 day'
              FROM unnest(${hashes}::bytea[], ${rows.map((r) => r.id)}::uuid[]) AS t(h, p)`.execute(owner.db);
  }
  return tokens;
}

/** Every player claims once (some twice at once), spread evenly over WINDOW_MS. */
async function rush(pool: Pool, tokens: string[]) {
  const schedule: { player: number; atMs: number }[] = [];
  for (let player = 0; player < tokens.length; player++) {
    const atMs = (player / tokens.length) * WINDOW_MS;
    schedule.push({ player, atMs });
    if (player % 100 < DUPLICATES) schedule.push({ player, atMs });
  }
  const answers: Answer[] = [];
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < schedule.length && schedule[next]!.atMs <= now) {
        const { player, atMs } = schedule[next++]!;
        pending.push(
          claim(pool, tokens[player]!).then((answer) => {
            answers.push({ player, latencyMs: performance.now() - start - atMs, ...answer });
          }),
        );
      }
      if (next < schedule.length) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  return { answers, wallMs: Math.round(performance.now() - start) };
}

async function claim(pool: Pool, token: string): Promise<Omit<Answer, 'player' | 'latencyMs'>> {
  try {
    const response = await pool.request({
      method: 'POST',
      path: '/api/account-service/cash-rain/gifts',
      headers: { token, 'content-type': 'application/json' },
      body: '{}',
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
    const envelope = (await response.body.json()) as {
      code: number;
      data?: { giftType: number; giftAmount: number };
    };
    return { code: envelope.code, giftType: envelope.data?.giftType, giftAmount: envelope.data?.giftAmount };
  } catch {
    return { code: -98 };
  }
}

function summarise(answers: Answer[], wallMs: number) {
  const latencies = answers.map((a) => a.latencyMs).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const errors: Record<string, number> = {};
  for (const a of answers) if (a.code !== 0) errors[a.code] = (errors[a.code] ?? 0) + 1;
  return {
    claimsPerSecond: Math.round((answers.length / wallMs) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    errors,
    errorCount: Object.values(errors).reduce((n, c) => n + c, 0),
  };
}

async function check(owner: Db, answers: Answer[]) {
  const db = owner.db;
  const gifts = (
    await sql<{ n: number; gift_type: number; amount: number; missed: string | null }>`
      SELECT substr(p.mobile, 5)::int AS n, g.gift_type, g.amount::int, g.missed
      FROM cash_rain_gifts g JOIN players p ON p.id = g.player_id WHERE g.slot_id = ${SLOT}`.execute(db)
  ).rows;
  const byPlayer = new Map(gifts.map((g) => [g.n, g]));
  const oneGiftPerPlayer = gifts.length === PLAYERS && byPlayer.size === PLAYERS;
  const answersMatch = answers.every((a) => {
    const gift = byPlayer.get(a.player);
    return (
      a.code === 0 && gift !== undefined && gift.gift_type === a.giftType && gift.amount === a.giftAmount
    );
  });
  const byType: Record<string, number> = {};
  const missed: Record<string, number> = {};
  for (const g of gifts) {
    byType[g.gift_type] = (byType[g.gift_type] ?? 0) + 1;
    if (g.missed) missed[g.missed] = (missed[g.missed] ?? 0) + 1;
  }
  // A sharded budget: the day's row counts what was handed to the shards (≤ the limit), the shards what
  // they paid (≤ what they were handed); paid is the sum of the shards.
  const budgets = (
    await sql<{ asset: string; granted: number; handed: number; daily_limit: number; handed_ok: boolean }>`
      SELECT d.asset, coalesce(s.granted, d.granted)::int AS granted, d.granted::int AS handed,
             b.daily_limit::int, (s.reserved IS NULL OR s.reserved = d.granted) AS handed_ok
      FROM reward_budget_days d JOIN reward_budgets b USING (activity, asset)
      LEFT JOIN LATERAL (SELECT sum(granted) AS granted, sum(reserved) AS reserved FROM reward_budget_shards s
                         WHERE (s.activity, s.asset, s.local_date) = (d.activity, d.asset, d.local_date)) s ON true
      WHERE d.activity = 'cash-rain' ORDER BY d.asset`.execute(db)
  ).rows;
  const budgetsOk = budgets.every(
    (b) => b.granted <= b.daily_limit && b.handed <= b.daily_limit && b.handed_ok,
  );
  const pools = (
    await sql<{ over: number }>`SELECT count(*)::int AS over FROM (
      SELECT d.slot_id, d.idx, sum(d.given) AS given, bool_or(d.given > d.cap) AS shard_over, sum(d.cap) AS caps
      FROM cash_rain_pool_days d GROUP BY d.slot_id, d.local_date, d.idx) d
      JOIN cash_rain_prizes p USING (slot_id, idx) WHERE d.given > p.per_slot OR d.shard_over OR d.caps > p.per_slot`.execute(
      db,
    )
  ).rows;
  const asset: Record<number, string> = { 1: 'withdrawable_cash', 2: 'cash', 3: 'coins', 4: 'diamonds' };
  const giftsByAsset: Record<string, number> = {};
  for (const g of gifts)
    if (g.gift_type > 0)
      giftsByAsset[asset[g.gift_type]!] = (giftsByAsset[asset[g.gift_type]!] ?? 0) + g.amount;
  const moved = (
    await sql<{
      n: number;
      total: number;
    }>`SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::bigint AS total FROM wallet_transfers t
      JOIN LATERAL (SELECT sum(amount_minor) AS amount_minor FROM wallet_entries e WHERE e.transfer_id = t.id AND e.amount_minor > 0) x ON true
      WHERE t.idempotency_key LIKE 'reward:cash-rain:%'`.execute(db)
  ).rows[0]!;
  const paid = gifts.filter((g) => g.gift_type > 0);
  const moneyOk =
    budgets.every((b) => b.granted === (giftsByAsset[b.asset] ?? 0)) &&
    moved.n === paid.length &&
    Number(moved.total) === paid.reduce((n, g) => n + g.amount, 0);
  return {
    oneGiftPerPlayer,
    answersMatch,
    byType,
    missed,
    budgets: Object.fromEntries(budgets.map((b) => [b.asset, `${b.granted}/${b.daily_limit}`])),
    budgetsOk,
    poolsOk: pools[0]!.over === 0,
    moneyOk,
  };
}

await main();
