/**
 * For the scripts that run the provider on its own (screenshots, the bridge check): a throwaway embedded
 * PostgreSQL in a temp dir (the server's embedded cluster code), with the provider's database in it.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeEmbeddedData, startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { openProviderDatabase } from '../src/db/database.ts';

export async function temporaryProviderDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-games-pg-'));
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const pg = await startEmbeddedPostgres({ dataDir, port, database: 'postgres' });
  const db = await openProviderDatabase(pg.superuserConnectionString.replace(/\/postgres$/, '/sika_games'));
  return {
    db,
    async close() {
      await db.end();
      await pg.stop('immediate');
      removeEmbeddedData(dataDir);
    },
  };
}
