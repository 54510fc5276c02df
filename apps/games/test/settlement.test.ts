import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoundView, SessionView } from '../src/api-types.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { settleIdleMinesRounds } from '../src/provider/rounds.ts';
import { SettlementQueue } from '../src/provider/settlement-queue.ts';
import { type FakeOperatorWallet, startFakeOperatorWallet } from '../src/testing/fake-operator-wallet.ts';
import { createWalletClient, type WalletClient } from '../src/wallet-client.ts';
import { providerDatabase } from './database.ts';

// HTTP round trips on a loaded CI box: allow more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000 });
const SECRET = 'settlement-test-secret-0123456789';
let operator: FakeOperatorWallet;
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof providerDatabase>>;
let wallet: WalletClient;

beforeAll(async () => {
  operator = await startFakeOperatorWallet(SECRET);
  const config = loadConfig({ WALLET_API_URL: operator.url, WALLET_API_SECRET: SECRET });
  database = await providerDatabase();
  wallet = createWalletClient({
    baseUrl: operator.url,
    secret: SECRET,
    timeoutMs: 5000,
    retry: { baseDelayMs: 1, attempts: 2 },
  });
  app = await buildApp({
    config,
    db: database.db,
    wallet,
    distDir: '/nonexistent',
    settlementRetryIntervalMs: 50,
  });
});
afterAll(async () => {
  await app.close();
  await operator.close();
  await database.close();
});

describe('settlement never drops money', () => {
  it('keeps retrying a win the wallet cannot take now, in the background, until it lands once', async () => {
    const launch = await app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: {
        mode: 'real',
        gameCode: 'wheel',
        launchToken: operator.issueLaunchToken('queued-win', 10_000),
      },
    });
    const session = launch.json() as SessionView;
    let round: RoundView | null = null;
    for (let i = 0; i < 50 && !round; i++) {
      operator.failNext('win', 6, 'internal');
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/rounds',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { stake: 1000, params: { risk: 'low' } },
      });
      const view = response.json() as RoundView;
      if (view.payout > 0) round = view;
      else operator.failNext('win', 0, 'internal');
    }
    expect(round).not.toBeNull();
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({ pendingSettlements: 1 });
    // The queue retries on its own: wait for the state (the queue empty), not for a fixed time.
    await vi.waitFor(
      async () =>
        expect((await app.inject({ url: '/health' })).json()).toMatchObject({ pendingSettlements: 0 }),
      { timeout: 10_000, interval: 50 },
    );
    expect(operator.balanceOf('queued-win')).toBe(round!.balance);
    const wins = operator.calls.filter(
      (call) => call.operation === 'win' && call.body.roundId === round!.roundId,
    );
    expect(new Set(wins.map((call) => call.body.txId)).size).toBe(1);
  });

  it('cashes out a mines round left open, at its current multiplier (0.99× with no tile)', async () => {
    const session = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        payload: { mode: 'demo', gameCode: 'mines' },
      })
    ).json() as SessionView;
    const auth = { authorization: `Bearer ${session.token}` };
    const open = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/rounds',
        headers: auth,
        payload: { stake: 1000, params: { mines: 3 } },
      })
    ).json() as RoundView;
    expect(open.status).toBe('active');
    const queue = new SettlementQueue(database.db, wallet);
    await settleIdleMinesRounds({ db: database.db, client: wallet, queue }, 60_000, Date.now() + 60_000);
    const history = (await app.inject({ url: '/api/v1/rounds', headers: auth })).json() as {
      rounds: RoundView[];
    };
    expect(history.rounds[0]).toMatchObject({
      roundId: open.roundId,
      stake: 1000,
      payout: 990,
      params: { mines: 3, picks: [] },
    });
    const after = (await app.inject({ url: '/api/v1/session', headers: auth })).json() as SessionView;
    expect(after.balance).toBe(100_000 - 1000 + 990);
    expect(after.activeRound).toBeNull();
    const gone = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${open.roundId}/actions`,
      headers: auth,
      payload: { action: 'cashout' },
    });
    expect(gone.json()).toMatchObject({ error: { code: 'ROUND_NOT_FOUND' } });
  });
});
