import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { newMobile, PASSWORD, registerPlayer } from '../support/players.ts';

/** The per-IP SMS limit of auth/throttles.ts: 30 an hour from one address. */
const SMS_PER_IP_PER_HOUR = 30;

interface From {
  /** The TCP peer: the load balancer, or the attacker when the server is reached directly. */
  peer: string;
  forwardedFor?: string;
}

function sendCode(t: TestApp, from: From) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/sms-code',
    payload: { mobile: newMobile(), purpose: 'register' },
    remoteAddress: from.peer,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

/** Uses up one client's hourly SMS bucket; `from(i)` may vary what the attacker controls. */
async function useUpSmsBucket(t: TestApp, from: (i: number) => From) {
  for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) {
    const response = await sendCode(t, from(i));
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The address a login's session recorded: what the login throttle counted as the client. */
async function loginIp(t: TestApp, from: From): Promise<string> {
  const { mobile, playerId } = await registerPlayer(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/login',
    payload: { mobile, password: PASSWORD },
    remoteAddress: from.peer,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
  expect(body(login).code, login.body).toBe(0);
  // The newest session is the login's (registration opened one from the test's own address).
  const row = await t.ctx.db
    .selectFrom('sessions')
    .select('ip')
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return String(row.ip);
}

describe('TRUST_PROXY as the private network of the load balancers (10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('gives a forged X-Forwarded-For from an untrusted peer no fresh SMS bucket', async () => {
    await useUpSmsBucket(t, (i) => ({ peer: '203.0.113.9', forwardedFor: `198.51.100.${i}` }));
    const forged = await sendCode(t, { peer: '203.0.113.9', forwardedFor: '198.51.100.200' });
    expect(forged.statusCode).toBe(429);
    expect(body(forged).code).toBe(1006);
    expect(await loginIp(t, { peer: '203.0.113.9', forwardedFor: '198.51.100.201' })).toBe('203.0.113.9');
  });

  it('gives distinct clients behind a trusted proxy distinct buckets, whatever they prepend', async () => {
    await useUpSmsBucket(t, (i) => ({ peer: '10.1.2.3', forwardedFor: `192.0.2.${i}, 198.51.100.77` }));
    const same = await sendCode(t, { peer: '10.9.9.9', forwardedFor: '192.0.2.250, 198.51.100.77' });
    expect(same.statusCode).toBe(429);
    const other = await sendCode(t, { peer: '10.1.2.3', forwardedFor: '198.51.100.78' });
    expect(other.statusCode).toBe(200);
    expect(await loginIp(t, { peer: '10.1.2.3', forwardedFor: '6.6.6.6, 198.51.100.79' })).toBe(
      '198.51.100.79',
    );
  });
});

describe('TRUST_PROXY as a hop count (one load balancer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the load balancer appended, not what the client wrote before it', async () => {
    await useUpSmsBucket(t, (i) => ({ peer: '10.0.0.2', forwardedFor: `192.0.2.${i}, 198.51.100.50` }));
    const forged = await sendCode(t, { peer: '10.0.0.2', forwardedFor: '192.0.2.250, 198.51.100.50' });
    expect(forged.statusCode).toBe(429);
    const other = await sendCode(t, { peer: '10.0.0.2', forwardedFor: '198.51.100.51' });
    expect(other.statusCode).toBe(200);
    expect(await loginIp(t, { peer: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.52' })).toBe(
      '198.51.100.52',
    );
  });
});

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: the peer is the client', async () => {
    await useUpSmsBucket(t, (i) => ({ peer: '203.0.113.20', forwardedFor: `198.51.100.${i}` }));
    const forged = await sendCode(t, { peer: '203.0.113.20', forwardedFor: '198.51.100.250' });
    expect(forged.statusCode).toBe(429);
  });
});
