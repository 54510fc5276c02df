import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createDb } from '../../src/db/pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
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
  const handle = createDb(pg.connectionString, 2);
  await migrate(handle.pool);
  await handle.close();
  // No session may stay on a template while it is cloned; this also keeps autovacuum workers out of it.
  const admin = createDb(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, 1);
  await admin.pool.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await admin.close();
  project.provide('pgAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await pg.stop('immediate');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
