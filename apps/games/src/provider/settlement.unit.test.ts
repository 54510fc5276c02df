import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoundView, SessionView } from '../api-types.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type FakeOperatorWallet, startFakeOperatorWallet } from '../testing/fake-operator-wallet.ts';
import { createWalletClient } from '../wallet-client.ts';
import { DemoWallet } from './game-wallet.ts';
import { moveMines, placeBet, settleIdleMinesRound } from './rounds.ts';
import { SettlementQueue } from './settlement-queue.ts';
import { ProviderStore } from './store.ts';

// HTTP round trips on a loaded CI box: allow more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000 });
const SECRET = 'settlement-test-secret-0123456789';
let operator: FakeOperatorWallet;
let app: FastifyInstance;

beforeAll(async () => {
  operator = await startFakeOperatorWallet(SECRET);
  const config = loadConfig({ WALLET_API_URL: operator.url, WALLET_API_SECRET: SECRET });
  const wallet = createWalletClient({
    baseUrl: operator.url,
    secret: SECRET,
    timeoutMs: 5000,
    retry: { baseDelayMs: 1, attempts: 2 },
  });
  app = await buildApp({ config, wallet, distDir: '/nonexistent', settlementRetryIntervalMs: 50 });
});
afterAll(async () => {
  await app.close();
  await operator.close();
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
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({ pendingSettlements: 0 });
    expect(operator.balanceOf('queued-win')).toBe(round!.balance);
    const wins = operator.calls.filter(
      (call) => call.operation === 'win' && call.body.roundId === round!.roundId,
    );
    expect(new Set(wins.map((call) => call.body.txId)).size).toBe(1);
  });

  it('cashes out a mines round left open, at its current multiplier (0.99× with no tile)', async () => {
    const store = new ProviderStore({} as never, new SettlementQueue());
    const { session } = store.launchDemo('mines');
    session.wallet = new DemoWallet('GHS', 10_000);
    const open = await placeBet(session, 1000, { mines: 3 });
    expect('picks' in open).toBe(true);
    await settleIdleMinesRound(session.player, 60_000, Date.now() + 60_000);
    expect(session.player.activeRound).toBeNull();
    expect(session.player.history[0]).toMatchObject({
      stakeMinor: 1000,
      payoutMinor: 990,
      params: { mines: 3, picks: [] },
    });
    expect(await session.wallet.balance()).toBe(9990);
    await expect(moveMines(session, 'gone', { action: 'cashout' })).rejects.toMatchObject({
      code: 'ROUND_NOT_FOUND',
    });
  });
});
