/**
 * `npm run build`: the release. The web app, the back office and the game pages (Vite), and the three Node services bundled
 * to JavaScript with esbuild — `apps/{server,games,paysim,beacon}/build/main.js`, next to each service's own
 * node_modules so Node resolves its dependencies as it would from its sources — which
 * `npm start` runs (tsx stays for the CLIs and benches). `npm start` calls `buildStale`, which rebuilds each
 * part whose output is older than any of its sources, so a `git pull` never serves yesterday's code.
 *
 * Runs on Node 24 directly (type stripping), without tsx: `node scripts/build.ts [--if-stale]`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Part {
  name: string;
  /** The file whose modification time says when the part was built. */
  output: string;
  /**
   * Every source file of the part (absolute); a missing one is ignored (a release shipped without its
   * sources). null when the part keeps no record of them: then it is rebuilt.
   */
  sources(): string[] | null;
  build(log: Logger): Promise<void>;
}

/** The three Node services: their entry, and where the bundle goes. */
export const SERVICES = [
  { name: 'server', entry: 'apps/server/src/main.ts' },
  { name: 'games', entry: 'apps/games/src/main.ts' },
  { name: 'paysim', entry: 'apps/paysim/src/main.ts' },
  { name: 'beacon', entry: 'apps/beacon/src/main.ts' },
] as const;

function bundlePath(service: string): string {
  return path.join(root, 'apps', service, 'build', 'main.js');
}

/**
 * How Node runs a built service (`npm start`, and the benches that measure it): with source maps, and
 * with V8's helper threads one fewer than the machine's CPUs (at least 1, at most Node's default 4). Node
 * starts 4 whatever the machine, and on 2 CPUs a garbage collection's parallel and concurrent work ran on
 * all 4 at once: for 30–90 ms both CPUs were the collector's, PostgreSQL's backends and the event loop
 * waited, and every wallet call in flight stalled (docs/performance.md, sixth pass).
 */
export function serviceNodeArgs(service: string): string[] {
  const helpers = Math.min(4, Math.max(1, availableParallelism() - 1));
  return ['--enable-source-maps', `--v8-pool-size=${helpers}`, bundlePath(service)];
}

const SKIP = new Set(['node_modules', 'dist', 'build', '.data', 'test', 'artifacts']);

/** Every file under the given roots (relative to the repo), skipping outputs and dependencies. */
function filesUnder(...roots: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(full);
    }
  };
  for (const r of roots) {
    const full = path.join(root, r);
    if (existsSync(full) && statSync(full).isFile()) found.push(full);
    else walk(full);
  }
  return found;
}

function vitePart(name: string, workspace: string, output: string, sourceRoots: string[]): Part {
  return {
    name,
    output: path.join(root, output),
    sources: () => filesUnder(...sourceRoots),
    build: (log) => run(log, name, 'npm', ['run', 'build', '-w', workspace]),
  };
}

function bundlePart(service: (typeof SERVICES)[number]): Part {
  const output = bundlePath(service.name);
  const metafile = path.join(path.dirname(output), 'meta.json');
  return {
    name: service.name,
    output,
    // The bundle's own record of what went into it: exactly the files that can make it stale.
    sources: () => {
      if (!existsSync(metafile)) return null;
      const meta = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> };
      return Object.keys(meta.inputs).map((input) => path.resolve(root, input));
    },
    async build(log) {
      const esbuild = await import('esbuild');
      const result = await esbuild.build({
        absWorkingDir: root,
        entryPoints: [service.entry],
        outfile: output,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        sourcemap: true,
        metafile: true,
        logLevel: 'warning',
        // Our workspaces are bundled; every package from the registry stays a runtime dependency.
        plugins: [externalPackages(), keepModuleUrls(path.dirname(output))],
      });
      writeFileSync(metafile, JSON.stringify(result.metafile));
      log.info({ part: service.name, output: path.relative(root, output) }, 'bundled');
    },
  };
}

/** Bare imports that are not our `@sika/*` workspaces are left to Node at run time. */
function externalPackages(): import('esbuild').Plugin {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@sika/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * A module finds its files next to itself (`new URL('../dist', import.meta.url)`, the migrations, the
 * public folders). In a bundle `import.meta.url` is the bundle's; this rewrites it in our sources to the
 * original file's URL, computed from the bundle's own location, so a release can move as a whole.
 */
function keepModuleUrls(outDir: string): import('esbuild').Plugin {
  return {
    name: 'keep-module-urls',
    setup(build) {
      build.onLoad({ filter: /\/(apps|packages)\/[^/]+\/src\/.*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

const SHARED = ['packages/contract/src', 'packages/domain/src', 'packages/fairness/src', 'package-lock.json'];

export const PARTS: Part[] = [
  vitePart('web', '@sika/web', 'apps/web/dist/index.html', ['apps/web', ...SHARED]),
  // The back office: a bundle of its own, served by the API server under /admin.
  vitePart('back office', '@sika/admin', 'apps/admin/dist/index.html', ['apps/admin', ...SHARED]),
  vitePart('game pages', '@sika/games', 'apps/games/dist/web/verify.html', [
    'apps/games/web',
    'apps/games/src',
    'apps/games/vite.config.ts',
    ...SHARED,
  ]),
  ...SERVICES.map(bundlePart),
];

/** Why a part must be built, or null when its output is newer than every source. */
export function staleness(part: Part): string | null {
  if (!existsSync(part.output)) return 'not built';
  const builtAt = statSync(part.output).mtimeMs;
  const sources = part.sources();
  if (sources === null) return 'no record of its sources';
  for (const source of sources) {
    let changedAt: number;
    try {
      changedAt = statSync(source).mtimeMs;
    } catch {
      continue;
    }
    if (changedAt > builtAt) return `${path.relative(root, source)} is newer`;
  }
  return null;
}

/** Whether the build tools are installed (not after `npm ci --omit=dev`). */
export async function canBuild(): Promise<boolean> {
  try {
    await import('esbuild');
    return existsSync(path.join(root, 'node_modules/vite/package.json'));
  } catch {
    return false;
  }
}

/** Builds every stale part (or all of them with `force`); returns the names built. */
export async function buildStale(log: Logger, options: { force?: boolean } = {}): Promise<string[]> {
  const stale = PARTS.map((part) => ({ part, why: options.force ? 'asked' : staleness(part) })).filter(
    (s) => s.why !== null,
  );
  if (stale.length === 0) return [];
  if (!(await canBuild())) {
    const list = stale.map((s) => `${s.part.name} (${s.why})`).join(', ');
    throw new Error(`the release is not built or out of date: ${list}; run \`npm ci && npm run build\``);
  }
  for (const { part, why } of stale) {
    log.info({ part: part.name, why }, 'building');
    await part.build(log);
  }
  return stale.map((s) => s.part.name);
}

/** Runs a build tool, its output logged line by line (one log format for everything `npm start` prints). */
function run(log: Logger, part: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (level: 'info' | 'warn') => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log[level]({ part }, line.trimEnd());
    };
    child.stdout.on('data', relay('info'));
    child.stderr.on('data', relay('warn'));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${part}: build failed (${code})`)),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { default: pino } = await import('pino');
  const log = pino({ name: 'build' });
  const built = await buildStale(log, { force: !process.argv.includes('--if-stale') }).catch((error) => {
    log.error(error.message);
    process.exit(1);
  });
  log.info({ built }, built.length ? 'built' : 'up to date');
}
