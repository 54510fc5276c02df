import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { connectDatabase } from '../../db/connect.ts';
import type { Db } from '../../db/pool.ts';

/**
 * The database for an operator command, found the way main.ts finds it (DATABASE_URL, else the embedded
 * cluster under DATA_DIR). An embedded cluster that was already running (a live server) is left running;
 * one this command had to start is stopped again.
 */
export async function openOperatorDatabase(config: Config, log: (line: string) => void) {
  const pidFile = path.resolve(config.DATA_DIR, 'pg', 'postmaster.pid');
  const wasRunning = config.DATABASE_URL !== undefined || existsSync(pidFile);
  const database = await connectDatabase(config, log);
  return {
    db: database.handle.db as Db,
    async close() {
      await database.handle.close();
      if (!wasRunning) await database.embedded?.stop();
    },
  };
}
