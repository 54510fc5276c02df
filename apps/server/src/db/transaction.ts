import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from './pool.ts';
import type { DB as Database } from './schema.gen.ts';

export type Tx = Transaction<Database>;

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction, retrying on serialization failures and deadlocks so that they never
 * reach a player as an error (reliability checklist M11). `work` must be safe to run again.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + randomInt(10)));
    }
  }
}
