import { createFairStream, matchesCommitment } from '@sika/fairness';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoundView, SessionView } from '../src/api-types.ts';
import { payoutMinorFor, playRound } from '../src/engines/index.ts';
import { type ProviderApp, startProviderApp } from './provider-app.ts';

// HTTP round trips on a loaded CI box: allow more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000 });
let provider: ProviderApp;
let operator: ProviderApp['operator'];
let app: ProviderApp['app'];

beforeAll(async () => {
  provider = await startProviderApp();
  ({ operator, app } = provider);
});
afterAll(() => provider.close());

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as T & { error?: { code: string; balance?: number } },
  };
}

const launch = (gameCode: string, launchToken?: string) =>
  call<SessionView>(
    'POST',
    '/api/v1/sessions',
    undefined,
    launchToken ? { mode: 'real', gameCode, launchToken } : { mode: 'demo', gameCode },
  );

describe('the provider, demo play', () => {
  it('plays dice on a virtual balance and settles from the committed seeds, verifiable after rotation', async () => {
    const { body: session } = await launch('dice');
    expect(session).toMatchObject({ mode: 'demo', currency: 'GHS', balance: 100_000, gameCode: 'dice' });
    const params = { targetHundredths: 5000, direction: 'over' };
    const { body: round } = await call<RoundView<'dice'>>('POST', '/api/v1/rounds', session.token, {
      stake: 1000,
      params,
    });
    expect(round.nonce).toBe(0);
    expect(round.balance).toBe(100_000 - 1000 + round.payout);
    expect(round.serverSeed).toBeNull();

    const { body: fairness } = await call<SessionView['fairness']>(
      'POST',
      '/api/v1/fairness/rotate',
      session.token,
      { clientSeed: 'my seed' },
    );
    expect(fairness.clientSeed).toBe('my seed');
    expect(fairness.previous?.serverSeedHash).toBe(session.fairness.serverSeedHash);
    const revealed = fairness.previous!.serverSeed;
    expect(matchesCommitment(revealed, session.fairness.serverSeedHash)).toBe(true);

    const { body: history } = await call<{ rounds: RoundView<'dice'>[] }>(
      'GET',
      '/api/v1/rounds',
      session.token,
    );
    expect(history.rounds[0]!.serverSeed).toBe(revealed);
    const replay = playRound(
      'dice',
      createFairStream({ serverSeed: revealed, clientSeed: round.clientSeed, nonce: 0 }),
      round.params,
    );
    expect(replay.outcome).toEqual(round.outcome);
    expect(payoutMinorFor(1000, replay.multiplier)).toBe(round.payout);
  });

  it('ignores anything but the bet: a client-sent outcome is refused', async () => {
    const { body: session } = await launch('limbo');
    const forged = { stake: 100, params: { targetHundredths: 200 }, outcome: { resultHundredths: 100_000 } };
    expect((await call('POST', '/api/v1/rounds', session.token, forged)).status).toBe(400);
    const cheatParams = { stake: 100, params: { targetHundredths: 200, resultHundredths: 100_000 } };
    expect((await call('POST', '/api/v1/rounds', session.token, cheatParams)).status).toBe(400);
  });

  it('keeps stakes within the catalogue limits and the demo balance', async () => {
    const { body: session } = await launch('wheel');
    const tooBig = await call('POST', '/api/v1/rounds', session.token, {
      stake: 100_001,
      params: { risk: 'low' },
    });
    expect(tooBig.body.error?.code).toBe('BET_OUT_OF_LIMITS');
    expect(
      (await call('POST', '/api/v1/rounds', session.token, { stake: 5, params: { risk: 'low' } })).status,
    ).toBe(422);
  });

  it('runs a mines round: reveal, refuse rotation while open, cash out at 0.99 × 25/24 for one mine', async () => {
    const { body: session } = await launch('mines');
    for (;;) {
      const { body: open } = await call<RoundView<'mines'>>('POST', '/api/v1/rounds', session.token, {
        stake: 1000,
        params: { mines: 1 },
      });
      expect(open.status).toBe('active');
      expect(JSON.stringify(open)).not.toContain('minePositions');
      expect((await call('POST', '/api/v1/fairness/rotate', session.token, {})).status).toBe(409);
      const { body: revealed } = await call<RoundView<'mines'>>(
        'POST',
        `/api/v1/rounds/${open.roundId}/actions`,
        session.token,
        { action: 'reveal', tile: 12 },
      );
      if (revealed.status === 'finished') continue; // the one mine was under tile 12: play again
      const { body: cashed } = await call<RoundView<'mines'>>(
        'POST',
        `/api/v1/rounds/${open.roundId}/actions`,
        session.token,
        { action: 'cashout' },
      );
      expect(cashed).toMatchObject({ status: 'finished', payout: 1031, params: { mines: 1, picks: [12] } });
      expect(cashed.outcome).toMatchObject({ hitMine: null, safeReveals: 1 });
      return;
    }
  });
});

describe('the provider, real play through the seamless wallet', () => {
  it('authenticates the launch token once, and moves the stake and the win on the operator wallet', async () => {
    const launchToken = operator.issueLaunchToken('real-1', 50_000);
    const { body: session } = await launch('plinko', launchToken);
    expect(session).toMatchObject({ mode: 'real', balance: 50_000, currency: 'GHS' });
    expect((await launch('plinko', launchToken)).body.error?.code).toBe('LAUNCH_REJECTED');
    const { body: round } = await call<RoundView<'plinko'>>('POST', '/api/v1/rounds', session.token, {
      stake: 2000,
      params: { rows: 16, risk: 'high' },
    });
    expect(operator.balanceOf('real-1')).toBe(50_000 - 2000 + round.payout);
    expect(round.balance).toBe(operator.balanceOf('real-1'));
    const betCall = operator.calls.find((c) => c.operation === 'bet' && c.body.roundId === round.roundId);
    expect(betCall?.body).toMatchObject({
      amount: 2000,
      meta: { nonce: 0, serverSeedHash: session.fairness.serverSeedHash },
    });
  });

  it('answers insufficient funds with the wallet balance', async () => {
    const { body: session } = await launch('dice', operator.issueLaunchToken('real-poor', 500));
    const { status, body } = await call('POST', '/api/v1/rounds', session.token, {
      stake: 1000,
      params: { targetHundredths: 5000, direction: 'over' },
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 500 });
  });

  it('passes an operator limit refusal on with its reason, and takes nothing (issue 19)', async () => {
    const { body: session } = await launch('dice', operator.issueLaunchToken('real-limited', 10_000));
    const bet = { stake: 1000, params: { targetHundredths: 5000, direction: 'over' } };
    for (const reason of ['loss-limit', 'session-limit', 'paused'] as const) {
      operator.refuseStakes('real-limited', reason);
      const { status, body } = await call('POST', '/api/v1/rounds', session.token, bet);
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ code: 'LIMIT_REACHED', reason, balance: 10_000 });
    }
    expect(operator.balanceOf('real-limited')).toBe(10_000);
    operator.refuseStakes('real-limited', null);
    expect((await call('POST', '/api/v1/rounds', session.token, bet)).status).toBe(200);
  });

  it('kicks the first session out when the player launches elsewhere', async () => {
    const { body: first } = await launch('wheel', operator.issueLaunchToken('real-twice', 10_000));
    const { body: second } = await launch('wheel', operator.issueLaunchToken('real-twice'));
    const bet = { stake: 100, params: { risk: 'medium' } };
    const kicked = await call('POST', '/api/v1/rounds', first.token, bet);
    expect(kicked.body.error?.code).toBe('SESSION_KICKED');
    expect((await call('GET', '/api/v1/session', first.token)).body.error?.code).toBe('SESSION_KICKED');
    expect((await call('POST', '/api/v1/rounds', second.token, bet)).status).toBe(200);
  });

  it('answers WALLET_UNAVAILABLE and refunds when the bet gets no answer', async () => {
    const { body: session } = await launch('limbo', operator.issueLaunchToken('real-flaky', 10_000));
    operator.failNext('bet', 1, 'drop-response');
    const { status, body } = await call('POST', '/api/v1/rounds', session.token, {
      stake: 700,
      params: { targetHundredths: 300 },
    });
    expect(status).toBe(503);
    expect(body.error?.code).toBe('WALLET_UNAVAILABLE');
    expect(operator.balanceOf('real-flaky')).toBe(10_000);
  });

  it('pays a win after the wallet session expired (wins need no session)', async () => {
    const { body: session } = await launch('mines', operator.issueLaunchToken('real-late', 10_000));
    for (;;) {
      const { body: open } = await call<RoundView<'mines'>>('POST', '/api/v1/rounds', session.token, {
        stake: 1000,
        params: { mines: 1 },
      });
      const { body: revealed } = await call<RoundView<'mines'>>(
        'POST',
        `/api/v1/rounds/${open.roundId}/actions`,
        session.token,
        { action: 'reveal', tile: 3 },
      );
      if (revealed.status === 'finished') continue;
      operator.expireSessions();
      const { body: cashed } = await call<RoundView<'mines'>>(
        'POST',
        `/api/v1/rounds/${open.roundId}/actions`,
        session.token,
        { action: 'cashout' },
      );
      expect(cashed.payout).toBe(1031);
      expect(operator.balanceOf('real-late')).toBe(cashed.balance);
      return;
    }
  });
});
