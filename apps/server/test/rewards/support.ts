import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedGames, signWalletRequest } from '../../src/modules/games/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';

export const WALLET_SECRET = 'test-wallet-secret-0123456789';

/** The app with Ghana's reward configuration and the in-house games. */
export async function createRewardsApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ WALLET_API_SECRET: WALLET_SECRET, ...env });
  await seedGames(t.ctx);
  await seedRewards(t.ctx);
  return t;
}

export function post(
  t: TestApp,
  url: string,
  token: string,
  payload: Record<string, unknown> = {},
  headers = {},
) {
  return t.app.inject({ method: 'POST', url, payload, headers: { token, ...headers } });
}

export function get(t: TestApp, url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: { token } });
}

/** The envelope, after checking the HTTP status. */
export function expectAnswer<T = unknown>(response: LightMyRequestResponse, status: number, code: number) {
  const envelope = body<T>(response);
  expect({ status: response.statusCode, code: envelope.code }, envelope.msg).toEqual({ status, code });
  return envelope;
}

export const balancesOf = (t: TestApp, playerId: string) => getPlayerBalances(t.ctx.db, playerId);

let fundings = 0;
/** Gives a player diamonds or coins from a test promotion account, as an earlier reward would have. */
export async function giveAsset(t: TestApp, playerId: string, asset: 'diamonds' | 'coins', amount: number) {
  fundings += 1;
  await transfer(t.ctx.db, {
    idempotencyKey: `test-reward:${playerId}:${fundings}:${randomUUID()}`,
    kind: 'bonus',
    reference: 'test funding',
    legs: [
      {
        from: houseAccount('promotion.test', asset),
        to: asset === 'diamonds' ? playerAccount.diamonds(playerId) : playerAccount.coins(playerId),
        amountMinor: amount,
      },
    ],
  });
}

/** Transfers of one player and one kind of grant (by the transfer's idempotency key prefix). */
export async function rewardTransfers(t: TestApp, playerId: string, keyPrefix: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wallet_transfers
    WHERE player_id = ${playerId} AND idempotency_key LIKE ${`reward:${keyPrefix}%`}`.execute(t.ctx.db);
  return rows[0]!.n;
}

export async function setBudget(t: TestApp, activity: string, asset: string, limit: number) {
  await sql`UPDATE reward_budgets SET daily_limit = ${limit} WHERE activity = ${activity} AND asset = ${asset}`.execute(
    t.ctx.db,
  );
}

export async function setActivityEnabled(t: TestApp, activity: string, enabled: boolean) {
  await sql`UPDATE reward_activities SET enabled = ${enabled} WHERE activity = ${activity}`.execute(t.ctx.db);
}

/** Excludes the player the way the self-exclusion module records it (their sessions stay, paused). */
export async function excludeWithoutEndingSessions(t: TestApp, playerId: string) {
  await sql`UPDATE players SET self_excluded_until = 'infinity' WHERE id = ${playerId}`.execute(t.ctx.db);
}

/** Runs `count` copies of a request at once. */
export function parallel<T>(count: number, run: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => run(i)));
}

async function walletCall(t: TestApp, path: string, payload: Record<string, unknown>) {
  const raw = JSON.stringify(payload);
  const timestamp = String(t.clock.now.getTime());
  const response = await t.app.inject({
    method: 'POST',
    url: `/wallet-api/v1${path}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(WALLET_SECRET, timestamp, raw),
    },
    payload: raw,
  });
  return response.json() as { status: string; sessionToken?: string };
}

/** Launches a real game session of `gameId` (dice 102 by default) for the player. */
export async function enterGame(t: TestApp, player: { token: string; playerId: string }, gameId = 102) {
  const launch = await t.app.inject({
    method: 'POST',
    url: '/api/game-service/launch',
    headers: { token: player.token },
    payload: { gameId, mode: 'launch' },
  });
  const launchToken = new URL(body<{ url: string }>(launch).data.url).searchParams.get('launch')!;
  const auth = await walletCall(t, '/authenticate', { launchToken, gameCode: 'dice' });
  expect(auth.status).toBe('OK');
  const sessionToken = auth.sessionToken!;
  return {
    /** A stake settled through the seamless-wallet API, as the game provider sends it. */
    bet: async (amount: number, txId = randomUUID(), roundId = randomUUID()) => {
      const answer = await walletCall(t, '/bet', {
        txId,
        roundId,
        sessionToken,
        playerId: player.playerId,
        gameCode: 'dice',
        amount,
        currency: 'GHS',
      });
      return { ...answer, txId, roundId };
    },
    rollback: (txId: string, roundId: string) =>
      walletCall(t, '/rollback', {
        txId: randomUUID(),
        roundId,
        originalTxId: txId,
        playerId: player.playerId,
        gameCode: 'dice',
      }),
  };
}
