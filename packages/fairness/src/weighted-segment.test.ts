import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairStream } from './hmac-stream.ts';
import { weightedSegment } from './outcomes.ts';
import type { RandomSource } from './random-source.ts';

const SERVER_SEED = '2f1b8c4a9e7d6f5a3c2b1e0d9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a';
const WHEEL = [3000, 2500, 1500, 1200, 900, 500, 300, 100];

/** A source that returns the given uint32 values in order. */
const fixed = (...values: number[]): RandomSource => ({
  nextUint32: () => {
    const value = values.shift();
    if (value === undefined) throw new Error('the test source ran out');
    return value;
  },
});

describe('weightedSegment', () => {
  it('gives the known-answer segments for the diamond wheel', () => {
    const segments = [0, 1, 2, 3, 4].map((nonce) =>
      weightedSegment(createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'sika-client', nonce }), WHEEL),
    );
    expect(segments).toEqual(KNOWN_SEGMENTS);
  });

  it('maps the cumulative ranges exactly (total 10000: 0–2999 → 0, 3000–5499 → 1, 9999 → 7)', () => {
    // uniformInt(total) = floor(u × total / 2^32) when the low word u × total mod 2^32 is at least
    // 2^32 mod total (7296 here); pick the smallest such u for each point.
    const at = (point: number) => Math.ceil((point * 2 ** 32 + 7296) / 10_000);
    expect(weightedSegment(fixed(at(0)), WHEEL)).toBe(0);
    expect(weightedSegment(fixed(at(2999)), WHEEL)).toBe(0);
    expect(weightedSegment(fixed(at(3000)), WHEEL)).toBe(1);
    expect(weightedSegment(fixed(at(9999)), WHEEL)).toBe(7);
  });

  it('always answers a segment index, and refuses weights that are not positive integers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(99),
        (weights, nonce) => {
          const i = weightedSegment(
            createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'c', nonce }),
            weights,
          );
          expect(i).toBeGreaterThanOrEqual(0);
          expect(i).toBeLessThan(weights.length);
        },
      ),
    );
    expect(() => weightedSegment(fixed(0), [])).toThrow(RangeError);
    expect(() => weightedSegment(fixed(0), [1, 0])).toThrow(RangeError);
  });
});

// Computed independently (Python hmac + the same rejection rule) from HMAC_SHA256(seed, `sika-client:${nonce}:0`).
const KNOWN_SEGMENTS = [1, 4, 1, 4, 0];
