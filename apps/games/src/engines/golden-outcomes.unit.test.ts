import { createHash } from 'node:crypto';
import { createFairStream } from '@sika/fairness';
import { describe, expect, it } from 'vitest';
import { SIM_CONFIGS } from '../simulation/configs.ts';
import { emptyTally, simulate } from '../simulation/simulate.ts';
import { Xoshiro128 } from '../simulation/xoshiro128.ts';
import { playMines, playSlot, slotRoundWinLineBets } from './index.ts';

/**
 * Outcomes captured from the slot and mines engines before their rewrite for speed (precomputed tables,
 * no allocation per round; issue 21). Every past round must replay and verify exactly as it did, so the
 * rewrite must give the same outcome for every (serverSeed, clientSeed, nonce) and draw the same numbers
 * from the stream. The digests cover 600 rounds of each game; the explicit cases show what they hold.
 */
const SERVER_SEEDS = [
  '2f1b8c4a9e7d6f5a3c2b1e0d9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a',
  'f'.repeat(64),
  'golden-server-seed',
];
const CLIENT_SEEDS = ['sika-client', 'golden'];
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEEDS[0]!, clientSeed: CLIENT_SEEDS[0]!, nonce });

function eachTriple(visit: (triple: { serverSeed: string; clientSeed: string; nonce: number }) => void) {
  for (const serverSeed of SERVER_SEEDS)
    for (const clientSeed of CLIENT_SEEDS)
      for (let nonce = 0; nonce < 100; nonce++) visit({ serverSeed, clientSeed, nonce });
}

describe('slot and mines outcomes are the ones captured before the speed rewrite', () => {
  it('the slot: known rounds with line wins and with free spins', () => {
    const lines = playSlot(createFairStream(seeds(5)));
    expect(lines.outcome.base.stops).toEqual([14, 24, 24, 1, 28]);
    expect(lines.outcome.base.reels).toEqual(['AKM', 'WQA', 'ATM', 'TJQ', 'DCP']);
    expect(lines.outcome.base.lineWins).toEqual([
      { line: 1, symbol: 'A', count: 3, payLineBets: 10 },
      { line: 17, symbol: 'A', count: 3, payLineBets: 10 },
      { line: 18, symbol: 'M', count: 3, payLineBets: 20 },
    ]);
    expect(lines.multiplier).toEqual({ num: 40, den: 20 });
    const free = playSlot(createFairStream(seeds(72)));
    expect(free.outcome.base.reels).toEqual(['KCQ', 'WSP', 'MJS', 'QAT', 'SKJ']);
    expect(free.outcome.freeSpins).toHaveLength(10);
    expect(free.multiplier).toEqual({ num: 130, den: 20 });
  });

  it('the slot: 600 rounds, in full and on the fast path, digest unchanged', () => {
    const outcomes: unknown[] = [];
    const fast: number[] = [];
    eachTriple((triple) => {
      outcomes.push(playSlot(createFairStream(triple)));
      fast.push(slotRoundWinLineBets(createFairStream(triple)));
    });
    expect(digest(outcomes)).toBe('8809941391520036d8991031a3c695b9d62d9ec4578676c88cecf63cd751d580');
    expect(digest(fast)).toBe('33ae55635341db6b3154b18c827fcf5b57e00641966bf76f651ca27f66a801cc');
  });

  it('mines: known layouts, and 600 rounds of every mine count, digest unchanged', () => {
    expect(playMines(createFairStream(seeds(7)), { mines: 5, picks: [0, 1, 2] })).toEqual({
      outcome: { minePositions: [17, 24, 20, 15, 8], hitMine: null, safeReveals: 3 },
      multiplier: { num: 227_700, den: 114_000 },
    });
    expect(playMines(createFairStream(seeds(8)), { mines: 20, picks: [12] }).outcome.minePositions).toEqual([
      1, 2, 9, 14, 15, 5, 8, 18, 7, 19, 22, 6, 16, 3, 11, 10, 13, 0, 21, 23,
    ]);
    const outcomes: unknown[] = [];
    eachTriple((triple) => {
      const mines = 1 + (triple.nonce % 24);
      const picks = Array.from(
        { length: Math.min(25 - mines, 1 + (triple.nonce % 5)) },
        (_, i) => (i * 7 + triple.nonce) % 25,
      );
      outcomes.push(playMines(createFairStream(triple), { mines, picks }));
    });
    expect(digest(outcomes)).toBe('074922e0f4a6e6efc521c4d8007fca702f3ea079de5432fc7b34623ab224f4cc');
  });

  it('the RTP simulation draws the same numbers: 200,000 rounds on the bench seed sum to the same payouts', () => {
    const sums = (game: 'kente-gold' | 'mines') => {
      const configs = SIM_CONFIGS[game];
      const mix = emptyTally();
      simulate(new Xoshiro128(0x5eed), configs, 200_000, mix, configs.map(emptyTally));
      return { sum: mix.sum, sumSquares: mix.sumSquares };
    };
    expect(sums('kente-gold')).toEqual({ sum: 191151.19999997262, sumSquares: 2957773.730000293 });
    expect(sums('mines')).toEqual({ sum: 196171.41541353305, sumSquares: 559185.5197606279 });
  });
});
