import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ScheduledJob } from '../../jobs/index.ts';
import { lockExpired } from './bonus-repository.ts';
import { removeBonus } from './settle-bonus.ts';

const BATCH = 100;

/**
 * Removes every active bonus past its expiry: its hold is voided (the money goes back to the offer's
 * promotion account) with its state, per batch in one transaction. Safe to run twice or on every instance
 * at once: rows are locked and skipped by a concurrent run, and a settled bonus is no longer active.
 * Returns how many were removed.
 */
export async function expireBonuses(ctx: ServerContext, now: Date = ctx.now()): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await inTransaction(ctx.db, async (tx) => {
      const due = await lockExpired(tx, now, BATCH);
      for (const bonus of due) await removeBonus(tx, bonus, 'expired', now, null);
      return due.length;
    });
    total += removed;
    if (removed < BATCH) return total;
  }
}

/** Every minute: bonuses whose time ran out are removed. */
export const expireBonusesJob: ScheduledJob = {
  name: 'expire-bonuses',
  cron: '* * * * *',
  async run(ctx) {
    const expired = await expireBonuses(ctx);
    if (expired > 0) ctx.log.info({ job: 'expire-bonuses', expired }, 'expired bonuses removed');
  },
};
