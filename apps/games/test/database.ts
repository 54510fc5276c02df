import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openProviderDatabase, type Pool } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The integration run's PostgreSQL superuser (apps/server/test/support/global-setup.ts). */
    pgAdminUrl: string;
  }
}

/**
 * A fresh provider database for one test file, in the integration run's PostgreSQL (the server's global
 * setup starts it), migrated by the provider itself as at start. Dropped on close.
 */
export async function providerDatabase(): Promise<{ url: string; db: Pool; close(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const url = adminUrl.replace(/\/postgres$/, `/games_${randomBytes(6).toString('hex')}`);
  const db = await openProviderDatabase(url);
  return {
    url,
    db,
    async close() {
      await db.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
