/**
 * The provider's PostgreSQL: its own database (GAMES_DATABASE_URL), by default in the same cluster as the
 * operator's embedded one, with its own migrations (docs/decisions: the provider's state). A third party
 * in all but hosting: it shares no table with the operator.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// BIGINT columns hold minor units: numbers, refused past 2^53 rather than rounded.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return value;
});

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations of provider instances starting together. */
const MIGRATION_LOCK_KEY = 917_364_205;

export type Pool = pg.Pool;
export type Client = pg.PoolClient;

export interface OpenOptions {
  /** How long to wait for PostgreSQL to accept connections (the operator may be starting it). */
  waitMs?: number;
  maxConnections?: number;
  log?: (line: string) => void;
}

/** Connects (waiting for the server), creates the database if the role may and it is missing, migrates. */
export async function openProviderDatabase(url: string, options: OpenOptions = {}): Promise<Pool> {
  await waitForServer(url, options.waitMs ?? 120_000);
  await createDatabaseIfMissing(url, options.log);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    application_name: 'sika-games',
  });
  pool.on('error', () => undefined);
  await migrate(pool, options.log);
  return pool;
}

async function waitForServer(url: string, waitMs: number) {
  const target = new URL(url);
  target.pathname = '/postgres';
  const deadline = Date.now() + waitMs;
  for (;;) {
    const client = new pg.Client({ connectionString: target.toString() });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const code = (error as { code?: string }).code;
      // Starting up, not yet listening, or a role that may not open `postgres`: wait, or go on.
      if (code === '28000' || code === '28P01' || code === '3D000' || code === '42501') return;
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${target.host} did not come up: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function createDatabaseIfMissing(url: string, log?: (line: string) => void) {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
      log?.(`created database ${database}`);
    }
  } catch (error) {
    // Already there (a twin won the race), or a managed database this role may not create: use it as is.
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '42501' && code !== '3D000' && code !== '28000') throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Applies apps/games/src/db/migrations/*.sql in name order, once each, under an advisory lock. */
async function migrate(pool: Pool, log?: (line: string) => void) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS provider_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = new Map(
      (
        await client.query<{ name: string; checksum: string }>(
          'SELECT name, checksum FROM provider_migrations',
        )
      ).rows.map((row) => [row.name, row.checksum]),
    );
    for (const file of readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      if (applied.has(file)) {
        if (applied.get(file) !== checksum)
          throw new Error(`provider migration ${file} changed after it ran`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(text);
        await client.query('INSERT INTO provider_migrations (name, checksum) VALUES ($1, $2)', [
          file,
          checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`provider migration ${file} failed: ${(error as Error).message}`);
      }
      log?.(`applied provider migration ${file}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Runs `work` in a transaction on one connection. */
export async function inTransaction<T>(pool: Pool, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
