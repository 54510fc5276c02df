/**
 * SHA-256 and HMAC-SHA256 in plain TypeScript (FIPS 180-4, RFC 2104).
 *
 * Why not node:crypto or Web Crypto: the same code must run on the server and in the browser's verify
 * page, synchronously (Web Crypto is async only), and an engine must be able to pull bytes one by one.
 * The tests cross-check every function against node:crypto.
 */

const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;

// One schedule buffer reused by every call: the functions are synchronous, so nothing can interleave.
const schedule = new Uint32Array(64);

/** Mixes one 64-byte block (at `offset` in `data`) into `state`. */
function compressBlock(state: Uint32Array, data: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = ((data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const t1 = (h + s1 + choice + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

// Scratch space for the final block(s) and a working state: every function here is synchronous, so
// nothing can interleave, and typed-array allocations cost more than the hashing itself.
const finalBlocks = new Uint8Array(BLOCK_BYTES * 2);
const workingState = new Uint32Array(8);

/**
 * Finishes a hash whose `state` has already absorbed `prefixBytes` bytes (0 or whole blocks):
 * absorbs `data`, pads, and returns the 32-byte digest.
 */
function finishDigest(state: Uint32Array, data: Uint8Array, prefixBytes: number): Uint8Array {
  const fullBlocksBytes = data.length - (data.length % BLOCK_BYTES);
  for (let offset = 0; offset < fullBlocksBytes; offset += BLOCK_BYTES) compressBlock(state, data, offset);
  const tailBytes = data.length - fullBlocksBytes;
  const finalBytes = tailBytes < 56 ? BLOCK_BYTES : BLOCK_BYTES * 2;
  finalBlocks.fill(0, 0, finalBytes);
  for (let i = 0; i < tailBytes; i++) finalBlocks[i] = data[fullBlocksBytes + i]!;
  finalBlocks[tailBytes] = 0x80;
  // Message length in bits, big-endian, in the last 8 bytes (lengths here stay far below 2^53 bits).
  const bitLength = (prefixBytes + data.length) * 8;
  writeUint32(finalBlocks, finalBytes - 8, Math.floor(bitLength / 0x100000000));
  writeUint32(finalBlocks, finalBytes - 4, bitLength >>> 0);
  for (let offset = 0; offset < finalBytes; offset += BLOCK_BYTES) compressBlock(state, finalBlocks, offset);
  const digest = new Uint8Array(DIGEST_BYTES);
  for (let i = 0; i < 8; i++) writeUint32(digest, i * 4, state[i]!);
  return digest;
}

function writeUint32(bytes: Uint8Array, offset: number, value: number): void {
  bytes[offset] = value >>> 24;
  bytes[offset + 1] = (value >>> 16) & 0xff;
  bytes[offset + 2] = (value >>> 8) & 0xff;
  bytes[offset + 3] = value & 0xff;
}

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  workingState.set(INITIAL_STATE);
  return finishDigest(workingState, data, 0);
}

/** A keyed HMAC-SHA256 function; the key's inner and outer pads are absorbed once, not per message. */
export type HmacSha256 = (message: Uint8Array) => Uint8Array;

/** Prepares HMAC-SHA256 for one key (RFC 2104: keys longer than a block are hashed first). */
export function createHmacSha256(key: Uint8Array): HmacSha256 {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const pad = new Uint8Array(BLOCK_BYTES);
  const innerState = INITIAL_STATE.slice();
  for (let i = 0; i < BLOCK_BYTES; i++) pad[i] = blockKey[i]! ^ 0x36;
  compressBlock(innerState, pad, 0);
  const outerState = INITIAL_STATE.slice();
  for (let i = 0; i < BLOCK_BYTES; i++) pad[i] = blockKey[i]! ^ 0x5c;
  compressBlock(outerState, pad, 0);
  return (message) => {
    workingState.set(innerState);
    const inner = finishDigest(workingState, message, BLOCK_BYTES);
    workingState.set(outerState);
    return finishDigest(workingState, inner, BLOCK_BYTES);
  };
}

/** HMAC-SHA256 of `message` under `key`: the one HMAC every fairness function goes through. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return createHmacSha256(key)(message);
}
