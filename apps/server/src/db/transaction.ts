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
  return retrying(() => db.transaction().execute(work));
}

/**
 * Runs one statement that is a whole transaction (autocommit: a server-side function doing the unit's
 * work), retried as `inTransaction` retries. Inside a caller's transaction it runs once: an error aborts
 * that transaction, and the caller's `inTransaction` retries the whole unit.
 */
export async function inOneStatement<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : retrying(() => work(db));
}

async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + randomInt(10)));
    }
  }
}
