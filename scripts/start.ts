/**
 * `npm start`: Sika on its embedded defaults, from the built release. Rebuilds whatever part is older than
 * its sources (scripts/build.ts), then runs the three bundled services side by side — the API server
 * (embedded PostgreSQL, seeded demo content), the in-house game provider (its own origin), the payment
 * simulator (not in production unless PAYSIM_ENABLED=1) and the drand beacon simulator (unless BEACON_URL
 * names a real one) — and stops them together.
 *
 * One signal stops everything: SIGTERM, SIGINT or SIGHUP to this process (npm forwards them: the npm script
 * `exec`s Node, so no shell sits in between) stops every service, waits for each, and then makes sure the
 * embedded PostgreSQL is down too, even if its server had to be killed.
 *
 * Runs on Node 24 directly (type stripping), without tsx, so it also runs after `npm ci --omit=dev`; then,
 * unless NODE_ENV says otherwise, it runs in production mode. Every line it prints is pino JSON, as are the
 * services'. PORT (default 8090) and DATA_DIR (default ./.data) are respected; the provider and the simulator
 * take the next two ports unless GAMES_PORT / PAYSIM_PORT say otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { stopEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { simulatorWebhookUrls } from '../apps/server/src/simulator-settings.ts';
import { buildStale, canBuild, root, SERVICES, serviceNodeArgs } from './build.ts';

const log = pino({ name: 'start' });

// The runtime is the root's `node` package (docs/decisions/008); npm scripts put it first in PATH.
if (Number(process.versions.node.split('.')[0]) < 24) {
  log.fatal(`Node ${process.version} is too old: run \`npm start\` (it uses the project's Node 24)`);
  process.exit(1);
}

const children = new Map<string, ChildProcess>();
let stopping = false;

async function stop(exitCode: number, reason: string) {
  if (stopping) return;
  stopping = true;
  log.info({ reason }, 'stopping');
  const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 5_000;
  // The API server first (it drains the in-flight money requests, which may call the others), then the rest.
  for (const [name, child] of [...children.entries()].reverse()) await stopChild(name, child, grace);
  if (!process.env.DATABASE_URL) await stopEmbeddedPostgres(dataDir);
  log.info('stopped');
  process.exit(exitCode);
}

function stopChild(name: string, child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      log.warn({ service: name }, `no exit after ${graceMs} ms: SIGKILL`);
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(0, signal));

const port = Number(process.env.PORT ?? 8090);
const gamesPort = Number(process.env.GAMES_PORT ?? port + 1);
const paysimPort = Number(process.env.PAYSIM_PORT ?? port + 2);
const beaconPort = Number(process.env.BEACON_PORT ?? port + 3);
const host = process.env.PUBLIC_HOST ?? 'localhost';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));

const buildable = await canBuild();
if (!process.env.NODE_ENV && !buildable) {
  // Installed with `npm ci --omit=dev`: a release, not a development checkout.
  process.env.NODE_ENV = 'production';
  log.info('no development dependencies installed: NODE_ENV=production');
}
const production = process.env.NODE_ENV === 'production';

try {
  await buildStale(log);
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}

const webhookUrls = simulatorWebhookUrls(`http://127.0.0.1:${port}`);
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  GAMES_PORT: String(gamesPort),
  GAMES_PUBLIC_URL: process.env.GAMES_PUBLIC_URL ?? `http://${host}:${gamesPort}`,
  WALLET_API_URL: process.env.WALLET_API_URL ?? `http://127.0.0.1:${port}/wallet-api/v1`,
  PAYSIM_PORT: String(paysimPort),
  PAYSIM_URL: process.env.PAYSIM_URL ?? `http://127.0.0.1:${paysimPort}`,
  // Airtel calls back one URL per application (set in its portal), Paystack and Efí post to the one webhook
  // URL of the account (set on their dashboards); the simulator's stand for them, unless the operator says.
  PAYSIM_AIRTEL_CALLBACK_URL:
    process.env.PAYSIM_AIRTEL_CALLBACK_URL ?? webhookUrls.PAYSIM_AIRTEL_CALLBACK_URL,
  PAYSIM_PAYSTACK_WEBHOOK_URL:
    process.env.PAYSIM_PAYSTACK_WEBHOOK_URL ?? webhookUrls.PAYSIM_PAYSTACK_WEBHOOK_URL,
  PAYSIM_EFI_WEBHOOK_URL: process.env.PAYSIM_EFI_WEBHOOK_URL ?? webhookUrls.PAYSIM_EFI_WEBHOOK_URL,
  // The local drand chain (apps/beacon) unless the settings point at the public network (docs/draws.md).
  BEACON_PORT: String(beaconPort),
  ...(process.env.BEACON_URL || production ? {} : { BEACON_URL: `http://127.0.0.1:${beaconPort}` }),
  OPERATOR_ORIGIN: process.env.OPERATOR_ORIGIN ?? `http://${host}:${port}`,
  // The game provider keeps its state in a database of its own, by default in the server's embedded
  // PostgreSQL (it waits for the server to start it); with DATABASE_URL, beside the operator's database.
  GAMES_DATABASE_URL: process.env.GAMES_DATABASE_URL ?? gamesDatabaseUrl(),
};

function gamesDatabaseUrl(): string {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/sika_games';
    return url.toString();
  }
  return `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/sika_games`;
}

// The simulator's prompt page approves payments for anyone: in production only when asked for (staging).
// The beacon simulator runs unless BEACON_URL points elsewhere; production uses the public drand network.
const services = SERVICES.filter(
  (s) =>
    (s.name !== 'paysim' || !production || process.env.PAYSIM_ENABLED === '1') &&
    (s.name !== 'beacon' || (!process.env.BEACON_URL && !production)),
);
for (const { name } of [...services].reverse()) {
  if (stopping) break;
  const child = spawn(process.execPath, serviceNodeArgs(name), {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log.error({ service: name, code, signal }, `${name} stopped; stopping the others`);
      void stop(code || 1, `${name} exited`);
    }
  });
}
