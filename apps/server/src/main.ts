import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { seedDemoContent } from './db/seed.ts';
import { startJobs } from './jobs/index.ts';
import { scheduledJobs } from './jobs/registry.ts';
import { assertMarketSetup } from './market-setup.ts';
import { startMetricsServer } from './metrics/index.ts';
import { playerEventConsumers } from './modules/activities/index.ts';
import { ensureFirstAdmin } from './modules/admin/index.ts';
import { startDrawRunner } from './modules/draws/index.ts';
import { registerEfiWebhookOf } from './modules/mobile-money/index.ts';
import { startPlayerEventDispatcher } from './modules/outbox/index.ts';
import { ledgerHealth } from './modules/wallet/index.ts';

/**
 * Starts Sika's API server. SIGTERM/SIGINT: stop taking requests (readyz turns 503, new requests get 503),
 * finish the in-flight ones, close the pool, stop the embedded database we started, exit.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // Pino, as Fastify's request log and everything else `npm start` prints: one log format. Start, migrations
  // and stop are always told (tests and operators wait for "Sika is up"); LOG_LEVEL quiets the rest.
  const quiet = ['fatal', 'error', 'warn'].includes(config.LOG_LEVEL);
  const logger = pino({ name: 'server', level: quiet ? 'info' : config.LOG_LEVEL });
  const log = (line: string) => logger.info(line);
  const database = await connectDatabase(config, log);
  const { app, ctx, lifecycle } = await buildApp({ config, db: database.handle.db });
  if (config.SEED_DEMO) await seedDemoContent(ctx);
  // Money must not be half-configured: no channel, a missing option… refuse and say what (issue 20).
  try {
    await assertMarketSetup(ctx, config.SEED_DEMO);
  } catch (error) {
    await database.handle.close();
    await database.embedded?.stop();
    throw error;
  }
  const jobs = config.JOBS_ENABLED ? await startJobs(ctx, database.connectionString, scheduledJobs) : null;
  // Activities see bets and deposits within about a second (docs/player-events.md).
  const dispatcher = config.JOBS_ENABLED
    ? startPlayerEventDispatcher(ctx, playerEventConsumers, config.PLAYER_EVENTS_INTERVAL_MS)
    : null;
  // Draws close, draw and settle within DRAWS_INTERVAL_MS of their time (docs/draws.md).
  const draws = config.JOBS_ENABLED ? startDrawRunner(ctx, config.DRAWS_INTERVAL_MS) : null;
  await app.listen({ host: config.HOST, port: config.PORT });
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsServer(database.handle.db, {
          host: config.METRICS_HOST,
          port: config.METRICS_PORT,
          readLedger: ledgerHealth,
          onError: (error) => ctx.log.error({ err: error }, 'metrics scrape failed'),
        });
  if (metrics) log(`metrics at ${metrics.url}`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const docs = config.API_DOCS ? ` (API docs: http://localhost:${port}/api/docs)` : '';
  log(`Sika is up at http://localhost:${port}${docs} in ${seconds}s`);
  // Brazil: Efí notifies the URL registered on our Pix key; registered now that we answer its test
  // notification, in the background (the status queries credit and pay without the webhook anyway).
  void registerEfiWebhookOf(config).then(
    (result) => {
      if (result?.outcome === 'failed')
        ctx.log.error({ reason: result.reason }, 'Efí webhook not registered');
      else if (result) log(`Efí webhook ${result.outcome}: ${result.webhookUrl}`);
    },
    (error: unknown) => ctx.log.error({ err: error }, 'Efí webhook not registered'),
  );
  // The first admin has no password until someone sets one with this link (never a default password).
  const setupLink = await ensureFirstAdmin(ctx, config.PUBLIC_URL ?? `http://localhost:${port}`);
  if (setupLink) {
    log(
      `back office: set the password of ${config.ADMIN_EMAIL} and enrol two-factor (TOTP) at ${setupLink} (valid 24 h; a new link is printed at each start until then)`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    log(`${signal}: draining`);
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await metrics?.close();
    await dispatcher?.stop();
    await draws?.stop();
    await jobs?.stop();
    await database.handle.close();
    await database.embedded?.stop();
    clearTimeout(force);
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  pino({ name: 'server' }).fatal(error, 'failed to start');
  process.exit(1);
});
