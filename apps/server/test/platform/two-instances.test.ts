import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SikaApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../support/database.ts';
import { consent, PASSWORD } from '../support/players.ts';

/**
 * ARCHITECTURE.md, Scale-out: the API is stateless, so two instances on one database agree on sessions
 * and on every counter (rate limits live in PostgreSQL too).
 */
let a: SikaApp;
let b: SikaApp;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SMS_CODE_ENABLED: '0',
    SEED_DEMO: '0',
    JOBS_ENABLED: '0',
  });
  a = await buildApp({ config, db: database.db });
  b = await buildApp({ config, db: database.db });
  close = async () => {
    await a.app.close();
    await b.app.close();
    await database.close();
  };
});
afterAll(() => close());

const post = (
  app: SikaApp,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => app.app.inject({ method: 'POST', url: `/api/account-service${url}`, payload, headers });

describe('two server instances on one database', () => {
  it('share sessions: login on one, use and end it on the other', async () => {
    const mobile = '0244777001';
    const registered = await post(a, '/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(await consent(a)),
    });
    expect(registered.json().code).toBe(0);
    const token = (await post(b, '/auth/login', { mobile, password: PASSWORD })).json().data.token as string;
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/account-service/member/profile', headers: { token } }))
        .statusCode,
    ).toBe(200);
    expect((await post(a, '/auth/logout', {}, { token })).statusCode).toBe(200);
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/account-service/member/profile', headers: { token } }))
        .statusCode,
    ).toBe(401);
  });

  it('share rate limits: guesses spread over both instances still stop at 10', async () => {
    const mobile = '0244777002';
    await post(a, '/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(await consent(a)),
    });
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post(i % 2 ? a : b, '/auth/login', { mobile, password: `wrong-${i}` }),
      ),
    ).then((responses) => responses.map((r) => r.statusCode));
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('register the same number on both at once: exactly one account', async () => {
    const mobile = '0244777003';
    const terms = await consent(a);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? a : b, '/auth/register', {
          mobile,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          ...terms,
        }),
      ),
    );
    const codes = responses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1103)).toHaveLength(9);
  });
});
