import type { ServerContext } from '../../context.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Staff sign-in limits, as the players' login has (auth/throttles.ts): per e-mail and per staff member
 * they stop guessing a password or a 6-digit code (10 tries in 15 minutes; a TOTP code has a million
 * values, so a guesser gets about one chance in 100 000 a window); per IP they are generous, as an office
 * shares one address. Errors: RATE_LIMITED (429, Retry-After).
 */
export async function throttleStaffLogin(ctx: ServerContext, email: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `staff-login:ip:${ip}`, limit: 300, windowMs: WINDOW_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `staff-login:email:${email}`, limit: 10, windowMs: WINDOW_MS }, now);
}

export async function throttleStaffTotp(ctx: ServerContext, staffId: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `staff-totp:ip:${ip}`, limit: 300, windowMs: WINDOW_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `staff-totp:staff:${staffId}`, limit: 10, windowMs: WINDOW_MS }, now);
}
