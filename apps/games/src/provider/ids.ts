import { randomBytes } from 'node:crypto';

/** An unguessable id or token from the CSPRNG (never a non-cryptographic generator), as URL-safe base64. */
export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Round ids: 16 random bytes in hex, so the wallet's txIds `${roundId}-bet` stay within [A-Za-z0-9-]. */
export function newRoundId(): string {
  return randomBytes(16).toString('hex');
}
