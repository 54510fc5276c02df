import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundAbandonedRounds, seedGames } from '../../src/modules/games/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { walletApi } from './wallet-api.ts';

const SECRET = 'test-wallet-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WALLET_API_SECRET: SECRET });
  await seedGames(t.ctx);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Every scenario must leave the ledger whole.
  return () => expectLedgerHealthy(t);
});

const { call, playerInGame, bet, win, rollback, cash } = walletApi(() => t, SECRET);

describe('authenticate', () => {
  it('exchanges a launch token once', async () => {
    const { launchToken } = await playerInGame();
    expect((await call('/authenticate', { launchToken, gameCode: 'dice' })).answer.status).toBe(
      'INVALID_SESSION',
    );
  });

  it('refuses an expired launch token', async () => {
    const player = await registerPlayer(t);
    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token: player.token },
      payload: { gameId: 102, mode: 'launch' },
    });
    const launchToken = new URL(body<{ url: string }>(launch).data.url).searchParams.get('launch')!;
    t.clock.advance(2 * 60_000 + 1);
    expect((await call('/authenticate', { launchToken, gameCode: 'dice' })).answer.status).toBe(
      'INVALID_SESSION',
    );
  });

  it('kicks the first device out when the player launches on a second one', async () => {
    const first = await playerInGame();
    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token: first.token },
      payload: { gameId: 101, mode: 'launch' },
    });
    const launchToken = new URL(body<{ url: string }>(launch).data.url).searchParams.get('launch')!;
    const second = await call('/authenticate', { launchToken, gameCode: 'kente-gold' });
    expect(second.answer.status).toBe('OK');
    expect(
      (
        await call('/balance', {
          sessionToken: first.sessionToken,
          playerId: first.playerId,
          gameCode: 'dice',
        })
      ).answer,
    ).toMatchObject({
      status: 'INVALID_SESSION',
      message: 'kicked',
    });
    expect((await bet(first, randomUUID(), 100)).answer.status).toBe('INVALID_SESSION');
    expect(
      (
        await call('/balance', {
          sessionToken: second.answer.sessionToken,
          playerId: first.playerId,
          gameCode: 'kente-gold',
        })
      ).answer.status,
    ).toBe('OK');
  });
});

describe('signature', () => {
  it('refuses a wrong secret, a stale timestamp and a missing signature with 401', async () => {
    const { sessionToken } = await playerInGame();
    expect((await call('/balance', { sessionToken }, { secret: 'another-secret-xxxxxxxx' })).statusCode).toBe(
      401,
    );
    expect((await call('/balance', { sessionToken }, { skewMs: -5 * 60_000 - 1000 })).answer.status).toBe(
      'INVALID_SIGNATURE',
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wallet-api/v1/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionToken }),
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a malformed request with 400', async () => {
    const { sessionToken } = await playerInGame();
    const response = await call('/bet', {
      txId: 'x',
      roundId: 'r',
      sessionToken,
      amount: -5,
      currency: 'GHS',
    });
    expect(response.statusCode).toBe(400);
    expect(response.answer.status).toBe('INVALID_REQUEST');
  });
});

describe('bet', () => {
  it('first call: takes the stake', async () => {
    const p = await playerInGame();
    const answer = (await bet(p, 'round-b1', 150)).answer;
    expect(answer).toMatchObject({ status: 'OK', balance: 1850 });
    expect(await cash(p.playerId)).toBe(1850);
  });

  it('duplicate: the stored answer, no second stake', async () => {
    const p = await playerInGame();
    const txId = randomUUID();
    const first = await bet(p, 'round-b2', 150, txId);
    await bet(p, 'round-b3', 50);
    const again = await bet(p, 'round-b2', 150, txId);
    expect(again.raw).toBe(first.raw);
    expect(await cash(p.playerId)).toBe(1800);
    const reused = await bet(p, 'round-b2', 999, txId);
    expect(reused.statusCode).toBe(400);
    expect(reused.answer.status).toBe('INVALID_REQUEST');
  });

  it('concurrent duplicates: one stake, identical answers', async () => {
    const p = await playerInGame();
    const txId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 'round-b4', 100, txId)));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect(await cash(p.playerId)).toBe(1900);
  });

  it('insufficient funds: refused with the balance, and the refusal is stored', async () => {
    const p = await playerInGame(100);
    const txId = randomUUID();
    expect((await bet(p, 'round-b5', 101, txId)).answer).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 100,
    });
    expect((await bet(p, 'round-b5', 101, txId)).answer.status).toBe('INSUFFICIENT_FUNDS');
    expect(await cash(p.playerId)).toBe(100);
  });

  it('many parallel bets on one balance never overdraw it', async () => {
    const p = await playerInGame(1000);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bet(p, `round-par-${i}`, 50)));
    expect(answers.filter((a) => a.answer.status === 'OK')).toHaveLength(20);
    expect(await cash(p.playerId)).toBe(0);
  });

  it('after session expiry: refused, nothing taken', async () => {
    const p = await playerInGame();
    t.clock.advance(8 * 60 * 60_000 + 1000);
    expect((await bet(p, 'round-b6', 100)).answer.status).toBe('SESSION_EXPIRED');
    expect(await cash(p.playerId)).toBe(2000);
  });

  it('out of order (its rollback came first): refused as rolled back', async () => {
    const p = await playerInGame();
    const txId = randomUUID();
    expect((await rollback(p, 'round-b7', txId)).answer.status).toBe('OK');
    expect((await bet(p, 'round-b7', 100, txId)).answer.status).toBe('TX_ROLLED_BACK');
    expect(await cash(p.playerId)).toBe(2000);
  });
});

describe('win', () => {
  it('first call: pays into withdrawable cash', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-w1', 100, betTx);
    const answer = (await win(p, 'round-w1', betTx, 350)).answer;
    expect(answer).toMatchObject({ status: 'OK', balance: 2250, currency: 'GHS' });
    expect((await getPlayerBalances(t.ctx.db, p.playerId)).withdrawMoney).toBeGreaterThanOrEqual(350);
  });

  it('duplicate and concurrent duplicates: paid once, identical answers', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-w2', 100, betTx);
    const txId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => win(p, 'round-w2', betTx, 500, txId)));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect(await cash(p.playerId)).toBe(2400);
  });

  it('after the session expired: still paid', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-w3', 100, betTx);
    t.clock.advance(9 * 60 * 60_000);
    expect((await win(p, 'round-w3', betTx, 200)).answer.status).toBe('OK');
    expect(await cash(p.playerId)).toBe(2100);
  });

  it('out of order: a win for an unknown bet is refused; a win for a refunded bet too', async () => {
    const p = await playerInGame();
    expect((await win(p, 'round-none', randomUUID(), 100)).answer.status).toBe('TX_NOT_FOUND');
    const betTx = randomUUID();
    await bet(p, 'round-w4', 100, betTx);
    await rollback(p, 'round-w4', betTx);
    expect((await win(p, 'round-w4', betTx, 300)).answer.status).toBe('TX_ROLLED_BACK');
    expect(await cash(p.playerId)).toBe(2000);
  });
});

describe('rollback', () => {
  it('first call: refunds the stake', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-r1', 300, betTx);
    expect((await rollback(p, 'round-r1', betTx)).answer).toMatchObject({ status: 'OK', balance: 2000 });
  });

  it('duplicate, concurrent duplicates and a second rollback id: refunded once', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-r2', 300, betTx);
    const txId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => rollback(p, 'round-r2', betTx, txId)));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect((await rollback(p, 'round-r2', betTx)).answer.status).toBe('OK');
    expect(await cash(p.playerId)).toBe(2000);
  });

  it('after session expiry: accepted', async () => {
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-r3', 300, betTx);
    t.clock.advance(9 * 60 * 60_000);
    expect((await rollback(p, 'round-r3', betTx)).answer.status).toBe('OK');
    expect(await cash(p.playerId)).toBe(2000);
  });

  it('of a win: clawed back, clamped at what the player still holds', async () => {
    const p = await playerInGame(100);
    const betTx = randomUUID();
    await bet(p, 'round-r4', 100, betTx);
    const winTx = randomUUID();
    await win(p, 'round-r4', betTx, 1000, winTx);
    await bet(p, 'round-r5', 700);
    expect(await cash(p.playerId)).toBe(300);
    expect((await rollback(p, 'round-r4', winTx)).answer).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('of an unknown bet: leaves a tombstone and answers OK', async () => {
    const p = await playerInGame();
    const originalTxId = randomUUID();
    expect((await rollback(p, 'round-r6', originalTxId)).answer.status).toBe('OK');
    expect((await rollback(p, 'round-r6', originalTxId)).answer.status).toBe('OK');
  });
});

describe('round end', () => {
  it('closes a round, idempotently, and answers OK for a round never seen', async () => {
    const p = await playerInGame();
    await bet(p, 'round-e1', 100);
    const end = (roundId: string) => call('/round/end', { roundId, playerId: p.playerId, gameCode: 'dice' });
    expect((await end('round-e1')).answer).toMatchObject({ status: 'OK', balance: 1900 });
    expect((await end('round-e1')).answer.status).toBe('OK');
    expect((await end('round-unknown')).answer.status).toBe('OK');
    const records = await t.app.inject({
      method: 'GET',
      url: '/api/game-service/records/bet',
      headers: { token: p.token },
    });
    expect(body<{ list: { roundId: string; status: string }[] }>(records).data.list[0]).toMatchObject({
      roundId: 'round-e1',
      status: 'closed',
    });
  });
});

describe('an interrupted round', () => {
  it('is refunded after an hour without word from the provider, and a late win is refused', async () => {
    await refundAbandonedRounds(t.ctx); // earlier scenarios left rounds open; clear them first
    const p = await playerInGame();
    const betTx = randomUUID();
    await bet(p, 'round-i1', 400, betTx);
    expect(await cash(p.playerId)).toBe(1600);
    expect(await refundAbandonedRounds(t.ctx)).toBe(0);
    t.clock.advance(61 * 60_000);
    expect(await refundAbandonedRounds(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await refundAbandonedRounds(t.ctx)).toBe(0);
    expect(await cash(p.playerId)).toBe(2000);
    expect((await win(p, 'round-i1', betTx, 900)).answer.status).toBe('TX_ROLLED_BACK');
    expect(await cash(p.playerId)).toBe(2000);
  });
});
