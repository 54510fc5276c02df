import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { installJobSchema } from '../jobs/schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** An arbitrary constant shared by every Sika server: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 741_852_963;

/**
 * Applies the plain `.sql` files of db/migrations in name order, each in its own transaction, once.
 * Numbering leaves room per module: 0001–0099 platform and accounts, 0100 wallet, 0200 payments,
 * 0300 games, 0400 content and lobby, 0500 messages, 0600 withdraw and KYC.
 * Two servers starting together take turns on an advisory lock, so they never collide.
 */
export interface MigrateOptions {
  /**
   * The role the server serves with, when it is not the role migrating (docs/operations.md, Least
   * privilege): it gets the rows of every table, never the tables themselves.
   */
  applicationRole?: string;
}

export async function migrate(
  pool: pg.Pool,
  log?: (line: string) => void,
  options: MigrateOptions = {},
): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Only when missing: even IF NOT EXISTS needs CREATE on the schema, which the application role lacks,
    // and it may check an up-to-date database (a server started without MIGRATION_DATABASE_URL).
    const { rows: found } = await client.query(`SELECT to_regclass('schema_migrations') IS NOT NULL AS ok`);
    if (!found[0]?.ok)
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map<string, string>(
      (await client.query('SELECT name, checksum FROM schema_migrations')).rows.map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    for (const file of migrationFiles()) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(file);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`migration ${file} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          file,
          checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
      log?.(`applied migration ${file}`);
    }
    // Inside the lock: two servers granting at once would fail with "tuple concurrently updated".
    if (options.applicationRole) await grantApplicationRole(client, options.applicationRole);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}

/**
 * Data rights, not schema rights: the application role may read and write rows (the ledger's triggers
 * still refuse what they refuse) but owns no table, so it can neither ALTER them nor DISABLE TRIGGER, and
 * may not create objects in public. TRUNCATE is withheld too. pg-boss creates its tables and a partition
 * per queue at run time, so its schema belongs to the application role: it holds jobs, never money.
 * Re-run at every start, so a table added by a later migration is granted as well.
 */
async function grantApplicationRole(client: pg.PoolClient, role: string) {
  const app = client.escapeIdentifier(role);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${app}`);
  await client.query(`REVOKE CREATE ON SCHEMA public FROM ${app}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`);
  await client.query(`REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM ${app}`);
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
  await installJobSchema(client, role);
}

function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}
