/**
 * `npm start` as an operator runs it (issue 11): from a checkout inside a directory of mode 0700 (root's home
 * is one), on the built release, stopped by one signal to the npm process — and after
 * `npm ci --omit=dev`, in production mode.
 *
 * The checkout is a copy of this one (node_modules hard-linked, everything else copied, the build included)
 * in a fresh mkdtemp directory, which is mode 0700. As root, PostgreSQL runs as `postgres`, which cannot enter
 * it: the test sees the binaries and the cluster moved where `postgres` can reach them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/stack.ts';
import { root } from '../build.ts';

const isRoot = process.getuid?.() === 0;
let home: string;
let checkout: string;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build.ts', '--if-stale'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  home = mkdtempSync(path.join(tmpdir(), 'sika-home-'));
  expect(statSync(home).mode & 0o777).toBe(0o700);
  checkout = path.join(home, 'sika');
  copyCheckout(root, checkout);
}, 300_000);

afterAll(() => {
  const cluster = path.join(checkout, '.data/pg');
  // As root the cluster was moved out of the checkout (a symlink points at it): remove it too.
  if (existsSync(cluster) && lstatSync(cluster).isSymbolicLink())
    rmSync(path.dirname(realpathSync(cluster)), { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

describe('npm start from a 0700 directory, on the built release', () => {
  it('starts every service from a checkout postgres cannot enter; SIGTERM to npm stops all of them and PostgreSQL', async () => {
    const run = await startStack({ NODE_ENV: 'development' });
    try {
      const commands = run.servicePids.map((pid) => commandLine(pid));
      for (const service of ['server', 'games', 'paysim', 'beacon'])
        expect(commands).toContain(
          commands.find((c) => c.includes(path.join(checkout, `apps/${service}/build/main.js`))),
        );
      if (isRoot) {
        expect(lstatSync(path.join(checkout, '.data/pg')).isSymbolicLink()).toBe(true);
        expect(realpathSync(path.join(checkout, '.data/pg'))).toMatch(/^\/var\/lib\/sika\/clusters\//);
        expect(commandLine(run.postmasterPid)).toMatch(/^\/var\/lib\/sika\/postgres-[^/]+\/bin\/postgres /);
        expect(statSync(`/proc/${run.postmasterPid}`).uid).not.toBe(0);
      }
    } finally {
      await run.stop('SIGTERM');
    }
    await expectAllGone(run);
  });

  it('rebuilds only what is older than its sources, and SIGINT stops everything too', async () => {
    // A changed source (a new file, as `git pull` writes it; the copy's files are its own, not links).
    const source = path.join(checkout, 'apps/paysim/src/main.ts');
    const text = readFileSync(source, 'utf8');
    unlinkSync(source);
    writeFileSync(source, `${text}// changed\n`);
    const run = await startStack({ NODE_ENV: 'development' });
    await run.stop('SIGINT');
    const building = run.lines().filter((line) => line.msg === 'building');
    expect(building.map((line) => line.part)).toEqual(['paysim']);
    expect(statSync(path.join(checkout, 'apps/paysim/build/main.js')).mtimeMs).toBeGreaterThan(
      statSync(source).mtimeMs,
    );
    await expectAllGone(run);
  });

  it('after npm ci --omit=dev runs the built release in production mode, and refuses a stale one', async () => {
    const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: checkout,
      encoding: 'utf8',
      env: withoutNodeModulesInPath(),
    });
    expect(install.status, install.stderr).toBe(0);
    expect(existsSync(path.join(checkout, 'node_modules/tsx'))).toBe(false);
    expect(existsSync(path.join(checkout, 'node_modules/esbuild'))).toBe(false);

    const run = await startStack(productionSettings(), { paysim: false });
    try {
      expect(run.lines().some((l) => String(l.msg).includes('NODE_ENV=production'))).toBe(true);
      // Production turns the API docs off (config.ts); the simulator is not started.
      expect((await fetch(`${run.serverUrl}/api/docs`)).status).toBe(404);
      expect(await portOpen(run.ports.paysim)).toBe(false);
    } finally {
      await run.stop('SIGTERM');
    }
    await expectAllGone(run);

    const source = path.join(checkout, 'apps/server/src/main.ts');
    const text = readFileSync(source, 'utf8');
    unlinkSync(source);
    writeFileSync(source, text);
    const stale = spawnSync('npm', ['start'], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...withoutNodeModulesInPath(), ...productionSettings() },
    });
    expect(stale.status).not.toBe(0);
    expect(stale.stdout).toContain('out of date: server (apps/server/src/main.ts is newer)');
  });
});

interface Run {
  serverUrl: string;
  ports: { server: number; games: number; paysim: number; pg: number };
  npmPid: number;
  servicePids: number[];
  postmasterPid: number;
  lines(): Record<string, unknown>[];
  stop(signal: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
}

/** `npm start` in the copied checkout, on free ports; resolves once every service answers. */
async function startStack(settings: Record<string, string>, expect_ = { paysim: true }): Promise<Run> {
  const ports = {
    server: await freePort(),
    games: await freePort(),
    paysim: await freePort(),
    beacon: await freePort(),
    pg: await freePort(),
  };
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: checkout,
    env: {
      ...withoutNodeModulesInPath(),
      PORT: String(ports.server),
      GAMES_PORT: String(ports.games),
      PAYSIM_PORT: String(ports.paysim),
      BEACON_PORT: String(ports.beacon),
      EMBEDDED_PG_PORT: String(ports.pg),
      HOST: '127.0.0.1',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const serverUrl = `http://127.0.0.1:${ports.server}`;
  try {
    await waitFor(`${serverUrl}/readyz`, exited, () => output);
    await waitFor(`http://127.0.0.1:${ports.games}/health`, exited, () => output);
    if (expect_.paysim) await waitFor(`http://127.0.0.1:${ports.paysim}/_sim/config`, exited, () => output);
    if (expect_.paysim) await waitFor(`http://127.0.0.1:${ports.beacon}/info`, exited, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    throw error;
  }
  const startPid = childrenOf(child.pid!)[0]!;
  const pidFile = readFileSync(path.join(checkout, '.data/pg/postmaster.pid'), 'utf8');
  return {
    serverUrl,
    ports,
    npmPid: child.pid!,
    servicePids: [startPid, ...childrenOf(startPid)],
    postmasterPid: Number(pidFile.split('\n')[0]),
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop(signal) {
      process.kill(child.pid!, signal);
      return exited;
    },
  };
}

async function expectAllGone(run: Run) {
  // The postmaster removes its pid file (what `pg_ctl stop -w` waits for) just before it exits: poll.
  await expect
    .poll(() => [run.npmPid, ...run.servicePids, run.postmasterPid].filter(alive), { timeout: 10_000 })
    .toEqual([]);
  expect(existsSync(path.join(checkout, '.data/pg/postmaster.pid'))).toBe(false);
  await Promise.all(
    Object.entries(run.ports).map(async ([name, port]) =>
      expect({ name, open: await portOpen(port) }).toEqual({ name, open: false }),
    ),
  );
}

function productionSettings(): Record<string, string> {
  const secret = (name: string) => `${name.toLowerCase()}-test-0123456789abcdef0123456789`;
  return {
    PUBLIC_URL: 'https://sika.example',
    GAMES_PUBLIC_URL: 'https://games.sika.example',
    COOKIE_SECURE: '1',
    WALLET_API_SECRET: secret('wallet'),
    PAYMENT_CALLBACK_SECRET: secret('callback'),
    PAY_LINK_SECRET: secret('paylink'),
    MTN_MOMO_URL: 'https://momo.provider.example',
    MTN_TARGET_ENVIRONMENT: 'mtnghana',
    MTN_API_USER: 'operator-user',
    MTN_API_KEY: 'operator-key',
    MTN_COLLECTION_KEY: 'operator-collection',
    MTN_DISBURSEMENT_KEY: 'operator-disbursement',
    // AirtelTigo and Telecel in Ghana go through Paystack (docs/payments.md).
    PAYSTACK_URL: 'https://paystack.provider.example',
    PAYSTACK_SECRET_KEY: 'operator-paystack-secret',
    JOBS_ENABLED: '0',
  };
}

/** The environment of an operator's shell: no vitest, NODE_ENV unset, PATH without any node_modules/.bin. */
function withoutNodeModulesInPath(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name === 'NODE_ENV' || name.startsWith('VITEST') || name.startsWith('npm_'))
      continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  return env;
}

async function waitFor(url: string, exited: Promise<number | null>, output: () => string) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`npm start exited before ${url} answered:\n${output().slice(-4000)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
}

/** Running: it exists and is not a zombie (a zombie holds no port and no file; its parent reaps it). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A checkout of its own: sources and build copied, node_modules hard-linked (fast; npm ci replaces it). */
function copyCheckout(from: string, to: string) {
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry === '.git' || entry === '.data' || entry === 'node_modules') continue;
    cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, preserveTimestamps: true });
  }
  const linked = spawnSync('cp', ['-al', path.join(from, 'node_modules'), path.join(to, 'node_modules')]);
  expect(linked.status, String(linked.stderr)).toBe(0);
}
