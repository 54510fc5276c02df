import type { ServerContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/index.ts';
import { checkLedger, type LedgerReport } from './check-ledger.ts';
import type { Executor } from './write-path.ts';

export interface LedgerHealth {
  state: 'ok' | 'breach' | 'unchecked';
  checkedAt: Date | null;
  /** The broken invariants of the last check, with example rows. */
  breaches: unknown;
}

/**
 * Audits the whole ledger (check-ledger.ts) and records the outcome, which every instance then reports
 * (ledgerHealth). A breach is logged at error level with its examples: money is wrong somewhere, and a
 * person must look before the next hour's check.
 */
export async function runLedgerCheck(ctx: Pick<ServerContext, 'db' | 'log' | 'now'>): Promise<LedgerReport> {
  const startedAt = performance.now();
  const report = await checkLedger(ctx.db);
  const durationMs = Math.round(performance.now() - startedAt);
  await ctx.db
    .insertInto('wallet_ledger_checks')
    .values({
      checked_at: ctx.now(),
      ok: report.ok,
      breaches: JSON.stringify(report.breaches),
      counts: JSON.stringify(report.counts),
      duration_ms: durationMs,
    })
    .execute();
  if (report.ok) ctx.log.info({ job: 'ledger-check', counts: report.counts, durationMs }, 'ledger check: ok');
  else
    ctx.log.error(
      { job: 'ledger-check', breaches: report.breaches, counts: report.counts, durationMs },
      `ledger check: BREACH of ${report.breaches.map((b) => b.invariant).join('; ')}`,
    );
  return report;
}

/** The newest recorded check. */
export async function ledgerHealth(db: Executor): Promise<LedgerHealth> {
  const row = await db
    .selectFrom('wallet_ledger_checks')
    .select(['ok', 'checked_at', 'breaches'])
    .orderBy('checked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { state: 'unchecked', checkedAt: null, breaches: [] };
  return { state: row.ok ? 'ok' : 'breach', checkedAt: row.checked_at, breaches: row.breaches };
}

/** Hourly: the audit reads every entry, so not more often (docs/operations.md, Watching the money). */
export const ledgerCheckJob: ScheduledJob = {
  name: 'ledger-check',
  cron: '7 * * * *',
  async run(ctx) {
    await runLedgerCheck(ctx);
  },
};
