import type { ServerContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/index.ts';
import { checkDeposit } from './check-deposit.ts';
import { claimDueOrders } from './order-repository.ts';

/** Orders taken per run, and status queries in flight at once (the providers' rate limits are modest). */
const BATCH = 200;
const PARALLEL = 8;
/** A claimed order nobody finished (the instance died) is taken again after this. */
const LEASE_MS = 5 * 60_000;

export interface ReconcileReport {
  checked: number;
  byState: Record<number, number>;
  errors: number;
}

/**
 * The safety net under callbacks (checklist M16, docs/payments.md): every order that is due is asked
 * about with the provider's status query, with backoff (15 s … 10 min), until it settles; an order that
 * never completes expires after 30 min and is still asked about every 30 min for 24 h, so a late success
 * is credited. Also expires pay-hall orders nobody started. Safe to run anywhere, any number of times:
 * orders are claimed with SKIP LOCKED and every move is idempotent.
 */
export async function reconcilePayments(ctx: ServerContext): Promise<ReconcileReport> {
  const now = ctx.now();
  const ids = await claimDueOrders(ctx.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  const report: ReconcileReport = { checked: 0, byState: {}, errors: 0 };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        const order = await checkDeposit(ctx, id, 'job');
        report.checked++;
        report.byState[order.state] = (report.byState[order.state] ?? 0) + 1;
      } catch (error) {
        // The lease brings it back in 5 minutes.
        report.errors++;
        ctx.log.error({ err: error, orderId: id }, 'reconciliation of a deposit failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  if (ids.length > 0) ctx.log.info({ job: 'reconcile-payments', ...report }, 'deposits reconciled');
  return report;
}

export const reconcilePaymentsJob: ScheduledJob = {
  name: 'reconcile-payments',
  cron: '* * * * *',
  async run(ctx) {
    await reconcilePayments(ctx);
  },
};
