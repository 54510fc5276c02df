import { newSecretKey, type RunningBeacon, startBeacon } from '@sika/beacon';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/app.ts';

export interface DrawsTestApp {
  t: TestApp;
  beacon: RunningBeacon;
  /** How far the beacon's clock runs behind the app's (a late beacon). */
  setBeaconLagMs(ms: number): void;
  close(): Promise<void>;
}

/**
 * The app with a beacon simulator in the same process whose clock follows the app's test clock, so a
 * test that moves time past a draw also moves the beacon past its round (unless it lags on purpose).
 */
export async function createDrawsApp(start = new Date('2026-11-23T10:00:00Z')): Promise<DrawsTestApp> {
  let app: TestApp | null = null;
  let lagMs = 0;
  const beacon = await startBeacon({
    secretKey: newSecretKey(),
    now: () => (app ? app.clock.now.getTime() : start.getTime()) - lagMs,
  });
  app = await createTestApp({ BEACON_URL: beacon.url });
  app.clock.now = start;
  const t = app;
  return {
    t,
    beacon,
    setBeaconLagMs: (ms) => {
      lagMs = ms;
    },
    async close() {
      await t.close();
      await beacon.close();
    },
  };
}

export function call(t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? { token } : {} });
}

export function data<T>(response: LightMyRequestResponse): T {
  const envelope = response.json() as { code: number; msg: string; data: T };
  if (response.statusCode !== 200 || envelope.code !== 0)
    throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  return envelope.data;
}

/** The balance of a house purpose across its shards (house accounts are split in 32 rows). */
export async function houseBalance(t: TestApp, purpose: string): Promise<number> {
  const { rows } = await sql<{ total: number | null }>`
    SELECT sum(balance_minor) AS total FROM wallet_accounts WHERE key LIKE ${`house:${purpose}:cash:%`}`.execute(
    t.ctx.db,
  );
  return Number(rows[0]?.total ?? 0);
}
