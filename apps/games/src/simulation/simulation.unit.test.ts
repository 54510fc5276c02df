import { createFairStream } from '@sika/fairness';
import { describe, expect, it } from 'vitest';
import {
  minesMultiplier,
  minesPicksSafe,
  playMines,
  playPlinko,
  playSlot,
  plinkoRoundHundredths,
  slotRoundWinLineBets,
  tilesMask,
  ZERO,
} from '../engines/index.ts';
import { SIM_CONFIGS } from './configs.ts';
import { emptyTally, halfWidth99, rtpOf, simulate } from './simulate.ts';
import { Xoshiro128 } from './xoshiro128.ts';

const seeds = (nonce: number) => ({ serverSeed: 'f'.repeat(64), clientSeed: 'sim', nonce });

describe('the simulation measures the same mapping as play', () => {
  it('the slot fast path pays what playSlot pays, on the same streams', () => {
    for (let nonce = 0; nonce < 2000; nonce++) {
      expect(slotRoundWinLineBets(createFairStream(seeds(nonce)))).toBe(
        playSlot(createFairStream(seeds(nonce))).outcome.totalWinLineBets,
      );
    }
  }, 60_000);

  it('the plinko fast path pays what playPlinko pays, on the same streams', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const params = { rows: 16 as const, risk: 'high' as const };
      expect(plinkoRoundHundredths(createFairStream(seeds(nonce)), params)).toBe(
        playPlinko(createFairStream(seeds(nonce)), params).multiplier.num,
      );
    }
  });

  it('the mines fast path pays what playMines pays, on the same streams', () => {
    for (let nonce = 0; nonce < 1000; nonce++) {
      const mines = 1 + (nonce % 24);
      const picks = Array.from(
        { length: Math.min(25 - mines, 1 + (nonce % 7)) },
        (_, i) => (i * 3 + nonce) % 25,
      );
      const played = playMines(createFairStream(seeds(nonce)), { mines, picks }).multiplier;
      const safe = minesPicksSafe(createFairStream(seeds(nonce)), mines, tilesMask(picks));
      expect(safe ? minesMultiplier(mines, picks.length) : ZERO).toEqual(played);
    }
  });

  it('xoshiro128** is deterministic per seed and spreads its output', () => {
    const a = new Xoshiro128(42);
    const b = new Xoshiro128(42);
    const values = Array.from({ length: 1000 }, () => a.nextUint32());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.nextUint32()));
    expect(new Set(values).size).toBe(1000);
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true);
  });

  it('a short run of every simple game lands near 99% (a smoke test; the bench does the real run)', () => {
    for (const game of ['dice', 'limbo', 'wheel'] as const) {
      const configs = SIM_CONFIGS[game];
      const mix = emptyTally();
      simulate(new Xoshiro128(7), configs, 300_000, mix, configs.map(emptyTally));
      expect(Math.abs(rtpOf(mix) - 0.99)).toBeLessThan(2 * halfWidth99(mix));
    }
  }, 60_000);
});
