import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB as Database } from './schema.gen.ts';

// BIGINT (int8) columns hold money in minor units. Read them as numbers, and refuse a value a JS number
// cannot hold exactly instead of silently rounding it (ARCHITECTURE.md, Money).
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return value;
});
// NUMERIC stays a string on purpose: we never store money as NUMERIC.

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDb(connectionString: string, maxConnections: number): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'sika-server',
  });
  // A dropped idle connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    async close() {
      // Kysely ends the pool only if it ever used it; raw pool users (migrations) need the explicit end.
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}
