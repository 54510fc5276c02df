import { createServer } from 'node:net';
import { type RunningPaysim, type SettingsPatch, startTestPaysim } from '@sika/paysim';
import { expect } from 'vitest';
import { seedDemoContent } from '../../src/db/seed.ts';
import { callbacksSettled } from '../../src/modules/payments/index.ts';
import { checkLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * A market as `MARKET=XX npm start` makes it on a fresh database: every demo seeder run, the real app on a
 * real port and the payment simulator in-process, calling back both the per-payment URLs (MTN) and the one
 * application URL Airtel is configured with.
 */
export interface MarketHarness {
  t: TestApp;
  sim: RunningPaysim;
  configure(patch: SettingsPatch): Promise<void>;
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startMarket(market: string, env: Record<string, string> = {}): Promise<MarketHarness> {
  const port = await freePort();
  const sim = await startTestPaysim({
    behaviour: {
      callbackTimeoutMs: 15_000,
      airtelCallbackUrl: `http://127.0.0.1:${port}/hooks/airtel-money/callback`,
    },
  });
  const t = await createTestApp({
    MARKET: market,
    PAYSIM_URL: sim.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
    KYC_AUTO_APPROVE_MARKETS: market,
    ...env,
  });
  await t.app.listen({ host: '127.0.0.1', port });
  await seedDemoContent(t.ctx);
  return {
    t,
    sim,
    async configure(patch) {
      const response = await fetch(`${sim.url}/_sim/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      expect(response.status).toBe(200);
    },
    async settled() {
      await sim.engine.flush();
      await callbacksSettled();
    },
    async close() {
      await sim.engine.flush();
      await callbacksSettled();
      await sim.close();
      await t.close();
    },
  };
}

export async function expectLedgerHealthy(t: TestApp) {
  const report = await checkLedger(t.ctx.db);
  expect(report.breaches).toEqual([]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
