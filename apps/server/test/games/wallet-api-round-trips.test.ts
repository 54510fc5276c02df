import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames } from '../../src/modules/games/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { walletApi } from './wallet-api.ts';

// Issue 21: a wallet call holds a pool connection for every statement it sends, so the number of round
// trips per call bounds the API's rate. Counted here, deterministically, on the app's own pg clients
// (BEGIN and COMMIT included); docs/performance.md records the figures.
const SECRET = 'test-wallet-secret-0123456789';
let t: TestApp;
const sent: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
beforeAll(async () => {
  t = await createTestApp({ WALLET_API_SECRET: SECRET });
  await seedGames(t.ctx);
  // Every statement of the app goes through a pg.Client's query(): recorded while a call is measured.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting)
      sent.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t.close();
});

const { playerInGame, bet, win, rollback } = walletApi(() => t, SECRET);

/** The statements one call sends, and its answer's status. */
async function statementsOf(call: () => Promise<{ answer: { status: string } }>) {
  sent.length = 0;
  counting = true;
  try {
    const { answer } = await call();
    return { status: answer.status, statements: sent.length, text: [...sent] };
  } finally {
    counting = false;
  }
}

describe('round trips per seamless-wallet call', () => {
  it('counts the statements of a bet, a win, a win of 0 and a rollback', async () => {
    const p = await playerInGame(10_000);
    const counts: Record<string, number> = {};
    const measure = async (name: string, call: () => Promise<{ answer: { status: string } }>) => {
      const result = await statementsOf(call);
      expect(result.status).toBe('OK');
      counts[name] = result.statements;
      if (process.env.ROUND_TRIPS_VERBOSE) console.log(name, result.text);
    };
    const betTx = randomUUID();
    await measure('bet', () => bet(p, 'rt-1', 100, betTx));
    await measure('win', () => win(p, 'rt-1', betTx, 150));
    const betTx2 = randomUUID();
    await bet(p, 'rt-2', 100, betTx2);
    await measure('win of 0', () => win(p, 'rt-2', betTx2, 0));
    const betTx3 = randomUUID();
    await bet(p, 'rt-3', 100, betTx3);
    await measure('rollback of a bet', () => rollback(p, 'rt-3', betTx3));
    await measure('duplicate bet', () => bet(p, 'rt-1', 100, betTx));
    console.log('statements per call', JSON.stringify(counts));
    // Before issue 21's work: bet 16, win 12, win of 0 10, rollback 14, duplicate 4; then 9, 6, 5, 6, 4,
    // then 7, 5, 4, 5, 3 (migrations 1890, 1892); now each call is one statement in autocommit, no BEGIN
    // or COMMIT (migration 1893, decision 025).
    expect(counts).toEqual({ bet: 1, win: 1, 'win of 0': 1, 'rollback of a bet': 1, 'duplicate bet': 1 });
    await expectLedgerHealthy(t);
  });
});
