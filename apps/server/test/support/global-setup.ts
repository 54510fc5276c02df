import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_ROLES, removeEmbeddedData, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createDb } from '../../src/db/pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser, on the `postgres` database: creates and drops the clones. */
    pgAdminUrl: string;
    /** The application and owner roles, on the `postgres` database: swap the name for a clone's. */
    pgAppUrl: string;
    pgOwnerUrl: string;
    templateDatabase: string;
  }
}

export const TEMPLATE_DATABASE = 'sika_template';

/**
 * One real PostgreSQL for the whole run (ARCHITECTURE.md, Tests): a fresh cluster in a temp dir on a free
 * port, with a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-test-pg-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port, database: TEMPLATE_DATABASE });
  // As the server does it: the owner role migrates and grants the application role its rows.
  const handle = createDb(pg.migrationConnectionString, 2);
  await migrate(handle.pool, undefined, { applicationRole: EMBEDDED_ROLES.app.name });
  await handle.close();
  // No session may stay on a template while it is cloned; this also keeps autovacuum workers out of it.
  const admin = createDb(pg.superuserConnectionString, 1);
  await admin.pool.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await admin.close();
  project.provide('pgAdminUrl', pg.superuserConnectionString);
  project.provide('pgAppUrl', pg.connectionString.replace(/\/[^/]+$/, '/postgres'));
  project.provide('pgOwnerUrl', pg.migrationConnectionString.replace(/\/[^/]+$/, '/postgres'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await pg.stop('immediate');
    removeEmbeddedData(dataDir);
  };
}

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
