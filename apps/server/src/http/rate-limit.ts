import { sql } from 'kysely';
import type { Db } from '../db/pool.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:1.2.3.4`. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * A fixed-window counter in PostgreSQL, so every server instance shares the same count (no Redis needed,
 * ARCHITECTURE.md). One statement: insert or increment, and read the new count.
 * Throws RATE_LIMITED with Retry-After once the window's limit is passed.
 */
export async function hitRateLimit(db: Db, rule: RateRule, now: Date = new Date()): Promise<void> {
  const windowStartMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const { rows } = await sql<{ hits: number }>`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${rule.bucket}, ${new Date(windowStartMs)}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits`.execute(db);
  const hits = rows[0]?.hits ?? 0;
  if (hits > rule.limit) {
    const retryAfterS = Math.max(1, Math.ceil((windowStartMs + rule.windowMs - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterS) } });
  }
}

/** Old windows are useless; the cleanup job deletes them. */
export async function deleteExpiredRateWindows(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute();
}

/** Deletes rate-limit windows older than a day (the longest window is an hour). */
export const rateLimitCleanupJob = {
  name: 'rate-limit-cleanup',
  cron: '17 * * * *',
  async run(ctx: { db: Db; now(): Date }) {
    await deleteExpiredRateWindows(ctx.db, new Date(ctx.now().getTime() - 86_400_000));
  },
};
