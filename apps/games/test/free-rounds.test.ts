import { createHmac } from 'node:crypto';
import { FREE_ROUNDS_API_BASE_PATH, walletSignaturePayload } from '@sika/contract';
import { createFairStream } from '@sika/fairness';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoundView, SessionView } from '../src/api-types.ts';
import { payoutMinorFor, playRound } from '../src/engines/index.ts';
import { PROVIDER_TEST_SECRET, type ProviderApp, startProviderApp } from './provider-app.ts';

// Free rounds (packages/contract free-rounds.ts): the operator's signed calls, and play against the fake
// operator wallet over real HTTP.
vi.setConfig({ testTimeout: 30_000 });
let provider: ProviderApp;
let operator: ProviderApp['operator'];
let app: ProviderApp['app'];
let database: ProviderApp['database'];

beforeAll(async () => {
  provider = await startProviderApp();
  ({ operator, app, database } = provider);
});
afterAll(() => provider.close());

/** A signed operator call, as apps/server sends it. */
async function operatorCall(path: string, body: unknown, secret = PROVIDER_TEST_SECRET) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const response = await app.inject({
    method: 'POST',
    url: `${FREE_ROUNDS_API_BASE_PATH}${path}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', secret)
        .update(walletSignaturePayload(timestamp, raw))
        .digest('hex'),
    },
  });
  return {
    code: response.statusCode,
    body: response.json() as { status: string; award?: Record<string, unknown> },
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const IN_A_WEEK = inDays(7);
const award = (awardId: string, playerId: string, extra: Record<string, unknown> = {}) => ({
  awardId,
  playerId,
  currency: 'GHS',
  gameCode: 'kente-gold',
  rounds: 3,
  betAmount: 100,
  expiresAt: IN_A_WEEK,
  ...extra,
});

async function page<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as T & { error?: { code: string } } };
}
const launch = (gameCode: string, launchToken: string) =>
  page<SessionView>('POST', '/api/v1/sessions', undefined, { mode: 'real', gameCode, launchToken });

describe('the free-round API (operator → provider)', () => {
  it('refuses an unsigned or wrongly signed call', async () => {
    expect((await operatorCall('/issue', award('fr-sig', 'p-sig'), 'another-secret-0123456789')).code).toBe(
      401,
    );
    const unsigned = await app.inject({
      method: 'POST',
      url: `${FREE_ROUNDS_API_BASE_PATH}/status`,
      payload: { awardId: 'x' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('issues one award under 20 parallel identical calls; other terms under the same id are a conflict', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => operatorCall('/issue', award('fr-par', 'p-par'))),
    );
    expect(answers.every((a) => a.code === 200 && a.body.status === 'OK')).toBe(true);
    expect(answers[0]!.body.award).toMatchObject({
      rounds: 3,
      roundsLeft: 3,
      betAmount: 100,
      state: 'active',
    });
    const rows = await database.db.query('SELECT * FROM free_round_awards WHERE award_id = $1', ['fr-par']);
    expect(rows.rowCount).toBe(1);
    expect((await operatorCall('/issue', award('fr-par', 'p-par', { rounds: 4 }))).body.status).toBe(
      'AWARD_CONFLICT',
    );
  });

  it('refuses an unknown game, mines, a bet outside the limits and a malformed award', async () => {
    expect((await operatorCall('/issue', award('fr-u1', 'p-u', { gameCode: 'roulette' }))).body.status).toBe(
      'UNKNOWN_GAME',
    );
    expect((await operatorCall('/issue', award('fr-u2', 'p-u', { gameCode: 'mines' }))).body.status).toBe(
      'UNKNOWN_GAME',
    );
    expect((await operatorCall('/issue', award('fr-u3', 'p-u', { betAmount: 5 }))).body.status).toBe(
      'BET_OUT_OF_LIMITS',
    );
    const bad = await operatorCall('/issue', award('fr-u4', 'p-u', { rounds: 0 }));
    expect([bad.code, bad.body.status]).toEqual([400, 'INVALID_REQUEST']);
    const none = await database.db.query(`SELECT 1 FROM free_round_awards WHERE award_id LIKE 'fr-u%'`);
    expect(none.rowCount).toBe(0);
    expect((await operatorCall('/status', { awardId: 'fr-u1' })).body.status).toBe('AWARD_NOT_FOUND');
  });
});

describe('playing free rounds', () => {
  it('offers the award first, plays each round without a bet at the award’s bet, one win call per round', async () => {
    expect((await operatorCall('/issue', award('fr-play', 'p-play'))).body.status).toBe('OK');
    const { body: session } = await launch('kente-gold', operator.issueLaunchToken('p-play', 1_000));
    expect(session.freeRounds).toMatchObject({ awardId: 'fr-play', rounds: 3, roundsLeft: 3, bet: 100 });
    let won = 0;
    for (let left = 2; left >= 0; left--) {
      const { status, body: round } = await page<RoundView & { freeRounds: unknown }>(
        'POST',
        '/api/v1/rounds',
        session.token,
        {
          stake: 100,
          params: {},
          freeRoundAwardId: 'fr-play',
        },
      );
      expect(status).toBe(200);
      expect(round.freeRounds).toEqual(left === 0 ? null : expect.objectContaining({ roundsLeft: left }));
      won += round.payout;
      expect(round.stake).toBe(100);
    }
    // No bet reached the wallet; three wins naming the award, one per round.
    const calls = operator.calls.filter((c) => c.body.playerId === 'p-play');
    expect(calls.filter((c) => c.operation === 'bet')).toEqual([]);
    const wins = calls.filter((c) => c.operation === 'win');
    expect(wins).toHaveLength(3);
    expect(wins.every((c) => c.body.freeRoundAwardId === 'fr-play' && c.body.betTxId === undefined)).toBe(
      true,
    );
    expect(new Set(wins.map((c) => c.body.txId)).size).toBe(3);
    expect(operator.balanceOf('p-play')).toBe(1_000 + won);
    // The award is used up: no longer offered, a fourth round is refused.
    expect((await page<SessionView>('GET', '/api/v1/session', session.token)).body.freeRounds).toBeNull();
    const fourth = await page('POST', '/api/v1/rounds', session.token, {
      stake: 100,
      params: {},
      freeRoundAwardId: 'fr-play',
    });
    expect(fourth.body.error?.code).toBe('ROUND_NOT_FOUND');
    const status = await operatorCall('/status', { awardId: 'fr-play' });
    expect(status.body.award).toMatchObject({ roundsLeft: 0, state: 'used', wonAmount: won });
  });

  it('replays a free round from the seeds like any other round', async () => {
    await operatorCall('/issue', award('fr-fair', 'p-fair', { gameCode: 'dice', rounds: 1 }));
    const { body: session } = await launch('dice', operator.issueLaunchToken('p-fair', 0));
    const params = { targetHundredths: 5000, direction: 'over' };
    const { body: round } = await page<RoundView>('POST', '/api/v1/rounds', session.token, {
      stake: 100,
      params,
      freeRoundAwardId: 'fr-fair',
    });
    const { body: rotated } = await page<{ previous: { serverSeed: string } }>(
      'POST',
      '/api/v1/fairness/rotate',
      session.token,
      {},
    );
    const expected = playRound(
      'dice',
      createFairStream({
        serverSeed: rotated.previous.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      }),
      params as never,
    );
    expect(round.payout).toBe(payoutMinorFor(100, expected.multiplier));
  });

  it('plays the last round once under parallel taps; a wrong stake, another game or player are refused', async () => {
    await operatorCall('/issue', award('fr-last', 'p-last', { rounds: 1 }));
    const { body: session } = await launch('kente-gold', operator.issueLaunchToken('p-last', 0));
    const wrong = await page('POST', '/api/v1/rounds', session.token, {
      stake: 200,
      params: {},
      freeRoundAwardId: 'fr-last',
    });
    expect(wrong.body.error?.code).toBe('INVALID_REQUEST');
    const { body: other } = await launch('kente-gold', operator.issueLaunchToken('p-other', 0));
    const stolen = await page('POST', '/api/v1/rounds', other.token, {
      stake: 100,
      params: {},
      freeRoundAwardId: 'fr-last',
    });
    expect(stolen.body.error?.code).toBe('ROUND_NOT_FOUND');
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        page('POST', '/api/v1/rounds', session.token, {
          stake: 100,
          params: {},
          freeRoundAwardId: 'fr-last',
        }),
      ),
    );
    expect(taps.filter((t) => t.status === 200)).toHaveLength(1);
    expect(
      operator.calls.filter((c) => c.operation === 'win' && c.body.freeRoundAwardId === 'fr-last'),
    ).toHaveLength(1);
  });

  it('a cancelled or expired award is not offered and plays no round', async () => {
    await operatorCall('/issue', award('fr-cancel', 'p-cx', { rounds: 5 }));
    const cancelled = await operatorCall('/cancel', { awardId: 'fr-cancel' });
    expect(cancelled.body.award).toMatchObject({ state: 'cancelled', roundsLeft: 5 });
    expect((await operatorCall('/cancel', { awardId: 'fr-cancel' })).body.status).toBe('OK');
    await operatorCall(
      '/issue',
      award('fr-expired', 'p-cx', { expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect((await operatorCall('/status', { awardId: 'fr-expired' })).body.award?.state).toBe('expired');
    const { body: session } = await launch('kente-gold', operator.issueLaunchToken('p-cx', 0));
    expect(session.freeRounds).toBeNull();
    for (const awardId of ['fr-cancel', 'fr-expired']) {
      const played = await page('POST', '/api/v1/rounds', session.token, {
        stake: 100,
        params: {},
        freeRoundAwardId: awardId,
      });
      expect(played.body.error?.code).toBe('ROUND_NOT_FOUND');
    }
    expect(operator.calls.filter((c) => c.body.playerId === 'p-cx' && c.operation === 'win')).toEqual([]);
  });
});
