import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairStream, generateFloats } from './hmac-stream.ts';
import {
  diceRollHundredths,
  limboResultHundredths,
  minesLayout,
  plinkoBucket,
  plinkoPath,
  reelStops,
} from './outcomes.ts';
import { drawDistinct, shuffle } from './shuffle.ts';

const SERVER_SEED = '2f1b8c4a9e7d6f5a3c2b1e0d9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a';
const seedsArb = fc.record({
  serverSeed: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat(10_000_000),
});

/** Stake's published dice: roll = (float × 10001) / 100, shown floored to 2 decimals. */
const stakeDice = (float: number) => Math.floor(((float * 10001) / 100) * 100 + 1e-9) / 100;
/** Stake's published limbo: 1e8 / (float × 1e8) × 0.99, floored to 2 decimals, at least 1. */
const stakeLimbo = (float: number) => Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);

describe('dice and limbo follow Stake’s published formulas', () => {
  it('gives the known-answer rolls 42.49, 82.30 and 91.68', () => {
    const rolls = [0, 1].map((nonce) =>
      diceRollHundredths(createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'sika-client', nonce })),
    );
    rolls.push(
      diceRollHundredths(createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'hello', nonce: 42 })),
    );
    expect(rolls).toEqual([4249, 8230, 9168]);
  });

  it('gives the known-answer limbo results 2.33×, 1.20× and 1.07×', () => {
    const results = [
      { clientSeed: 'sika-client', nonce: 0 },
      { clientSeed: 'sika-client', nonce: 1 },
      { clientSeed: 'hello', nonce: 42 },
    ].map((s) => limboResultHundredths(createFairStream({ serverSeed: SERVER_SEED, ...s }), 0.99, 1e6));
    expect(results).toEqual([233, 120, 107]);
  });

  it('matches Stake for random seeds (dice: on every draw not rejected for bias)', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const [float] = generateFloats(seeds, 1) as [number];
        const roll = diceRollHundredths(createFairStream(seeds));
        const rejected = (Math.floor(float * 2 ** 32) * 10001) % 2 ** 32 < 2 ** 32 % 10001;
        if (!rejected) expect(roll / 100).toBe(stakeDice(float));
        expect(limboResultHundredths(createFairStream(seeds), 0.99, 1e12) / 100).toBe(stakeLimbo(float));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the other games’ mappings', () => {
  it('plinko goes right when floor(float × 2) = 1, one float per row', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 8, max: 16 }), (seeds, rows) => {
        const floats = generateFloats(seeds, rows);
        const path = plinkoPath(createFairStream(seeds), rows);
        expect(path).toEqual(floats.map((f) => Math.floor(f * 2)));
        expect(plinkoBucket(createFairStream(seeds), rows)).toBe(path.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 200 },
    );
  });

  it("places mines like Stake's strike-out draw (float × remaining tiles), all distinct", () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 24 }), (seeds, mines) => {
        const floats = generateFloats(seeds, 24);
        const tiles = Array.from({ length: 25 }, (_, i) => i);
        const stake = floats.slice(0, mines).map((f) => tiles.splice(Math.floor(f * tiles.length), 1)[0]);
        const ours = minesLayout(createFairStream(seeds), mines);
        expect(new Set(ours).size).toBe(mines);
        // Equal unless a (≈10⁻⁸ likely) biased draw was rejected.
        expect(ours).toEqual(stake);
      }),
      { numRuns: 300 },
    );
  });

  it('gives one stop per reel, within each strip', () => {
    const stops = reelStops(
      createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'x', nonce: 7 }),
      [30, 31, 32],
    );
    expect(stops).toHaveLength(3);
    stops.forEach((stop, reel) => {
      expect(stop).toBeGreaterThanOrEqual(0);
      expect(stop).toBeLessThan(30 + reel);
    });
  });

  it('shuffles into a permutation, each of the 6 orders of 3 items about equally often', () => {
    const stream = createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'shuffle', nonce: 0 });
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const key = shuffle(stream, ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(drawDistinct(stream, 10, 10).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
