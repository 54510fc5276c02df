import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RandomSource, TWO_POW_32, uniformInt } from './random-source.ts';

/** A source that replays the given uint32 values, to test exact boundaries. */
function replay(values: number[]): RandomSource & { used: number } {
  const source = {
    used: 0,
    nextUint32() {
      const value = values[source.used];
      if (value === undefined) throw new Error('replay exhausted');
      source.used += 1;
      return value;
    },
  };
  return source;
}

describe('uniformInt (rejection sampling on 32-bit ints)', () => {
  it("maps an accepted draw exactly like Stake's Math.floor(float * bound)", () => {
    fc.assert(
      fc.property(fc.nat(TWO_POW_32 - 1), fc.integer({ min: 1, max: 2 ** 21 }), (u, bound) => {
        const source = replay([u, 0x7fffffff, 0x12345678, 0xdeadbeef]);
        const value = uniformInt(source, bound);
        if (source.used === 1) expect(value).toBe(Math.floor((u / TWO_POW_32) * bound));
      }),
      { numRuns: 5000 },
    );
  });

  it('rejects exactly the draws whose low word falls below 2^32 mod bound', () => {
    const bound = 10001;
    const rejectBelow = TWO_POW_32 % bound; // 429,454 × 10001 + rejectBelow = 2^32
    expect(rejectBelow).toBe(TWO_POW_32 - Math.floor(TWO_POW_32 / bound) * bound);
    // u = 0 gives a low word of 0: rejected; the next draw is used.
    const source = replay([0, 123_456_789]);
    expect(uniformInt(source, bound)).toBe(Math.floor((123_456_789 * bound) / TWO_POW_32));
    expect(source.used).toBe(2);
  });

  it('never rejects for a power-of-two bound', () => {
    fc.assert(
      fc.property(fc.nat(TWO_POW_32 - 1), fc.integer({ min: 0, max: 21 }), (u, bits) => {
        const source = replay([u]);
        expect(uniformInt(source, 2 ** bits)).toBe(Math.floor(u / 2 ** (32 - bits)));
      }),
    );
  });

  it('gives every result exactly floor(2^32 / bound) preimages', () => {
    for (const bound of [3, 25, 37, 10001]) {
      const rejectBelow = TWO_POW_32 % bound;
      for (let r = 0; r < bound; r++) {
        // The u's with floor(u·b / 2^32) = r form one run; along it the low word u·b mod 2^32 starts
        // below b and grows by b, so only the run's first u can fall below rejectBelow.
        const first = Math.ceil((r * TWO_POW_32) / bound);
        const last = Math.ceil(((r + 1) * TWO_POW_32) / bound) - 1;
        const firstLow = (first * bound) % TWO_POW_32;
        expect(firstLow).toBeLessThan(bound);
        const accepted = last - first + 1 - (firstLow < rejectBelow ? 1 : 0);
        expect(accepted).toBe(Math.floor(TWO_POW_32 / bound));
      }
    }
  });

  it('refuses bounds it cannot serve exactly', () => {
    const source = replay([1]);
    expect(() => uniformInt(source, 0)).toThrow(RangeError);
    expect(() => uniformInt(source, 2 ** 21 + 1)).toThrow(RangeError);
    expect(() => uniformInt(source, 2.5)).toThrow(RangeError);
  });
});
