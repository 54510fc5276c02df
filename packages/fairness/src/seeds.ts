import { toHex, utf8 } from './encoding.ts';
import { sha256 } from './sha256.ts';

/**
 * Random bytes from the platform CSPRNG. `globalThis.crypto.getRandomValues` is Web Crypto: in Node it is
 * backed by the same OpenSSL generator as `crypto.randomBytes`, and it also exists in the browser, so
 * this module needs no `node:` import (it is bundled into the verify page).
 */
function secureRandomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** A fresh server seed: 32 random bytes as 64 lower-case hex characters (used as a UTF-8 string). */
export function newServerSeed(): string {
  return toHex(secureRandomBytes(32));
}

/** A default client seed for players who don't choose one: 16 hex characters. */
export function newClientSeed(): string {
  return toHex(secureRandomBytes(8));
}

/** The commitment shown before play: SHA-256 of the server seed's UTF-8 text, in hex. */
export function commitServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** Whether a revealed server seed matches the commitment shown before play. */
export function matchesCommitment(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment.toLowerCase();
}

export const CLIENT_SEED_MAX_LENGTH = 64;

/** Client seeds are 1–64 printable ASCII characters, so they survive URLs, logs and copy-paste. */
export function isValidClientSeed(clientSeed: string): boolean {
  return /^[\x20-\x7e]{1,64}$/.test(clientSeed) && clientSeed.trim() === clientSeed;
}
