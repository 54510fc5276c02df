import { Secret, TOTP } from 'otpauth';

/** TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s), via the `otpauth` library. */
const PERIOD_S = 30;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Sika back office',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The time step a code belongs to, when it matches within one step either side (clock drift), else null.
 * The caller refuses a step not after the last one used, so a code works once.
 */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}
