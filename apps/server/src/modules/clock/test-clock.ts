import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/**
 * The test clock (non-production only; docs/rewards.md): the server's clock runs `offset` ahead of the
 * base clock, so an end-to-end journey can sign in on day 1 and again on day 2. The offset lives in the
 * database so every instance agrees; each request refreshes it (only when the test clock is on).
 */
export interface TestClock {
  now(): Date;
  offsetMs(): number;
  refresh(db: Db): Promise<void>;
  advance(db: Db, ms: number): Promise<void>;
  reset(db: Db): Promise<void>;
}

export function createTestClock(base: () => Date): TestClock {
  let offset = 0;
  const read = async (db: Db) => {
    const { rows } = await sql<{ offset_ms: number }>`SELECT offset_ms FROM test_clock`.execute(db);
    offset = rows[0]?.offset_ms ?? 0;
  };
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    refresh: read,
    async advance(db, ms) {
      await sql`
        INSERT INTO test_clock (singleton, offset_ms) VALUES (true, ${ms})
        ON CONFLICT (singleton) DO UPDATE SET offset_ms = test_clock.offset_ms + ${ms}`.execute(db);
      await read(db);
    },
    async reset(db) {
      await sql`DELETE FROM test_clock`.execute(db);
      await read(db);
    },
  };
}
