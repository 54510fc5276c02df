import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES, markets } from '@sika/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import type { Db } from './db/pool.ts';
import { registerDocs } from './http/docs.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { type Lifecycle, registerHealth } from './http/health.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/web-app.ts';
import { appRoutes } from './modules/app-info/index.ts';
import { authRoutes, outboxSmsGateway, type SmsGateway } from './modules/auth/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { lobbyRoutes, walletApiRoutes } from './modules/games/index.ts';
import { kycRoutes } from './modules/kyc/index.ts';
import { messageRoutes } from './modules/messages/index.ts';
import { optionRoutes } from './modules/options/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { playerRoutes } from './modules/players/index.ts';
import { selfExclusionRoutes } from './modules/self-exclusion/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { withdrawalRoutes } from './modules/withdrawals/index.ts';

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
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: FILE_MAX_BYTES + 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: FILE_MAX_BYTES, files: 3, fields: 50 },
  });
  await registerDocs(app);
  installErrorHandler(app);
  installSecurityHeaders(app, new URL(config.GAMES_PUBLIC_URL).origin);

  const lifecycle = deps.lifecycle ?? { draining: false };
  const ctx: ServerContext = {
    config,
    db: deps.db,
    market: markets[config.MARKET],
    log: app.log,
    now: deps.now ?? (() => new Date()),
    sms: deps.sms ?? outboxSmsGateway(deps.db, app.log),
  };

  registerHealth(app, deps.db, lifecycle);
  appRoutes(app, ctx);
  authRoutes(app, ctx);
  playerRoutes(app, ctx);
  walletRoutes(app, ctx);
  optionRoutes(app, ctx);
  await contentRoutes(app, ctx);
  messageRoutes(app, ctx);
  selfExclusionRoutes(app, ctx);
  lobbyRoutes(app, ctx);
  await walletApiRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  kycRoutes(app, ctx);
  await withdrawalRoutes(app, ctx);
  await serveWebApp(app, config.WEB_DIST_DIR);
  return { app, ctx, lifecycle };
}
