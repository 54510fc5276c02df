import path from 'node:path';
import type { Config } from '../config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { createDb, type DbHandle } from './pool.ts';

export interface Database {
  handle: DbHandle;
  connectionString: string;
  embedded: EmbeddedPostgres | null;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrates before returning. */
export async function connectDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.resolve(config.DATA_DIR),
        port: config.EMBEDDED_PG_PORT,
        database: 'sika',
        log,
      });
  const connectionString = config.DATABASE_URL ?? embedded!.connectionString;
  const handle = createDb(connectionString, config.DB_POOL_MAX);
  await migrate(handle.pool, log);
  return { handle, embedded, connectionString };
}
