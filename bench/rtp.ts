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
 * Prints one line per game and, last, one JSON line.
 */
import { createHmac } from 'node:crypto';
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
  'kente-gold': 100_000,
  dice: 25_000,
  mines: 35_000,
  plinko: 30_000,
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

interface GameReport {
  game: GameCode;
  declaredRtp: number;
  measuredRtp: number;
  halfWidth99: number;
  rounds: number;
  roundsNeeded: number;
  engineRoundsPerSecond: number;
  fairRoundsPerSecond: number;
  configs: { label: string; rtp: number; halfWidth99: number; rounds: number }[];
}

function simulateGame(game: GameCode, seed: number): Omit<GameReport, 'fairRoundsPerSecond'> {
  const configs = SIM_CONFIGS[game];
  const source = new Xoshiro128(seed);
  const mix = emptyTally();
  const each: SimTally[] = configs.map(emptyTally);
  const started = performance.now();
  simulate(source, configs, PILOT_ROUNDS, mix, each);
  const roundsNeeded = roundsForHalfWidth(
    (halfWidth99(mix) * Math.sqrt(mix.rounds)) / 2.5758293035489,
    TARGET_HALF_WIDTH,
  );
  while (mix.rounds < roundsNeeded && performance.now() - started < BUDGET_MS[game]) {
    simulate(source, configs, Math.min(BATCH_ROUNDS, roundsNeeded - mix.rounds), mix, each);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game,
    declaredRtp: CATALOGUE.find((entry) => entry.code === game)!.rtp,
    measuredRtp: rtpOf(mix),
    halfWidth99: halfWidth99(mix),
    rounds: mix.rounds,
    roundsNeeded,
    engineRoundsPerSecond: mix.rounds / seconds,
    configs: configs.map((config, i) => ({
      label: config.label,
      rtp: rtpOf(each[i]!),
      halfWidth99: halfWidth99(each[i]!),
      rounds: each[i]!.rounds,
    })),
  };
}

/** Rounds per second when every round builds its own HMAC stream from the seeds, as in real play. */
function fairRoundsPerSecond(game: GameCode): number {
  const configs = SIM_CONFIGS[game];
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'bench', nonce: 0 };
  const rounds = FAIR_ROUNDS[game];
  let sink = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    sink += configs[nonce % configs.length]!.play(createFairStream({ ...seeds, nonce }));
  }
  const seconds = (performance.now() - started) / 1000;
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return rounds / seconds;
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

const reports: GameReport[] = [];
for (const [index, game] of GAME_CODES.entries()) {
  const simulated = simulateGame(game, 0x5eed + index);
  const report = { ...simulated, fairRoundsPerSecond: fairRoundsPerSecond(game) };
  reports.push(report);
  const reached =
    report.halfWidth99 <= 0.001 ? '' : ` (budget hit: ${report.roundsNeeded.toLocaleString('en')} needed)`;
  console.log(
    `${game.padEnd(11)} declared ${pct(report.declaredRtp)}  measured ${pct(report.measuredRtp)} ± ${(report.halfWidth99 * 100).toFixed(4)} pp (99%)` +
      `  ${report.rounds.toLocaleString('en')} rounds${reached}  engine ${perSecond(report.engineRoundsPerSecond)}` +
      `  HMAC path ${perSecond(report.fairRoundsPerSecond)}`,
  );
  for (const config of report.configs) {
    console.log(
      `    ${config.label.padEnd(22)} ${pct(config.rtp)} ± ${(config.halfWidth99 * 100).toFixed(3)} pp  ${config.rounds.toLocaleString('en')} rounds`,
    );
  }
}
const hmac = hmacPerSecond();
console.log(
  `HMAC-SHA256 per second: pure TS ${perSecond(hmac.pureTs)}, node:crypto ${perSecond(hmac.nodeCrypto)}`,
);
console.log(JSON.stringify({ bench: 'rtp', node: process.version, hmacPerSecond: hmac, games: reports }));
