import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames } from '../../src/modules/games/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { walletApi } from './wallet-api.ts';

/**
 * The test clock (TEST_CLOCK) moves the market's calendar, not the wire: a provider signs with its own,
 * real time, so a journey that signed in on "tomorrow" can still play (e2e/rewards.test.ts).
 */
const SECRET = 'test-wallet-secret-0123456789';
const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WALLET_API_SECRET: SECRET, TEST_CLOCK: '1' });
  await seedGames(t.ctx);
});
afterAll(() => t.close());

const { call, playerInGame } = walletApi(() => t, SECRET);

describe('the wallet API under a test clock a day ahead', () => {
  it('takes calls signed at the real time and refuses those signed at the moved time as stale', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test-support/clock',
      payload: { advanceMs: DAY_MS },
    });
    expect(moved.statusCode).toBe(200);
    expect(t.ctx.now().getTime() - t.ctx.wireNow().getTime()).toBe(DAY_MS);

    // Launched on the moved calendar, authenticated by a provider on real time.
    const player = await playerInGame();
    const asked = { sessionToken: player.sessionToken, playerId: player.playerId, gameCode: 'dice' };
    const balance = await call('/balance', asked);
    expect(balance.answer).toMatchObject({ status: 'OK', balance: 2000 });

    const aDayAhead = await call('/balance', asked, { skewMs: DAY_MS });
    expect(aDayAhead.statusCode).toBe(401);
    expect(aDayAhead.answer).toMatchObject({ status: 'INVALID_SIGNATURE', message: 'stale' });
  });
});
