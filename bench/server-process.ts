import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The real API server as a process of its own (from its sources, under tsx), on loopback at `port`, once
 * its /readyz answers; it refuses to wait past two minutes or a server that exited.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'stderr' = 'stderr',
): Promise<ChildProcess> {
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: stdio === 'stderr' ? ['ignore', 'ignore', 'inherit'] : 'ignore',
  });
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
