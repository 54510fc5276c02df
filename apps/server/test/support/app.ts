import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type SikaApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { SmsGateway } from '../../src/sms-gateway.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp extends SikaApp {
  /** Every SMS the app sent, newest last. */
  sms: { mobile: string; body: string }[];
  clock: { now: Date; advance(ms: number): void };
  dbUrl: string;
  close(): Promise<void>;
}

/** The real app on its own cloned database, with a settable clock and an SMS gateway that records. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    JOBS_ENABLED: '0',
    SEED_DEMO: '0',
    ...env,
  });
  const sms: TestApp['sms'] = [];
  const gateway: SmsGateway = {
    async send(mobile, body) {
      sms.push({ mobile, body });
    },
  };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const built = await buildApp({ config, db: database.db, sms: gateway, now: () => clock.now });
  await built.app.ready();
  return {
    ...built,
    sms,
    clock,
    dbUrl: database.url,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** The envelope of an inject() answer. */
export function body<T = unknown>(response: LightMyRequestResponse): { code: number; msg: string; data: T } {
  return response.json();
}

/** The last 6-digit code sent to a number. */
export function lastCode(app: TestApp, mobile: string): string {
  const message = [...app.sms].reverse().find((m) => m.mobile === mobile);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}
