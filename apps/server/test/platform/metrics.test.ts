import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from '../../src/metrics/index.ts';
import { ledgerHealth } from '../../src/modules/wallet/index.ts';
import {
  deposit,
  expectLedgerHealthy,
  newPlayer,
  orderRow,
  type PaymentsHarness,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';

/** Issue 11, watch the money: /metrics on its own port moves when a deposit goes through the simulator. */
let h: PaymentsHarness;
let metrics: MetricsServer;
beforeAll(async () => {
  h = await startPayments();
  metrics = await startMetricsServer(h.t.ctx.db, {
    host: '127.0.0.1',
    port: 0,
    readLedger: ledgerHealth,
    now: () => h.t.clock.now,
  });
});
afterAll(async () => {
  await metrics.close();
  await h.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(metrics.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('counts the deposit: its transfer and amount, the order by provider and state, the API latency', async () => {
    const before = await scrape();
    const player = await newPlayer(h.t);
    const created = await deposit(h.t, player, { payMoney: 2_500, payChannel: 'MTN_MM' });
    expect(created.response.statusCode).toBe(200);
    const { provider } = await orderRow(h.t, created.data.transNo);

    const pending = await scrape();
    expect(sample(pending, 'sika_deposit_orders', { provider, state: 'pending' })).toBe(
      sample(before, 'sika_deposit_orders', { provider, state: 'pending' }) + 1,
    );

    await simAnswer(h, created.data.transNo, 'approve');
    expect((await pollUntilSettled(h.t, player, created.data.transNo)).state).toBe(3);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('sika_wallet_transfers_total', { kind: 'deposit', phase: 'single' })).toBe(1);
    expect(moved('sika_wallet_transfer_amount_minor_total', { kind: 'deposit', asset: 'cash' })).toBe(2_500);
    expect(moved('sika_deposit_orders', { provider, state: 'success' })).toBe(1);
    expect(moved('sika_deposit_orders_amount_minor', { provider, state: 'success' })).toBe(2_500);
    expect(sample(after, 'sika_deposit_orders', { provider, state: 'pending' })).toBe(
      sample(before, 'sika_deposit_orders', { provider, state: 'pending' }),
    );
    expect(
      moved('sika_http_request_duration_seconds_count', {
        route: '/api/account-service/pan-pay/deposit',
        method: 'POST',
        status: '200',
      }),
    ).toBe(1);
    // The gauges an operator alerts on are there, at rest.
    for (const kind of ['deposit', 'payout']) {
      expect(after).toContain(`sika_reconciliation_backlog{kind="${kind}"}`);
      expect(after).toContain(`sika_orders_flagged_for_review{kind="${kind}"} 0`);
    }
    expect(sample(after, 'sika_ledger_check_ok')).toBe(-1);
    await expectLedgerHealthy(h.t);
  });

  it('answers 404 elsewhere: nothing but the metrics on that port', async () => {
    expect((await fetch(metrics.url.replace('/metrics', '/api/docs'))).status).toBe(404);
  });
});
