import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairStream, generateFloats, type SeedTriple } from './hmac-stream.ts';
import { commitServerSeed } from './seeds.ts';

/** Stake's published byteGenerator, verbatim in logic (integration-contracts §6.1), on node:crypto. */
function* stakeByteGenerator({ serverSeed, clientSeed, nonce, cursor }: SeedTriple & { cursor: number }) {
  let currentRound = Math.floor(cursor / 32);
  let currentRoundCursor = cursor - currentRound * 32;
  while (true) {
    const hmac = createHmac('sha256', serverSeed);
    hmac.update(`${clientSeed}:${nonce}:${currentRound}`);
    const buffer = hmac.digest();
    while (currentRoundCursor < 32) {
      yield Number(buffer[currentRoundCursor]);
      currentRoundCursor += 1;
    }
    currentRoundCursor = 0;
    currentRound += 1;
  }
}

/** Stake's published generateFloats: 4 bytes → Σ byte / 256^(i+1). */
function stakeFloats(seeds: SeedTriple & { cursor: number }, count: number): number[] {
  const rng = stakeByteGenerator(seeds);
  const floats: number[] = [];
  for (let f = 0; f < count; f++) {
    let float = 0;
    for (let i = 0; i < 4; i++) float += (rng.next().value as number) / 256 ** (i + 1);
    floats.push(float);
  }
  return floats;
}

const SERVER_SEED = '2f1b8c4a9e7d6f5a3c2b1e0d9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a';

describe('the provably-fair stream (known-answer vectors, computed with node:crypto)', () => {
  it('commits the server seed as SHA-256 of its text', () => {
    expect(commitServerSeed(SERVER_SEED)).toBe(
      'd1ad03d2a3e9bbc714589c46712633519f58ffd7dfff610383c3f4209657c1e0',
    );
  });

  it('gives the vector floats for seed pair (sika-client, nonce 0 and 1) and (hello, 42)', () => {
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'sika-client', nonce: 0 }, 3)).toEqual([
      0.42487269011326134, 0.09748933161608875, 0.7793993207160383,
    ]);
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'sika-client', nonce: 1 }, 1)).toEqual([
      0.822993136011064,
    ]);
    expect(generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'hello', nonce: 42 }, 1)).toEqual([
      0.9167226844001561,
    ]);
  });

  it('reads the first HMAC block byte for byte (HMAC_SHA256(serverSeed, "hello:42:0"))', () => {
    const stream = createFairStream({ serverSeed: SERVER_SEED, clientSeed: 'hello', nonce: 42 });
    const bytes = Array.from({ length: 32 }, () => stream.nextByte());
    expect(Buffer.from(bytes).toString('hex')).toBe(
      'eaae567d418ef4240dc677d3c194742edfd3d6a4dd26e1d36978188818fbc638',
    );
  });

  it("equals Stake's byteGenerator and generateFloats for any seeds, nonce and cursor", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 70 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat(1_000_000),
        fc.nat(100),
        (serverSeed, clientSeed, nonce, cursor) => {
          const seeds = { serverSeed, clientSeed, nonce, cursor };
          const ours = generateFloats(seeds, 20, cursor);
          expect(ours).toEqual(stakeFloats(seeds, 20));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('moves to the next HMAC round after 8 floats', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'sika-client', nonce: 0 };
    const ninth = generateFloats(seeds, 9)[8];
    const roundOne = createHmac('sha256', SERVER_SEED).update('sika-client:0:1').digest();
    expect(ninth).toBe(roundOne.readUInt32BE(0) / 2 ** 32);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => createFairStream({ serverSeed: 'a', clientSeed: 'b', nonce: -1 })).toThrow(RangeError);
    expect(() => createFairStream({ serverSeed: 'a', clientSeed: 'b', nonce: 1.5 })).toThrow(RangeError);
  });
});
