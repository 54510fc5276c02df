/**
 * Builds the provider's HTTP service: the page API, the game pages, and the background jobs (settlement
 * retries, session sweep). Testable with `app.inject`; `main.ts` listens.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GamesConfig } from './config.ts';
import type { Pool } from './db/database.ts';
import { ProviderError } from './provider/errors.ts';
import { registerOperatorRoutes } from './provider/operator-routes.ts';
import { registerPages } from './provider/pages.ts';
import { registerApiRoutes } from './provider/routes.ts';
import { SettlementQueue } from './provider/settlement-queue.ts';
import { ProviderStore } from './provider/store.ts';
import { createWalletClient, type WalletClient } from './wallet-client.ts';

export interface BuildAppOptions {
  config: GamesConfig;
  /** The provider's database (openProviderDatabase); the app does not close it. */
  db: Pool;
  /** Defaults to a client of `config.walletApiUrl`. */
  wallet?: WalletClient;
  distDir?: string;
  logger?: boolean;
  sweepIntervalMs?: number;
  settlementRetryIntervalMs?: number;
}

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Named, so that `npm start`'s one stream of pino lines says which service wrote each.
  const app = Fastify({ logger: options.logger ? { name: 'games' } : false, bodyLimit: 16 * 1024 });
  const wallet =
    options.wallet ??
    createWalletClient({
      baseUrl: config.walletApiUrl,
      secret: config.walletApiSecret,
      timeoutMs: config.walletApiTimeoutMs,
    });
  const queue = new SettlementQueue(options.db, wallet, {
    log: (message) => app.log.warn(message),
    retryIntervalMs: options.settlementRetryIntervalMs,
  });
  const store = new ProviderStore({ db: options.db, client: wallet, queue });

  // One error handler: expected failures keep their code; anything else is a 500 without details.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ProviderError) {
      const body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.balance === undefined ? {} : { balance: error.balance }),
          ...(error.reason === undefined ? {} : { reason: error.reason }),
        },
      };
      return reply.code(error.status).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: 'INVALID_REQUEST', message: (error as Error).message } });
    }
    request.log.error(error);
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'internal error' } });
  });

  app.get('/health', async () => ({ ok: true, pendingSettlements: await queue.size() }));
  registerApiRoutes(app, store);
  await registerOperatorRoutes(app, options.db, config.walletApiSecret);
  await registerPages(app, options.distDir ?? DEFAULT_DIST_DIR, config.operatorOrigins);

  // What a previous run left undelivered goes out now, then every retry interval.
  queue.start();
  void queue.drain();
  const sweep = setInterval(
    () => void store.sweep().catch((error) => app.log.error(error, 'sweep failed')),
    options.sweepIntervalMs ?? 60_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await queue.stop();
  });
  return app;
}
