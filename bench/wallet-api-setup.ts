/**
 * The set-up of `npm run bench:wallet-api` (bench/wallet-api.ts): the server process, the players with
 * their funds and live game sessions, and one signed provider call.
 */
import type { Pool } from 'undici';
import type { createDb } from '../apps/server/src/db/pool.ts';
import { signWalletRequest } from '../apps/server/src/modules/games/index.ts';
import { houseAccount, playerAccount, transfer } from '../apps/server/src/modules/wallet/index.ts';
import { startServerProcess } from './server-process.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
const FUNDS_MINOR = 1_000_000_000;
export const SECRET = 'bench-wallet-secret-0123456789abcdef';
export const GAME = { id: 102, code: 'dice' };

export interface Player {
  playerId: string;
  sessionToken: string;
  /** Rounds in play. */
  rounds: number;
}

export async function startServer(port: number, url: string, ownerUrl: string, dataDir: string) {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    MIGRATION_DATABASE_URL: ownerUrl,
    WALLET_API_SECRET: SECRET,
    SMS_CODE_ENABLED: '0',
    JOBS_ENABLED: '0',
    // The players register through a local proxy from addresses of their own (registrations per IP).
    TRUST_PROXY: 'loopback',
  });
}

/** Registers the players, funds each by a ledger transfer, launches the game and authenticates. */
export async function openSessions(
  base: string,
  db: ReturnType<typeof createDb>,
  pool: Pool,
  count: number,
): Promise<Player[]> {
  const info = (await (await fetch(`${base}/api/app/info`)).json()) as { data: { termsVersion: string } };
  const ids = Array.from({ length: count }, (_, i) => i);
  const players: Player[] = [];
  // Registration is argon2id-bound: a few at a time.
  for (let start = 0; start < ids.length; start += 8) {
    const batch = await Promise.all(
      ids.slice(start, start + 8).map(async (i) => {
        const mobile = `0244${String(700000 + i).padStart(6, '0')}`;
        const registered = await json<{ code: number; data: { token: string; memberInfo: { uid: string } } }>(
          fetch(`${base}/api/account-service/auth/register`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              mobile,
              password: 'goodpass1',
              confirmPassword: 'goodpass1',
              adultConfirmed: true,
              termsVersion: info.data.termsVersion,
            }),
          }),
        );
        if (registered.code !== 0) throw new Error(`register failed: ${JSON.stringify(registered)}`);
        const { token, memberInfo } = registered.data;
        await transfer(db.db, {
          idempotencyKey: `bench-wallet-api-fund:${memberInfo.uid}`,
          kind: 'win',
          reference: 'bench funding',
          legs: [
            {
              from: houseAccount('games', 'cash'),
              to: playerAccount.withdrawable(memberInfo.uid),
              amountMinor: FUNDS_MINOR,
            },
          ],
        });
        const launched = await json<{ data: { url: string } }>(
          fetch(`${base}/api/game-service/launch`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify({ gameId: GAME.id, mode: 'launch' }),
          }),
        );
        const launchToken = new URL(launched.data.url, base).searchParams.get('launch');
        if (!launchToken) throw new Error(`launch failed: ${JSON.stringify(launched)}`);
        const auth = await call(pool, '/authenticate', { launchToken, gameCode: GAME.code });
        if (auth.status !== 'OK' || !auth.sessionToken)
          throw new Error(`authenticate: ${JSON.stringify(auth)}`);
        return { playerId: memberInfo.uid, sessionToken: auth.sessionToken, rounds: 0 };
      }),
    );
    players.push(...batch);
  }
  return players;
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** One signed call as the provider makes it: hex HMAC of `timestamp.rawBody` in x-signature. */
export async function call(
  pool: Pool,
  operation: string,
  payload: Record<string, unknown>,
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  const raw = JSON.stringify(payload);
  const timestamp = String(Date.now());
  const response = await pool.request({
    method: 'POST',
    path: `/wallet-api/v1${operation}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(SECRET, timestamp, raw),
    },
    body: raw,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const answer = (await response.body.json()) as { status: string; balance?: number; sessionToken?: string };
  return { ...answer, httpStatus: response.statusCode };
}
