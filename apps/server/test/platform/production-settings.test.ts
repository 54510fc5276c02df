import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';
import { consentAt, newMobile } from '../support/players.ts';
import { startServerProcess } from '../support/server-process.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase(4);
});
afterAll(() => database.close());

/** Every setting a Ghana operator sets in production (README, Settings). */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    WALLET_API_SECRET: 'w'.repeat(40),
    PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
    PAY_LINK_SECRET: 'p'.repeat(40),
    COOKIE_SECURE: '1',
    PUBLIC_URL: 'https://sika.example.com',
    GAMES_PUBLIC_URL: 'https://games.sika.example.com',
    MTN_MOMO_URL: 'https://proxy.momoapi.mtn.com',
    MTN_TARGET_ENVIRONMENT: 'mtnghana',
    MTN_API_USER: 'a-real-api-user',
    MTN_API_KEY: 'a-real-api-key',
    MTN_COLLECTION_KEY: 'a-real-collection-key',
    MTN_DISBURSEMENT_KEY: 'a-real-disbursement-key',
    // AirtelTigo and Telecel in Ghana go through Paystack (docs/payments.md).
    PAYSTACK_URL: 'https://api.paystack.co',
    PAYSTACK_SECRET_KEY: 'sk_live_a-real-secret-key',
    SMS_CODE_ENABLED: '0',
  };
}

/** Runs src/main.ts to its exit and returns the code and everything it printed. */
function runToExit(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: '0',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('NODE_ENV=production', () => {
  it('refuses to start without PAYMENT_CALLBACK_SECRET and with development secrets, naming each', async () => {
    const { code, output } = await runToExit({
      ...productionEnv(),
      PAYMENT_CALLBACK_SECRET: undefined,
      WALLET_API_SECRET: 'dev-wallet-secret-change-me',
      COOKIE_SECURE: '0',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('PAYMENT_CALLBACK_SECRET is not set');
    expect(output).toContain('WALLET_API_SECRET is the public development default');
    expect(output).toContain('COOKIE_SECURE must be 1');
    expect(output).not.toContain('Sika is up');
  });

  it('starts with every setting: Secure session cookie, no API docs', async () => {
    const server = await startServerProcess(productionEnv());
    try {
      const docs = await fetch(`${server.baseUrl}/api/docs/json`);
      expect(docs.status).toBe(404);
      expect(((await docs.json()) as { code: number }).code).toBe(1004);
      expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(404);

      const register = await fetch(`${server.baseUrl}/api/account-service/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mobile: newMobile(),
          password: 'goodpass1',
          confirmPassword: 'goodpass1',
          ...(await consentAt(server.baseUrl)),
        }),
      });
      expect(register.status).toBe(200);
      const cookie = register.headers.getSetCookie().find((c) => c.startsWith('token='));
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
