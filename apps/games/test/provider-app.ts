import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type FakeOperatorWallet, startFakeOperatorWallet } from '../src/testing/fake-operator-wallet.ts';
import { createWalletClient } from '../src/wallet-client.ts';
import { providerDatabase } from './database.ts';

/** The shared secret of the operator's and the provider's signed calls in these tests. */
export const PROVIDER_TEST_SECRET = 'provider-test-secret-0123456789';

export interface ProviderApp {
  /** The fake operator wallet the provider calls over real HTTP. */
  operator: FakeOperatorWallet;
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof providerDatabase>>;
  close(): Promise<void>;
}

/** The games provider on a fresh database of its own, talking to a fake operator wallet (retries 1 ms apart). */
export async function startProviderApp(): Promise<ProviderApp> {
  const operator = await startFakeOperatorWallet(PROVIDER_TEST_SECRET);
  const config = loadConfig({ WALLET_API_URL: operator.url, WALLET_API_SECRET: PROVIDER_TEST_SECRET });
  const wallet = createWalletClient({
    baseUrl: operator.url,
    secret: PROVIDER_TEST_SECRET,
    timeoutMs: 5000,
    retry: { baseDelayMs: 1 },
  });
  const database = await providerDatabase();
  const app = await buildApp({ config, db: database.db, wallet, distDir: '/nonexistent' });
  return {
    operator,
    app,
    database,
    async close() {
      await app.close();
      await operator.close();
      await database.close();
    },
  };
}
