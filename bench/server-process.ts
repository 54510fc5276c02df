import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { PARTS, serviceNodeArgs, staleness } from '../scripts/build.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * How the server runs: `bundle` (default) as `npm start` runs it in production — the esbuild bundle
 * (scripts/build.ts, rebuilt first if older than its sources) on plain Node with `npm start`'s flags
 * (`serviceNodeArgs`); `tsx` from its TypeScript sources, as in development. BENCH_SERVER_RUNTIME=tsx
 * measures the latter.
 */
export function serverRuntime(): 'bundle' | 'tsx' {
  const runtime = process.env.BENCH_SERVER_RUNTIME ?? 'bundle';
  if (runtime !== 'bundle' && runtime !== 'tsx') throw new Error('BENCH_SERVER_RUNTIME: bundle or tsx');
  return runtime;
}

async function serverEntry(): Promise<string[]> {
  if (serverRuntime() === 'tsx') return ['--import', 'tsx', 'apps/server/src/main.ts'];
  const part = PARTS.find((p) => p.name === 'server')!;
  if (staleness(part)) await part.build(pino({ name: 'bench' }));
  return serviceNodeArgs('server');
}

/**
 * The real API server as a process of its own (see `serverRuntime`), on loopback at `port`, once its
 * /readyz answers; it refuses to wait past two minutes or a server that exited.
 *
 * It runs in a session of its own, as a service manager starts it. With the kernel's autogroup scheduling
 * (`/proc/sys/kernel/sched_autogroup_enabled`, on by default) every session is one scheduling entity:
 * sharing the bench's session, the server and this load generator shared one CPU share between them,
 * against one per PostgreSQL backend (each backend calls setsid). Six interleaved pairs of wallet-API runs
 * (docs/performance.md, seventh pass): p99 median 25.0 ms sharing, 18.5 ms apart, lower in 5 pairs of 6.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'stderr' = 'stderr',
): Promise<ChildProcess> {
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, ...(await serverEntry())], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: stdio === 'stderr' ? ['ignore', 'ignore', 'inherit'] : 'ignore',
    detached: true,
  });
  // Out of the terminal's process group, it misses a Ctrl-C: pass the signal on, then take it as before.
  const passOn = (signal: NodeJS.Signals) => {
    child.kill('SIGTERM');
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', passOn).once('SIGTERM', passOn);
  child.once('exit', () => process.off('SIGINT', passOn).off('SIGTERM', passOn));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server not ready after 120 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** SIGTERM, and wait for the process to exit (the server drains and stops its database pool). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The CPU time (ms) an embedded PostgreSQL has used so far: its postmaster and every live child (the
 * pool's backends stay for the whole run), plus what its exited children used (counted to the postmaster).
 */
export function postgresCpuMs(pgDataDir: string): number {
  const postmaster = Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fields: string[];
    try {
      fields = statFields(Number(entry));
    } catch {
      continue; // exited meanwhile
    }
    const pid = Number(entry);
    if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
    total += Number(fields[11]) + Number(fields[12]);
    if (pid === postmaster) total += Number(fields[13]) + Number(fields[14]);
  }
  return (total * 1000) / ticksPerSecond();
}

/**
 * The CPU time (ms) of an embedded PostgreSQL's live children by kind: `backend` (client connections),
 * `walwriter`, `checkpointer`, `autovacuum` and so on, from their process titles (the postmaster as
 * `postmaster`). Exited children are not counted (compare `postgresCpuMs`).
 */
export function postgresCpuMsByKind(pgDataDir: string): Record<string, number> {
  const postmaster = Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const byKind: Record<string, number> = {};
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let fields: string[];
    let title: string;
    try {
      fields = statFields(pid);
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      continue;
    }
    if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
    const kind =
      pid === postmaster
        ? 'postmaster'
        : /^postgres: (sika_\w+|postgres) /.test(title)
          ? 'backend'
          : (title.replace(/^postgres: /, '').split(' ')[0] ?? 'other');
    byKind[kind] =
      (byKind[kind] ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  }
  return byKind;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state is [0], ppid [1]. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The CPU time (user + system, ms) the server process has used so far, from /proc (Linux): the difference
 * over a run, divided by the calls answered, is the server's CPU per call, which a loaded machine's other
 * work slows down far less than it moves the latencies.
 */
export function serverCpuMs(child: ChildProcess): number {
  const fields = statFields(child.pid!);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
}

let ticks: number | undefined;
function ticksPerSecond(): number {
  ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticks;
}
