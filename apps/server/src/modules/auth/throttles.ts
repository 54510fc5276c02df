import type { ServerContext } from '../../context.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';

const MINUTE_MS = 60_000;

/**
 * The limits on what can be abused (reliability checklist S2, S4). Per number they stop guessing and
 * SMS bombing; per IP they are generous, because many players share one carrier-grade NAT address.
 */
export async function throttleLogin(ctx: ServerContext, mobile: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `login:ip:${ip}`, limit: 300, windowMs: 15 * MINUTE_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `login:mobile:${mobile}`, limit: 10, windowMs: 15 * MINUTE_MS }, now);
}

export async function throttleSmsSend(ctx: ServerContext, mobile: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `sms:ip:${ip}`, limit: 30, windowMs: 60 * MINUTE_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `sms:mobile:${mobile}:1m`, limit: 1, windowMs: MINUTE_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `sms:mobile:${mobile}:1h`, limit: 5, windowMs: 60 * MINUTE_MS }, now);
}

export async function throttleCodeCheck(ctx: ServerContext, mobile: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `code:ip:${ip}`, limit: 300, windowMs: 15 * MINUTE_MS }, now);
  await hitRateLimit(ctx.db, { bucket: `code:mobile:${mobile}`, limit: 20, windowMs: 15 * MINUTE_MS }, now);
}

/**
 * With SMS codes off nothing else bounds registration, and each attempt costs an argon2 hash (about 19 MiB
 * and tens of milliseconds of a core). 30 an hour per IP matches what the SMS limit allows with codes on;
 * 10 an hour per number stops hammering one number (each refusal of a taken number still hashed first).
 */
export async function throttleRegistration(ctx: ServerContext, mobile: string, ip: string) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `register:ip:${ip}`, limit: 30, windowMs: 60 * MINUTE_MS }, now);
  await hitRateLimit(
    ctx.db,
    { bucket: `register:mobile:${mobile}`, limit: 10, windowMs: 60 * MINUTE_MS },
    now,
  );
}
