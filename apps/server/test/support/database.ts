import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/pool.ts';

/**
 * A database of its own for one test file, cloned from the migrated template (fast: a file copy).
 * The handle connects as the application role, as the server does; `ownerUrl` is the schema owner's, for
 * the few tests that need more than rows. The clone is dropped when the handle is closed.
 */
export async function createTestDatabase(
  maxConnections = 20,
): Promise<DbHandle & { url: string; ownerUrl: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')} OWNER sika_owner`,
  );
  const url = inject('pgAppUrl').replace(/\/postgres$/, `/${name}`);
  const handle = createDb(url, maxConnections);
  return {
    ...handle,
    url,
    ownerUrl: inject('pgOwnerUrl').replace(/\/postgres$/, `/${name}`),
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  // Cloning a template needs it to have no other sessions: retry briefly if a clone is in progress.
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end();
    }
  }
}
