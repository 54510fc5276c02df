import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/database.ts';
import { consentAt } from '../support/players.ts';
import { startServerProcess } from '../support/server-process.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase(2);
});
afterAll(() => database.close());

/** A login whose body arrives in two halves, so the request is certainly in flight in between. */
function slowLogin(baseUrl: string, body: string) {
  const url = new URL('/api/account-service/auth/login', baseUrl);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; code: number }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).code }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    sendRest = () => req.end(body.slice(half));
  });
  return { answer, sendRest: () => sendRest() };
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, takes no new ones, and exits 0', async () => {
    // LOG_LEVEL info: Fastify logs each request as it arrives, which is how the test knows they are in flight.
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SMS_CODE_ENABLED: '0',
      LOG_LEVEL: 'info',
    });
    const registered = await fetch(`${server.baseUrl}/api/account-service/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mobile: '0244555001',
        password: 'goodpass1',
        confirmPassword: 'goodpass1',
        adultConfirmed: '1',
        termsVersion: (await consentAt(server.baseUrl)).termsVersion,
      }).toString(),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);

    const logins = Array.from({ length: 5 }, () =>
      slowLogin(server.baseUrl, 'mobile=0244555001&password=goodpass1'),
    );
    // Events, not sleeps: the server has taken all five logins (their bodies still half sent)…
    await server.waitForOutput(
      /"msg":"incoming request"[^\n]*auth\/login|auth\/login[^\n]*"msg":"incoming request"/,
      5,
    );
    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM: draining/);
    // …and once it drains, the listener closes: poll until a new connection is refused.
    await vi.waitFor(() => expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow(), {
      timeout: 10_000,
      interval: 50,
    });
    for (const login of logins) login.sendRest();
    const answers = await Promise.all(logins.map((l) => l.answer));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 200, code: 0 })));
    expect(await server.exited).toBe(0);
  });
});
