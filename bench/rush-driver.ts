/**
 * The rush of `npm run bench:rush` (bench/rush.ts): every player claims its gift within the window on an
 * open model, some twice at once, and the latency summary of the answers.
 */
import type { Pool } from 'undici';

const REQUEST_TIMEOUT_MS = 60_000;

export interface Answer {
  player: number;
  latencyMs: number;
  code: number;
  giftType?: number;
  giftAmount?: number;
}

/**
 * Every player claims once (`duplicatesPercent` % twice at once), spread evenly over `windowMs`. Each claim
 * is sent at its scheduled time whatever the answers, and its latency counts from that time.
 */
export async function rush(pool: Pool, tokens: string[], windowMs: number, duplicatesPercent: number) {
  const schedule: { player: number; atMs: number }[] = [];
  for (let player = 0; player < tokens.length; player++) {
    const atMs = (player / tokens.length) * windowMs;
    schedule.push({ player, atMs });
    if (player % 100 < duplicatesPercent) schedule.push({ player, atMs });
  }
  const answers: Answer[] = [];
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < schedule.length && schedule[next]!.atMs <= now) {
        const { player, atMs } = schedule[next++]!;
        pending.push(
          claim(pool, tokens[player]!).then((answer) => {
            answers.push({ player, latencyMs: performance.now() - start - atMs, ...answer });
          }),
        );
      }
      if (next < schedule.length) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  return { answers, wallMs: Math.round(performance.now() - start) };
}

async function claim(pool: Pool, token: string): Promise<Omit<Answer, 'player' | 'latencyMs'>> {
  try {
    const response = await pool.request({
      method: 'POST',
      path: '/api/account-service/cash-rain/gifts',
      headers: { token, 'content-type': 'application/json' },
      body: '{}',
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
    const envelope = (await response.body.json()) as {
      code: number;
      data?: { giftType: number; giftAmount: number };
    };
    return { code: envelope.code, giftType: envelope.data?.giftType, giftAmount: envelope.data?.giftAmount };
  } catch {
    return { code: -98 };
  }
}

export function summarise(answers: Answer[], wallMs: number) {
  const latencies = answers.map((a) => a.latencyMs).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const errors: Record<string, number> = {};
  for (const a of answers) if (a.code !== 0) errors[a.code] = (errors[a.code] ?? 0) + 1;
  return {
    claimsPerSecond: Math.round((answers.length / wallMs) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    errors,
    errorCount: Object.values(errors).reduce((n, c) => n + c, 0),
  };
}
