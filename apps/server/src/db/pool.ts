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

/**
 * Statements sent again and again are prepared once per connection (issue 21, docs/performance.md): a
 * text with parameters, once this process has sent it PREPARE_AFTER times, goes as a named statement
 * (its name: the order in which texts became prepared), so PostgreSQL parses and plans it once per
 * connection instead of at every call, and picks a generic plan when that costs no more. At most
 * MAX_PREPARED texts are prepared (each backend keeps a plan per text); texts beyond, and statements
 * without parameters (BEGIN, COMMIT), go as before. Kysely's queries and `pool.query(text, values)` alike.
 */
const PREPARE_AFTER = 2;
const MAX_PREPARED = 400;
/** Texts counted before they are prepared, at most: beyond, a text not yet counted is never prepared. */
const MAX_COUNTED = 10_000;
const texts = new Map<string, number | string>(); // times sent, or the statement name once prepared
let preparedCount = 0;

function statementName(text: string): string | undefined {
  const known = texts.get(text);
  if (typeof known === 'string') return known;
  if (known === undefined && texts.size >= MAX_COUNTED) return undefined;
  const times = (known ?? 0) + 1;
  if (times < PREPARE_AFTER || preparedCount >= MAX_PREPARED) {
    texts.set(text, times);
    return undefined;
  }
  const name = `sika_${++preparedCount}`;
  texts.set(text, name);
  return name;
}

/**
 * A prepared statement whose result columns changed under it (a migration by another server instance
 * altered its table) fails with "cached plan must not change result type" on every connection that
 * prepared it. That call fails; the text then gets a new name, so every connection prepares it afresh.
 */
function renamePrepared(text: string, failedName: string) {
  if (texts.get(text) !== failedName) return; // renamed already by another connection's failure
  if (preparedCount >= MAX_PREPARED) {
    texts.set(text, PREPARE_AFTER - 1); // counted again, and no longer prepared once the cap is reached
    return;
  }
  texts.set(text, `sika_${++preparedCount}`);
}

class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this forwards them all.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name) {
        return (super.query({ name, text, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
          if ((error as { code?: string }).code === '0A000') renamePrepared(text, name);
          throw error;
        });
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (super.query as (...a: any[]) => any)(...args);
  }
}

export function createDb(connectionString: string, maxConnections: number): DbHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
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
