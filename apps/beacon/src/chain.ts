import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bls12_381 as bls } from '@noble/curves/bls12-381';

/**
 * A one-member drand chain with quicknet's contract: scheme `bls-unchained-g1-rfc9380` (signatures on G1,
 * the public key on G2, RFC 9380 hash-to-curve), quicknet's genesis and 3 s period, so its round numbers
 * are quicknet's at the same moment. Only the key differs (and so the chain hash): a client verifies its
 * rounds with the same code as the real network's, against this chain's public key.
 */
export const SCHEME_ID = 'bls-unchained-g1-rfc9380';
export const QUICKNET_GENESIS_SECONDS = 1692803367;
export const QUICKNET_PERIOD_SECONDS = 3;
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const BEACON_ID = 'quicknet';

/** drand's `/info` document. */
export interface ChainInfo {
  public_key: string;
  period: number;
  genesis_time: number;
  hash: string;
  groupHash: string;
  schemeID: string;
  metadata: { beaconID: string };
}

/** drand's `/public/{round}` document (unchained: no previous_signature). */
export interface Beacon {
  round: number;
  randomness: string;
  signature: string;
}

export interface SimulatedChain {
  info: ChainInfo;
  /** The round published at `timeMs` (0 before genesis). */
  roundAt(timeMs: number): number;
  sign(round: number): Beacon;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

export function createChain(secretKeyHex: string): SimulatedChain {
  const secret = Uint8Array.from(Buffer.from(secretKeyHex, 'hex'));
  const scheme = bls.shortSignatures;
  const publicKey = hex(scheme.getPublicKey(secret).toBytes(true));
  const groupHash = createHash('sha256').update(Buffer.from(publicKey, 'hex')).digest('hex');
  const info: ChainInfo = {
    public_key: publicKey,
    period: QUICKNET_PERIOD_SECONDS,
    genesis_time: QUICKNET_GENESIS_SECONDS,
    hash: chainHash(publicKey, groupHash),
    groupHash,
    schemeID: SCHEME_ID,
    metadata: { beaconID: BEACON_ID },
  };
  const signed = new Map<number, Beacon>();
  return {
    info,
    roundAt(timeMs) {
      if (timeMs < QUICKNET_GENESIS_SECONDS * 1000) return 0;
      return Math.floor((timeMs - QUICKNET_GENESIS_SECONDS * 1000) / (QUICKNET_PERIOD_SECONDS * 1000)) + 1;
    },
    sign(round) {
      const cached = signed.get(round);
      if (cached) return cached;
      // drand's unchained message: SHA-256 of the round as a big-endian uint64.
      const roundBytes = Buffer.alloc(8);
      roundBytes.writeBigUInt64BE(BigInt(round));
      const message = createHash('sha256').update(roundBytes).digest();
      const signature = hex(scheme.sign(scheme.hash(message, DST), secret).toBytes(true));
      const beacon = {
        round,
        randomness: createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex'),
        signature,
      };
      if (signed.size > 10_000) signed.clear();
      signed.set(round, beacon);
      return beacon;
    },
  };
}

/** Like drand's chain hash: SHA-256 over period, genesis, public key, group hash, scheme and beacon id. */
function chainHash(publicKey: string, groupHash: string): string {
  const period = Buffer.alloc(4);
  period.writeUInt32BE(QUICKNET_PERIOD_SECONDS);
  const genesis = Buffer.alloc(8);
  genesis.writeBigInt64BE(BigInt(QUICKNET_GENESIS_SECONDS));
  return createHash('sha256')
    .update(period)
    .update(genesis)
    .update(Buffer.from(publicKey, 'hex'))
    .update(Buffer.from(groupHash, 'hex'))
    .update(SCHEME_ID)
    .update(BEACON_ID)
    .digest('hex');
}

/**
 * The simulator's key, kept in a file so that its chain (and every draw verified against it) survives a
 * restart; made on first start (noble's randomSecretKey: CSPRNG bytes reduced into the curve's order).
 */
export function loadOrCreateSecretKey(file: string): string {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { secretKey?: string };
    if (stored.secretKey && /^[0-9a-f]{64}$/.test(stored.secretKey)) return stored.secretKey;
    throw new Error(`${file} holds no beacon key`);
  }
  const secretKey = newSecretKey();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ secretKey })}\n`, { mode: 0o600 });
  return secretKey;
}

export function newSecretKey(): string {
  return hex(bls.utils.randomSecretKey());
}
