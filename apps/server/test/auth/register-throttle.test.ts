import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { consent, newMobile, PASSWORD } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  // Without SMS codes nothing but this throttle stands between a script and an argon2 hash per call.
  t = await createTestApp({ SMS_CODE_ENABLED: '0' });
});
afterAll(() => t.close());

const register = async (mobile: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/register',
    payload: { mobile, password: PASSWORD, confirmPassword: PASSWORD, ...(await consent(t)) },
    remoteAddress: ip,
  });

describe('registration with SMS codes off', () => {
  it('takes 30 registrations an hour from one IP, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i++) {
      expect(body(await register(newMobile(), '203.0.113.40')).code).toBe(0);
    }
    const refused = await register(newMobile(), '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ code: 1006, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, and the window passes.
    expect(body(await register(newMobile(), '203.0.113.41')).code).toBe(0);
    t.clock.advance(60 * 60_000);
    expect(body(await register(newMobile(), '203.0.113.40')).code).toBe(0);
  });

  it('takes 10 attempts an hour on one number, from any number of addresses', async () => {
    const mobile = newMobile();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push(body(await register(mobile, `198.51.100.${i + 1}`)).code);
    expect(codes).toEqual([0, ...Array(9).fill(1103)]);
    const refused = await register(mobile, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe(1006);
  });
});
