/**
 * The load of `npm run bench:wallet-api` (bench/wallet-api.ts): realistic rounds at a fixed rate on an
 * open model, and the printed summary of a phase.
 */
import { randomInt } from 'node:crypto';
import type { Pool } from 'undici';
import { type PlannedRound, planRound, rollbackOf, send } from './wallet-api-requests.ts';
import type { Player } from './wallet-api-setup.ts';

const MAX_IN_FLIGHT = 5_000;

export interface Phase {
  rate: number;
  seconds: number;
  sent: number;
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  errors: Record<string, number>;
  errorCount: number;
  byOperation: Record<string, number>;
  /** Bets sent while the player still had a round in play (every player busy). */
  overlapping: number;
  /** Requests sent (not refused by the in-flight cap): the latencies are theirs. */
  measured: number;
  /** Rounds built and signed during the timed phase because their player's prepared ones ran out. */
  builtLate: number;
  /** This process's CPU time (the load's client) from the first request to the last answer. */
  clientCpuMs: number;
  /** Of which in the kernel (on loopback, a send also runs the receiving side's TCP work). */
  clientSystemCpuMs: number;
}

/**
 * `rate` requests/s for `seconds`, scheduled on a timer whatever the answers. Each tick sends every
 * request whose scheduled time has come: a follow-up (win, loss, rollback) of a round whose bet answered,
 * else a new round's bet by a player with no round in play. Latency counts from the scheduled time.
 * Every request is built and signed before the timer starts (wallet-api-requests.ts).
 */
export async function drive(pool: Pool, players: Player[], rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const errors: Record<string, number> = {};
  const byOperation: Record<string, number> = {};
  const followUps: PlannedRound[] = [];
  const idle = players.slice();
  // About half the calls are bets, spread over the players: twice that per player, built late if short.
  const perPlayer = Math.ceil(total / Math.max(1, players.length)) + 2;
  const planned = new Map(players.map((p) => [p, Array.from({ length: perPlayer }, () => planRound(p))]));
  let builtLate = 0;
  let done = 0;
  let sent = 0;
  let inFlight = 0;
  let overlapping = 0;
  const error = (code: string) => {
    errors[code] = (errors[code] ?? 0) + 1;
  };

  const release = (player: Player) => {
    player.rounds--;
    if (player.rounds === 0) idle.push(player);
  };
  const nextRound = (player: Player) => {
    const round = planned.get(player)!.pop();
    if (round) return round;
    builtLate++;
    return planRound(player);
  };

  const fire = (index: number, scheduledAt: number) => {
    const followUp = followUps.shift();
    let request: Promise<void>;
    if (followUp) {
      const { player, kind } = followUp;
      byOperation[kind] = (byOperation[kind] ?? 0) + 1;
      request = send(pool, followUp.followUp).then((status) => {
        if (status !== 'OK') error(`${kind === 'rollback' ? 'rollback' : 'win'}:${status}`);
        release(player);
      });
    } else {
      // A player with no round in play; when all have one, a random player plays a second round at once
      // (the API allows it: the bets serialise on the player's account row).
      const player =
        idle.length > 0 ? idle.splice(randomInt(idle.length), 1)[0]! : players[randomInt(players.length)]!;
      if (player.rounds > 0) overlapping++;
      player.rounds++;
      const round = nextRound(player);
      byOperation.bet = (byOperation.bet ?? 0) + 1;
      request = send(pool, round.bet).then(
        (status) => {
          if (status !== 'OK') {
            error(`bet:${status}`);
            release(player);
            return;
          }
          followUps.push(round);
        },
        (reason: unknown) => {
          release(player);
          throw reason;
        },
      );
    }
    inFlight++;
    request
      .catch((reason: unknown) => error(`client:${(reason as Error).name ?? 'error'}`))
      .finally(() => {
        latencies[index] = performance.now() - scheduledAt;
        inFlight--;
        done++;
      });
  };

  const cpuAtStart = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      for (; sent < due; sent++) {
        const scheduledAt = start + sent * interval;
        if (inFlight >= MAX_IN_FLIGHT) {
          // Never sent: an error, and no latency (it would flatter the percentiles).
          error('client:backlog-cap');
          latencies[sent] = Number.NaN;
          done++;
          continue;
        }
        fire(sent, scheduledAt);
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // Drain: every request answers or times out (bounded by REQUEST_TIMEOUT_MS).
  while (done < total) await new Promise((r) => setTimeout(r, 5));
  const answeredEnd = performance.now();
  const cpu = process.cpuUsage(cpuAtStart);
  // Rounds left open get their follow-up outside the measurement, so no bet stays unsettled.
  await Promise.all(followUps.splice(0).map((f) => send(pool, rollbackOf(f)).then(() => release(f.player))));
  if (process.env.WALLET_BENCH_TIMELINE) {
    const per = Math.round(rate / 4);
    const line: string[] = [];
    for (let i = 0; i < total; i += per)
      line.push(Math.round(Math.max(...latencies.subarray(i, i + per))).toString());
    console.log(`  max latency per 250 ms: ${line.join(' ')}`);
  }
  const sorted = Array.from(latencies)
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const phase: Phase = {
    rate,
    seconds,
    sent: total,
    // Answered without error, per second from the first request to the last answer.
    achievedRate: Math.round(
      (sorted.length - errorCount + (errors['client:backlog-cap'] ?? 0)) / ((answeredEnd - start) / 1000),
    ),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    p999Ms: at(0.999),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    errors,
    errorCount,
    byOperation,
    overlapping,
    measured: sorted.length,
    builtLate,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    clientSystemCpuMs: cpu.system / 1000,
  };
  return phase;
}

export function report(name: string, p: Phase) {
  const ops = Object.entries(p.byOperation)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${name}: target ${p.rate} req/s for ${p.seconds} s → achieved ${p.achievedRate} req/s (${p.sent} requests: ${ops}; ${p.overlapping} bets overlapped a round of the same player; ${p.builtLate} rounds signed late)`,
  );
  console.log(
    `  latency from scheduled time (${p.measured} sent): p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, p99.9 ${p.p999Ms} ms, max ${p.maxMs} ms`,
  );
  console.log(`  errors: ${p.errorCount}${p.errorCount ? ` ${JSON.stringify(p.errors)}` : ''}`);
}

const round = (value: number) => Math.round(value * 100) / 100;
