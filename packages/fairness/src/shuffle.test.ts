import { describe, expect, it } from 'vitest';
import { createFairStream } from './hmac-stream.ts';
import { TWO_POW_32, uniformInt, uniformIntPrepared } from './random-source.ts';
import { drawDistinct, drawDistinctMask } from './shuffle.ts';

const seeds = (nonce: number) => ({ serverSeed: 'shuffle-test', clientSeed: 'mask', nonce });

describe('the allocation-free draws give what the plain ones give', () => {
  it('uniformIntPrepared draws what uniformInt draws', () => {
    for (const bound of [1, 2, 3, 25, 31, 33, 36, 10_001, 2 ** 21]) {
      const a = createFairStream(seeds(bound));
      const b = createFairStream(seeds(bound));
      for (let i = 0; i < 200; i++) {
        expect(uniformIntPrepared(b, bound, TWO_POW_32 % bound)).toBe(uniformInt(a, bound));
      }
    }
  });

  it('drawDistinctMask holds the values drawDistinct draws and leaves the stream at the same place', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const pool = nonce % 2 === 0 ? 25 : 31;
      const count = nonce % (pool + 1);
      const a = createFairStream(seeds(nonce));
      const b = createFairStream(seeds(nonce));
      const drawn = drawDistinct(a, pool, count);
      expect(drawDistinctMask(b, pool, count)).toBe(drawn.reduce((mask, value) => mask | (1 << value), 0));
      expect(b.nextUint32()).toBe(a.nextUint32());
    }
  });
});
