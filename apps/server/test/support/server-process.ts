import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** Resolves once the process's output (stdout and stderr so far and to come) matches `pattern` `times` times. */
  waitForOutput(pattern: RegExp, times?: number): Promise<void>;
}

/** Starts the real server (src/main.ts) as its own process on a free port and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: '0',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const waitForOutput = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
      const check = () => {
        if ((output.match(new RegExp(pattern.source, flags)) ?? []).length < times) return false;
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
        return true;
      };
      if (check()) return;
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once(
        'exit',
        () => check() || reject(new Error(`exited before ${pattern} x${times}:\n${output}`)),
      );
    });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      const match = output.match(/Sika is up at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited during start:\n${output}`)));
  });
  return { child, baseUrl, exited, waitForOutput };
}
