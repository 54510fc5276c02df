import { utf8 } from './encoding.ts';
import type { RandomSource } from './random-source.ts';
import { createHmacSha256, type HmacSha256 } from './sha256.ts';

const BYTES_PER_BLOCK = 32;

// A server seed serves thousands of bets in a row: keep its prepared HMAC key (half the hashing).
let cachedKey: string | null = null;
let cachedHmac: HmacSha256 | null = null;

function keyedHmac(key: string): HmacSha256 {
  if (key !== cachedKey || !cachedHmac) {
    cachedHmac = createHmacSha256(utf8(key));
    cachedKey = key;
  }
  return cachedHmac;
}

/** The three values that fix every outcome of one bet. */
export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * A byte stream HMAC_SHA256(key, `${messagePrefix}:${round}`) for round = 0, 1, 2, …, read from `cursor`
 * (a byte offset). With key = server seed and prefix = `${clientSeed}:${nonce}` this is exactly Stake's
 * `byteGenerator`; draws use it with other prefixes (integration-contracts §6.4).
 */
export class HmacByteStream implements RandomSource {
  private readonly hmac: HmacSha256;
  private readonly messagePrefix: string;
  private round: number;
  private block: Uint8Array;
  private offset: number;

  constructor(key: string, messagePrefix: string, cursor = 0) {
    if (!Number.isSafeInteger(cursor) || cursor < 0) throw new RangeError(`bad cursor ${cursor}`);
    this.hmac = keyedHmac(key);
    this.messagePrefix = messagePrefix;
    this.round = Math.floor(cursor / BYTES_PER_BLOCK);
    this.block = this.blockFor(this.round);
    this.offset = cursor % BYTES_PER_BLOCK;
  }

  private blockFor(round: number): Uint8Array {
    return this.hmac(utf8(`${this.messagePrefix}:${round}`));
  }

  nextByte(): number {
    if (this.offset === BYTES_PER_BLOCK) {
      this.round += 1;
      this.block = this.blockFor(this.round);
      this.offset = 0;
    }
    const byte = this.block[this.offset]!;
    this.offset += 1;
    return byte;
  }

  nextUint32(): number {
    // Byte by byte, because a float may straddle two HMAC blocks when the cursor is not a multiple of 4.
    return (
      this.nextByte() * 0x1000000 + this.nextByte() * 0x10000 + this.nextByte() * 0x100 + this.nextByte()
    );
  }
}

/** Stake's stream for one bet: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`). */
export function createFairStream(seeds: SeedTriple, cursor = 0): HmacByteStream {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError(`bad nonce ${seeds.nonce}`);
  return new HmacByteStream(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}`, cursor);
}

/** The first `count` floats of a bet, as Stake's `generateFloats` (8 floats per HMAC block). */
export function generateFloats(seeds: SeedTriple, count: number, cursor = 0): number[] {
  const stream = createFairStream(seeds, cursor);
  return Array.from({ length: count }, () => stream.nextUint32() / 4294967296);
}
