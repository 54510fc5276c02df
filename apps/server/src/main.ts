import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { seedDemoContent } from './db/seed.ts';
import { startJobs } from './jobs/index.ts';
import { scheduledJobs } from './jobs/registry.ts';

/**
 * Starts Sika's API server. SIGTERM/SIGINT: stop taking requests (readyz turns 503, new requests get 503),
 * finish the in-flight ones, close the pool, stop the embedded database we started, exit.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = (line: string) => console.log(`[sika] ${line}`);
  const database = await connectDatabase(config, log);
  const { app, ctx, lifecycle } = await buildApp({ config, db: database.handle.db });
  if (config.SEED_DEMO) await seedDemoContent(ctx);
  const jobs = config.JOBS_ENABLED ? await startJobs(ctx, database.connectionString, scheduledJobs) : null;
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log(`Sika is up at http://localhost:${port} (API docs: http://localhost:${port}/api/docs) in ${seconds}s`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    log(`${signal}: draining`);
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    await app.close();
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
  console.error('[sika] failed to start:', error);
  process.exit(1);
});
