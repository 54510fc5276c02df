import { sql } from 'kysely';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../db/pool.ts';
import type { ReadLedger } from '../http/health.ts';

const DEPOSIT_STATES: Record<number, string> = {
  1: 'created',
  2: 'pending',
  3: 'success',
  4: 'failed',
  5: 'expired',
};
const PAYOUT_STATES: Record<number, string> = { 1: 'created', 2: 'processing', 3: 'success', 4: 'failed' };

/**
 * What the database says about the money, read afresh at every scrape into a registry of its own (so a
 * label that vanished is not reported stale). Every instance reports the same values: aggregate with
 * max(), not sum(). The order counts group whole tables, fine for a scrape every 15 s or more.
 */
export async function moneyGauges(db: Db, now: Date, readLedger: ReadLedger): Promise<Registry> {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });

  const deposits = gauge('sika_deposit_orders', 'Deposit orders by provider and state', [
    'provider',
    'state',
  ]);
  const depositMinor = gauge('sika_deposit_orders_amount_minor', 'Their amounts', ['provider', 'state']);
  for (const row of await ordersBy(db, 'deposit_orders', 'amount_minor')) {
    const labels = { provider: row.provider, state: DEPOSIT_STATES[row.state] ?? String(row.state) };
    deposits.set(labels, row.n);
    depositMinor.set(labels, row.minor);
  }
  const payouts = gauge('sika_payout_orders', 'Withdrawal payouts by provider and state', [
    'provider',
    'state',
  ]);
  const payoutMinor = gauge('sika_payout_orders_amount_minor', 'Their amounts (money)', [
    'provider',
    'state',
  ]);
  for (const row of await ordersBy(db, 'withdraw_orders', 'money_minor')) {
    const labels = { provider: row.provider, state: PAYOUT_STATES[row.state] ?? String(row.state) };
    payouts.set(labels, row.n);
    payoutMinor.set(labels, row.minor);
  }

  const backlog = gauge(
    'sika_reconciliation_backlog',
    'Orders whose status query is due now and not yet made, by kind (deposit | payout)',
    ['kind'],
  );
  const oldest = gauge(
    'sika_reconciliation_oldest_due_seconds',
    'How long the longest-waiting due order has waited, by kind',
    ['kind'],
  );
  const review = gauge('sika_orders_flagged_for_review', 'Orders a person must look at, by kind', ['kind']);
  for (const [kind, table] of [
    ['deposit', 'deposit_orders'],
    ['payout', 'withdraw_orders'],
  ] as const) {
    const { rows } = await sql<{ due: number; oldest: number | null; flagged: number }>`
      SELECT (SELECT count(*) FROM ${sql.table(table)} WHERE next_check_at <= ${now})::int AS due,
             (SELECT extract(epoch FROM ${now}::timestamptz - min(next_check_at))::float8
                FROM ${sql.table(table)} WHERE next_check_at <= ${now}) AS oldest,
             (SELECT count(*) FROM ${sql.table(table)} WHERE review_reason IS NOT NULL)::int AS flagged`.execute(
      db,
    );
    backlog.set({ kind }, rows[0]?.due ?? 0);
    oldest.set({ kind }, rows[0]?.oldest ?? 0);
    review.set({ kind }, rows[0]?.flagged ?? 0);
  }

  const health = await readLedger(db);
  gauge(
    'sika_ledger_check_ok',
    'The last ledger check: 1 every invariant held, 0 a breach, -1 not checked yet',
  ).set(health.state === 'ok' ? 1 : health.state === 'breach' ? 0 : -1);
  gauge('sika_ledger_check_timestamp_seconds', 'When the last ledger check ran (0: never)').set(
    health.checkedAt ? health.checkedAt.getTime() / 1000 : 0,
  );
  return registry;
}

async function ordersBy(db: Db, table: 'deposit_orders' | 'withdraw_orders', amount: string) {
  const { rows } = await sql<{ provider: string; state: number; n: number; minor: number }>`
    SELECT provider, state, count(*)::int AS n, coalesce(sum(${sql.ref(amount)}), 0)::bigint AS minor
    FROM ${sql.table(table)} GROUP BY provider, state`.execute(db);
  return rows;
}
