import path from 'node:path';
import type { Config } from '../config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { createDb, type DbHandle } from './pool.ts';

export interface Database {
  handle: DbHandle;
  /** The application role's URL (pg-boss connects with it too). */
  connectionString: string;
  embedded: EmbeddedPostgres | null;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrates before returning, as
 * the schema's owner (MIGRATION_DATABASE_URL, or the embedded owner role), then serves as the application
 * role (docs/operations.md, Least privilege).
 */
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
  const migrationString = embedded?.migrationConnectionString ?? config.MIGRATION_DATABASE_URL;
  const handle = createDb(connectionString, config.DB_POOL_MAX);
  try {
    const appRole = await currentRole(handle);
    if (migrationString) {
      const owner = createDb(migrationString, 1);
      try {
        const ownerRole = await currentRole(owner);
        await migrate(owner.pool, log, { applicationRole: ownerRole === appRole ? undefined : appRole });
      } finally {
        await owner.close();
      }
    } else {
      await migrate(handle.pool, log);
    }
    await warnIfPrivileged(handle, log);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, embedded, connectionString };
}

async function currentRole(handle: DbHandle): Promise<string> {
  const { rows } = await handle.pool.query<{ role: string }>('SELECT current_user AS role');
  return rows[0]!.role;
}

/** An operator who gave one all-powerful URL is told so at every start: it can disable the ledger's triggers. */
async function warnIfPrivileged(handle: DbHandle, log: (line: string) => void) {
  const { rows } = await handle.pool.query<{ superuser: boolean; owner: boolean }>(
    `SELECT rolsuper AS superuser,
            pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'wallet_entries'::regclass), 'USAGE') AS owner
     FROM pg_roles WHERE rolname = current_user`,
  );
  const role = rows[0];
  if (role?.superuser || role?.owner)
    log(
      'WARNING: DATABASE_URL connects as a superuser or the owner of the ledger tables; give the server an ' +
        'application role and migrations MIGRATION_DATABASE_URL (docs/operations.md, Least privilege)',
    );
}
