/**
 * `npx tsx bench/login.ts`: cold start of the server on a fresh embedded PostgreSQL, and the latency of
 * 50 concurrent logins (argon2id m=19 MiB, t=2 dominates). Starts everything in a temp dir, stops by itself.
 * Last line: JSON with cold_start_s (fresh initdb), warm_start_s (existing data dir) and login p50/p99.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeEmbeddedData } from '../apps/server/src/db/embedded.ts';
import { startServerProcess, stopServerProcess } from './server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-login-'));
const env = {
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: '18432',
  SMS_CODE_ENABLED: '0',
  JOBS_ENABLED: '0',
  // The 50 players register through a local proxy from addresses of their own (30 registrations an hour per IP).
  TRUST_PROXY: 'loopback',
};
const base = 'http://127.0.0.1:18090';

async function startServer(): Promise<{ child: ChildProcess; seconds: number }> {
  const startedAt = performance.now();
  const child = await startServerProcess(18090, env, 'ignore');
  return { child, seconds: (performance.now() - startedAt) / 1000 };
}

const post = (url: string, body: Record<string, string>, forwardedFor = '10.9.0.1') =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    body: new URLSearchParams(body).toString(),
  });

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const cold = await startServer();
await stopServerProcess(cold.child);
const warm = await startServer();
try {
  const { termsVersion } = (
    (await (await fetch(`${base}/api/app/info`)).json()) as {
      data: { termsVersion: string };
    }
  ).data;
  const players = Array.from({ length: 50 }, (_, i) => `0244${String(600000 + i).padStart(6, '0')}`);
  for (const [i, mobile] of players.entries())
    await post(
      '/api/account-service/auth/register',
      { mobile, password: 'goodpass1', confirmPassword: 'goodpass1', adultConfirmed: '1', termsVersion },
      `10.9.0.${i + 1}`,
    );
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const latencies = await Promise.all(
      players.map(async (mobile) => {
        const t0 = performance.now();
        const response = await post('/api/account-service/auth/login', { mobile, password: 'goodpass1' });
        if (((await response.json()) as { code: number }).code !== 0) throw new Error('login failed');
        return performance.now() - t0;
      }),
    );
    rounds.push(...latencies);
  }
  rounds.sort((a, b) => a - b);
  const result = {
    cold_start_s: Number(cold.seconds.toFixed(2)),
    warm_start_s: Number(warm.seconds.toFixed(2)),
    login_concurrency: 50,
    login_p50_ms: Math.round(percentile(rounds, 50)),
    login_p99_ms: Math.round(percentile(rounds, 99)),
  };
  console.log(
    `server cold start (fresh initdb + migrations): ${result.cold_start_s} s; warm start: ${result.warm_start_s} s`,
  );
  console.log(
    `50 concurrent logins × 3 rounds: p50 ${result.login_p50_ms} ms, p99 ${result.login_p99_ms} ms`,
  );
  console.log(JSON.stringify(result));
} finally {
  await stopServerProcess(warm.child);
  removeEmbeddedData(dataDir);
}
