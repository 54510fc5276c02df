/**
 * RTP simulation of every game (`npm run bench:rtp`).
 *
 * Two separate measurements, because they answer different questions:
 *  1. The games' math on a fast seeded generator (xoshiro128**): enough rounds for a 99% confidence
 *     interval of ±0.1 percentage point around the measured RTP (the number of rounds follows from a
 *     pilot's standard deviation), within a time budget per game, and the rounds per second of the
 *     mapping alone.
 *  2. The same engines on the real provably-fair HMAC stream (one stream per nonce, as in play), whose
 *     rounds per second show what the HMAC costs.
 * Each game runs in its own worker thread (a fresh JIT per game, and two games at a time on two cores);
 * every rate is per thread, i.e. per core. Prints one line per game and, last, one JSON line.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createFairStream, hmacSha256, utf8 } from '@sika/fairness';
import { CATALOGUE } from '../apps/games/src/catalogue.ts';
import { GAME_CODES, type GameCode } from '../apps/games/src/engines/index.ts';
import { SIM_CONFIGS } from '../apps/games/src/simulation/configs.ts';
import {
  emptyTally,
  halfWidth99,
  roundsForHalfWidth,
  rtpOf,
  type SimTally,
  simulate,
} from '../apps/games/src/simulation/simulate.ts';
import { Xoshiro128 } from '../apps/games/src/simulation/xoshiro128.ts';

const TARGET_HALF_WIDTH = 0.0009; // aim a little inside ±0.1 pp so that noise in the pilot doesn't miss it
const BATCH_ROUNDS = 1_000_000;
const PILOT_ROUNDS = 1_000_000;
const BUDGET_MS: Record<GameCode, number> = {
  'kente-gold': 180_000,
  dice: 25_000,
  mines: 60_000,
  plinko: 60_000,
  wheel: 25_000,
  limbo: 25_000,
};
const FAIR_ROUNDS: Record<GameCode, number> = {
  'kente-gold': 20_000,
  dice: 100_000,
  mines: 50_000,
  plinko: 50_000,
  wheel: 100_000,
  limbo: 100_000,
};

/**
 * CPU seconds used by this thread (Linux: utime + stime of /proc/thread-self/stat, in 1/100 s), so a
 * rate per core can be told apart from a busy machine's wall clock; null where unavailable.
 */
function threadCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface GameReport {
  game: GameCode;
  declaredRtp: number;
  measuredRtp: number;
  halfWidth99: number;
  rounds: number;
  roundsNeeded: number;
  /** Rounds per second of wall clock, and per second of this thread's CPU time (null if unknown). */
  engineRoundsPerSecond: number;
  engineRoundsPerCpuSecond: number | null;
  fairRoundsPerSecond: number;
  fairRoundsPerCpuSecond: number | null;
  configs: { label: string; rtp: number; halfWidth99: number; rounds: number }[];
}

function simulateGame(
  game: GameCode,
  seed: number,
): Omit<GameReport, 'fairRoundsPerSecond' | 'fairRoundsPerCpuSecond'> {
  const configs = SIM_CONFIGS[game];
  const source = new Xoshiro128(seed);
  const mix = emptyTally();
  const each: SimTally[] = configs.map(emptyTally);
  const started = performance.now();
  const cpuStarted = threadCpuSeconds();
  simulate(source, configs, PILOT_ROUNDS, mix, each);
  const roundsNeeded = roundsForHalfWidth(
    (halfWidth99(mix) * Math.sqrt(mix.rounds)) / 2.5758293035489,
    TARGET_HALF_WIDTH,
  );
  while (mix.rounds < roundsNeeded && performance.now() - started < BUDGET_MS[game]) {
    simulate(source, configs, Math.min(BATCH_ROUNDS, roundsNeeded - mix.rounds), mix, each);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuEnded = threadCpuSeconds();
  return {
    game,
    declaredRtp: CATALOGUE.find((entry) => entry.code === game)!.rtp,
    measuredRtp: rtpOf(mix),
    halfWidth99: halfWidth99(mix),
    rounds: mix.rounds,
    roundsNeeded,
    engineRoundsPerSecond: mix.rounds / seconds,
    engineRoundsPerCpuSecond:
      cpuStarted === null || cpuEnded === null ? null : mix.rounds / (cpuEnded - cpuStarted),
    configs: configs.map((config, i) => ({
      label: config.label,
      rtp: rtpOf(each[i]!),
      halfWidth99: halfWidth99(each[i]!),
      rounds: each[i]!.rounds,
    })),
  };
}

/** Rounds per second (wall, CPU) when every round builds its own HMAC stream from the seeds, as in play. */
function fairRoundsPerSecond(game: GameCode): { wall: number; cpu: number | null } {
  const configs = SIM_CONFIGS[game];
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'bench', nonce: 0 };
  const rounds = FAIR_ROUNDS[game];
  let sink = 0;
  const started = performance.now();
  const cpuStarted = threadCpuSeconds();
  for (let nonce = 0; nonce < rounds; nonce++) {
    sink += configs[nonce % configs.length]!.play(createFairStream({ ...seeds, nonce }));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuEnded = threadCpuSeconds();
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return {
    wall: rounds / seconds,
    cpu: cpuStarted === null || cpuEnded === null ? null : rounds / (cpuEnded - cpuStarted),
  };
}

function hmacPerSecond(): { pureTs: number; nodeCrypto: number } {
  const key = utf8('a'.repeat(64));
  const count = 200_000;
  let started = performance.now();
  for (let i = 0; i < count; i++) hmacSha256(key, utf8(`bench:${i}:0`));
  const pureTs = count / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let i = 0; i < count; i++) createHmac('sha256', 'a'.repeat(64)).update(`bench:${i}:0`).digest();
  const nodeCrypto = count / ((performance.now() - started) / 1000);
  return { pureTs, nodeCrypto };
}

const pct = (value: number) => `${(value * 100).toFixed(4)}%`;
const perSecond = (value: number) => `${(value / 1e6).toFixed(2)}M/s`;
const perCpu = (value: number | null) => (value === null ? 'n/a' : `${(value / 1e6).toFixed(2)}M/CPU-s`);

function printReport(report: GameReport): void {
  const reached =
    report.halfWidth99 <= 0.001
      ? ''
      : ` (time budget hit: ${report.roundsNeeded.toLocaleString('en')} needed)`;
  console.log(
    `${report.game.padEnd(11)} declared ${pct(report.declaredRtp)}  measured ${pct(report.measuredRtp)} ± ${(report.halfWidth99 * 100).toFixed(4)} pp (99%)` +
      `  ${report.rounds.toLocaleString('en')} rounds${reached}` +
      `  engine ${perCpu(report.engineRoundsPerCpuSecond)} (${perSecond(report.engineRoundsPerSecond)} wall)` +
      `  HMAC path ${perCpu(report.fairRoundsPerCpuSecond)} (${perSecond(report.fairRoundsPerSecond)} wall)`,
  );
  for (const config of report.configs) {
    console.log(
      `    ${config.label.padEnd(22)} ${pct(config.rtp)} ± ${(config.halfWidth99 * 100).toFixed(3)} pp  ${config.rounds.toLocaleString('en')} rounds`,
    );
  }
}

/** Runs one game in a worker thread (tsx registered inside it, since workers don't inherit loaders). */
function runInWorker(game: GameCode, seed: number): Promise<GameReport> {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, execArgv: [], workerData: { game, seed } });
  return new Promise((resolve, reject) => {
    worker.once('message', (report: GameReport) => {
      resolve(report);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const queue = [...GAME_CODES.entries()]; // the slot first: it is the longest
  const reports = new Map<GameCode, GameReport>();
  const lanes = Math.max(1, Math.min(2, availableParallelism()));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [index, game] = next;
        const report = await runInWorker(game, 0x5eed + index);
        reports.set(game, report);
        printReport(report);
      }
    }),
  );
  const hmac = hmacPerSecond();
  console.log(
    `HMAC-SHA256 per second: pure TS ${perSecond(hmac.pureTs)}, node:crypto ${perSecond(hmac.nodeCrypto)}`,
  );
  console.log(
    `${lanes} worker threads, ${((performance.now() - started) / 1000).toFixed(0)} s; rates per CPU-second are per core (the thread's own CPU time), wall rates depend on what else the machine runs`,
  );
  const games = GAME_CODES.map((game) => reports.get(game)!);
  console.log(
    JSON.stringify({ bench: 'rtp', node: process.version, threads: lanes, hmacPerSecond: hmac, games }),
  );
}

if (isMainThread) {
  await main();
} else {
  const { game, seed } = workerData as { game: GameCode; seed: number };
  const simulated = simulateGame(game, seed);
  const fair = fairRoundsPerSecond(game);
  const report: GameReport = {
    ...simulated,
    fairRoundsPerSecond: fair.wall,
    fairRoundsPerCpuSecond: fair.cpu,
  };
  parentPort!.postMessage(report);
}
