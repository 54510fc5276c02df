import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * What this process counted since it started (docs/operations.md, Watching the money): each instance
 * reports its own, and Prometheus sums them across instances (sum(rate(...))). What the database knows
 * (orders by state, backlogs) is read at scrape time instead: see money-gauges.ts.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'sika_' });

const transfers = new Counter({
  name: 'sika_wallet_transfers_total',
  help: 'Ledger transfers written by this instance (replays not counted), by kind and phase',
  labelNames: ['kind', 'phase'],
  registers: [processRegistry],
});

const amounts = new Counter({
  name: 'sika_wallet_transfer_amount_minor_total',
  help: 'Minor units moved by those transfers (the sum of their credit entries), by kind and asset',
  labelNames: ['kind', 'asset'],
  registers: [processRegistry],
});

const jobRuns = new Counter({
  name: 'sika_job_runs_total',
  help: 'Runs of the scheduled jobs in this instance, by job and outcome (ok | failed)',
  labelNames: ['job', 'outcome'],
  registers: [processRegistry],
});

const httpDuration = new Histogram({
  name: 'sika_http_request_duration_seconds',
  help: 'API latency by route (the route pattern, so labels stay few), method and status',
  labelNames: ['route', 'method', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/**
 * A transfer the wallet wrote. Counted when the wallet function returns: a caller's transaction that
 * rolls back afterwards leaves the count one too high, which a rate cannot tell and the ledger check
 * (the audit of record) does not rely on.
 */
export function countTransfer(
  kind: string,
  phase: string,
  entries: { asset: string; amountMinor: number }[],
) {
  transfers.inc({ kind, phase });
  const credited = new Map<string, number>();
  for (const entry of entries)
    if (entry.amountMinor > 0)
      credited.set(entry.asset, (credited.get(entry.asset) ?? 0) + entry.amountMinor);
  for (const [asset, minor] of credited) amounts.inc({ kind, asset }, minor);
}

export function countJobRun(job: string, outcome: 'ok' | 'failed') {
  jobRuns.inc({ job, outcome });
}

export function observeRequest(route: string, method: string, status: number, seconds: number) {
  httpDuration.observe({ route, method, status: String(status) }, seconds);
}
