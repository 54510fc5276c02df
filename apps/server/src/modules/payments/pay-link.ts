import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pay-hall link of an order (spec core §2: /pay/hall/panpay and /pay/hall/mpesa take `sign` and
 * `transNo`): `sign` = "<expiry unix s>.<HMAC-SHA256(secret, 'pay-link|v1|transNo|expiry')>", so the hall
 * page works from a link alone, without a session, and only for that order until it expires. The spec's
 * `payToken` is the order's transNo; the sign is what authorises.
 */

export function signPayLink(secret: string, transNo: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${expiry}.${mac(secret, transNo, expiry)}`;
}

/** True when `sign` was made by us for this transNo and has not expired. */
export function verifyPayLink(secret: string, transNo: string, sign: string, now: Date): boolean {
  const match = /^(\d{9,11})\.([A-Za-z0-9_-]{43})$/.exec(sign);
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, transNo, expiry));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web route of the pay hall for the market's provider. */
export function payHallPath(provider: string, transNo: string, sign: string): string {
  const page = provider === 'mpesa-daraja' ? '/pay/hall/mpesa' : '/pay/hall/panpay';
  return `${page}?sign=${encodeURIComponent(sign)}&transNo=${encodeURIComponent(transNo)}`;
}

function mac(secret: string, transNo: string, expiry: number): string {
  return createHmac('sha256', secret).update(`pay-link|v1|${transNo}|${expiry}`).digest('base64url');
}
