import type { ServerContext } from '../../context.ts';
import { checkPayout } from './check-payout.ts';
import { claimDueOrders } from './order-repository.ts';

const BATCH = 50;
/** A claimed order is not claimed again for this long, even if its check crashed half-way. */
const LEASE_MS = 2 * 60_000;

/**
 * One pass over every open withdrawal that is due (checklist M16): sends what was never sent, asks the
 * provider about the rest and settles what it confirms; what is still open gets its next check, and what
 * is past its deadline is escalated. Nothing is ever voided for lack of an answer. Safe to run in several
 * instances at once (claims skip locked rows) and together with callbacks (settlement is idempotent).
 * Returns the number of orders checked.
 */
export async function reconcileWithdrawals(ctx: ServerContext): Promise<number> {
  let checked = 0;
  for (;;) {
    const due = await claimDueOrders(ctx.db, ctx.now(), LEASE_MS, BATCH);
    for (const order of due) {
      try {
        await checkPayout(ctx, order.id, 'job', order.check_count);
      } catch (error) {
        // One order's trouble (a provider down, a bug) must not stop the others; it is due again after the lease.
        ctx.log.error({ err: error, orderId: order.id }, 'withdrawal check failed');
      }
    }
    checked += due.length;
    if (due.length < BATCH) return checked;
  }
}

export const reconcileWithdrawalsJob = {
  name: 'withdrawals-reconcile',
  cron: '* * * * *',
  async run(ctx: ServerContext) {
    await reconcileWithdrawals(ctx);
  },
};
