import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin-routes.ts';
import { airtelSpecs, registerAirtelRoutes } from './airtel/routes.ts';
import type { PaysimConfig } from './config.ts';
import { registerB2cRoutes } from './daraja/b2c.ts';
import { b2cSpec, stkSpec } from './daraja/bodies.ts';
import { registerDarajaOAuth } from './daraja/common.ts';
import { registerStkRoutes } from './daraja/stk.ts';
import { registerEfiRoutes } from './efi/routes.ts';
import { efiSpecs } from './efi/webhooks.ts';
import { Engine } from './engine.ts';
import { mtnCollectionSpec, mtnDisbursementSpec } from './mtn/bodies.ts';
import { registerMtnRoutes } from './mtn/routes.ts';
import { orangeSpecs, registerOrangeRoutes } from './orange/routes.ts';
import { PROMPTS_PAGE } from './page.ts';
import { registerPaystackRoutes } from './paystack/routes.ts';
import { paystackSpecs } from './paystack/webhooks.ts';
import { TokenStore } from './tokens.ts';

export interface Paysim {
  app: FastifyInstance;
  engine: Engine;
  tokens: TokenStore;
}

export interface BuildOptions {
  logger?: boolean;
  /** A clock for tests; defaults to Date.now. */
  nowMs?: () => number;
}

/** Builds the simulator: provider routes (MTN, Daraja), the payer's page, and the /_sim control routes. */
export function buildApp(config: PaysimConfig, options: BuildOptions = {}): Paysim {
  const nowMs = options.nowMs ?? Date.now;
  const app = Fastify({
    logger: options.logger ? { name: 'paysim' } : false,
    // Callers use keep-alive; a simulator that is told to stop must not wait for their sockets.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const engine = new Engine(structuredClone(config.settings), nowMs);
  const tokens = new TokenStore(nowMs);
  for (const spec of [mtnCollectionSpec, mtnDisbursementSpec, stkSpec, b2cSpec]) engine.register(spec);
  for (const spec of airtelSpecs(config.airtel)) engine.register(spec);
  for (const spec of paystackSpecs(config.paystack)) engine.register(spec);
  for (const spec of orangeSpecs) engine.register(spec);
  for (const spec of efiSpecs()) engine.register(spec);

  registerMtnRoutes(app, engine, tokens, config.mtn);
  const darajaCtx = { engine, tokens, credentials: config.daraja };
  registerDarajaOAuth(app, darajaCtx);
  registerStkRoutes(app, darajaCtx);
  registerB2cRoutes(app, darajaCtx);
  registerAirtelRoutes(app, engine, tokens, config.airtel);
  registerPaystackRoutes(app, engine, config.paystack, () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  registerOrangeRoutes(app, engine, tokens, config.orange);
  registerEfiRoutes(app, engine, tokens, config.efi, () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  registerAdminRoutes(app, engine, tokens, config.settings);
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PROMPTS_PAGE));

  app.addHook('onClose', async () => engine.close());
  return { app, engine, tokens };
}

export interface RunningPaysim extends Paysim {
  /** Base URL, e.g. http://127.0.0.1:43121 */
  url: string;
  close(): Promise<void>;
}

/** Builds and listens (port 0 picks a free port): the way tests run the simulator in-process. */
export async function startPaysim(config: PaysimConfig, options: BuildOptions = {}): Promise<RunningPaysim> {
  const sim = buildApp(config, options);
  await sim.app.listen({ host: config.host, port: config.port });
  const address = sim.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return { ...sim, url: `http://${host}:${port}`, close: () => sim.app.close() };
}
