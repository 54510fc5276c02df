import { describe, expect, it } from 'vitest';
import { payHallPath, signPayLink, verifyPayLink } from './pay-link.ts';

const secret = 'a-test-secret-of-at-least-32-characters';
const now = new Date('2026-01-01T12:00:00Z');
const expires = new Date(now.getTime() + 30 * 60_000);

describe('pay-hall links', () => {
  it('verifies its own sign for its order until it expires', () => {
    const sign = signPayLink(secret, 'D260101ABCDEFGHJK', expires);
    expect(verifyPayLink(secret, 'D260101ABCDEFGHJK', sign, now)).toBe(true);
    expect(verifyPayLink(secret, 'D260101ABCDEFGHJK', sign, expires)).toBe(false);
    expect(verifyPayLink(secret, 'D260101ABCDEFGHJX', sign, now)).toBe(false);
    expect(verifyPayLink('another-secret-of-at-least-32-characters', 'D260101ABCDEFGHJK', sign, now)).toBe(
      false,
    );
  });

  it('refuses a sign whose expiry was pushed back, or that is malformed', () => {
    const sign = signPayLink(secret, 'D260101ABCDEFGHJK', expires);
    const [expiry, mac] = sign.split('.');
    expect(verifyPayLink(secret, 'D260101ABCDEFGHJK', `${Number(expiry) + 3600}.${mac}`, now)).toBe(false);
    for (const bad of ['', 'x', `${expiry}.`, `${expiry}.${mac}x`, `-1.${mac}`]) {
      expect(verifyPayLink(secret, 'D260101ABCDEFGHJK', bad, now)).toBe(false);
    }
  });

  it('links M-Pesa orders to the M-Pesa hall and the others to panpay', () => {
    expect(payHallPath('mpesa-daraja', 'D1', 'a.b')).toBe('/pay/hall/mpesa?sign=a.b&transNo=D1');
    expect(payHallPath('mtn-momo', 'D1', 'a b')).toBe('/pay/hall/panpay?sign=a%20b&transNo=D1');
  });
});
