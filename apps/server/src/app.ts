import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { markets } from '@sika/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import type { Db } from './db/pool.ts';
import { registerDocs } from './http/docs.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { type Lifecycle, registerHealth } from './http/health.ts';
import { installRevalidation } from './http/revalidation.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { serveWebApp } from './http/web-app.ts';
import { observeRequest } from './metrics/index.ts';
import { rewardsRoutes } from './modules/activities/index.ts';
import { adminRoutes, serveAdminApp } from './modules/admin/index.ts';
import { appRoutes } from './modules/app-info/index.ts';
import { authRoutes, verifyPassword } from './modules/auth/index.ts';
import { bonusRoutes } from './modules/bonus/index.ts';
import { createTestClock, testClockRoutes } from './modules/clock/index.ts';
import { contentRoutes, pageLanguage } from './modules/content/index.ts';
import { drawRoutes } from './modules/draws/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { lobbyRoutes, lostSince, readLobby, walletApiRoutes } from './modules/games/index.ts';
import { kycRoutes } from './modules/kyc/index.ts';
import { mallRoutes } from './modules/mall/index.ts';
import { messageRoutes } from './modules/messages/index.ts';
import { optionRoutes } from './modules/options/index.ts';
import { depositedSince, paymentRoutes } from './modules/payments/index.ts';
import { findPlayerById, playerRoutes } from './modules/players/index.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/index.ts';
import { vipRoutes } from './modules/vip/index.ts';
import { ledgerHealth, walletRoutes } from './modules/wallet/index.ts';
import { withdrawalRoutes } from './modules/withdrawals/index.ts';
import { outboxSmsGateway, type SmsGateway } from './sms-gateway.ts';

/** The default body limit: every request but the appeal upload is a short form. */
export const REQUEST_BODY_LIMIT = 64 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  now?: () => Date;
  sms?: SmsGateway;
  lifecycle?: Lifecycle;
}

export interface SikaApp {
  app: FastifyInstance;
  ctx: ServerContext;
  lifecycle: Lifecycle;
}

/** Builds the Fastify app: external plugins, then the app's own services, then the routes (fastify/demo order). */
export async function buildApp(deps: AppDeps): Promise<SikaApp> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      name: 'server',
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Requests are small forms; the appeal upload raises its own limit (http/uploads.ts).
    bodyLimit: REQUEST_BODY_LIMIT,
    // Router errors (a bad percent-encoding, a path parameter over maxParamLength) get the envelope too.
    frameworkErrors: answerFrameworkError,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await app.register(formbody);
  if (config.API_DOCS) await registerDocs(app);
  installErrorHandler(app);
  installSecurityHeaders(app, new URL(config.GAMES_PUBLIC_URL).origin);
  installRevalidation(app);
  app.addHook('onResponse', async (request, reply) => {
    observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const lifecycle = deps.lifecycle ?? { draining: false };
  const baseClock = deps.now ?? (() => new Date());
  // One clock for every module; in non-production it may run ahead (TEST_CLOCK, modules/clock).
  const testClock = config.TEST_CLOCK ? createTestClock(baseClock) : null;
  const ctx: ServerContext = {
    config,
    db: deps.db,
    market: markets[config.MARKET],
    log: app.log,
    now: testClock ? testClock.now : baseClock,
    wireNow: baseClock,
    sms: deps.sms ?? outboxSmsGateway(deps.db, app.log),
  };

  registerHealth(app, deps.db, lifecycle, ledgerHealth);
  if (testClock) testClockRoutes(app, ctx, testClock);
  appRoutes(app, ctx);
  authRoutes(app, ctx);
  playerRoutes(app, ctx);
  walletRoutes(app, ctx);
  optionRoutes(app, ctx);
  await contentRoutes(app, ctx);
  messageRoutes(app, ctx);
  responsibleGamingRoutes(app, ctx, {
    depositedSince,
    lostSince,
    checkPassword: async (playerId, password) => {
      const player = await findPlayerById(ctx.db, playerId);
      return player !== undefined && (await verifyPassword(player.password_hash, password));
    },
  });
  lobbyRoutes(app, ctx);
  await walletApiRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  kycRoutes(app, ctx);
  await withdrawalRoutes(app, ctx);
  rewardsRoutes(app, ctx);
  drawRoutes(app, ctx);
  bonusRoutes(app, ctx);
  vipRoutes(app, ctx);
  mallRoutes(app, ctx);
  adminRoutes(app, ctx);
  await serveAdminApp(app, config.ADMIN_DIST_DIR);
  await serveWebApp(app, config.WEB_DIST_DIR, {
    lobby: (lang) => readLobby(ctx, lang, false),
    language: pageLanguage,
  });
  return { app, ctx, lifecycle };
}
