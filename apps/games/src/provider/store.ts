/**
 * The provider's players, seeds and page sessions, in its database. Launching creates a session
 * (authenticating real play with the wallet); a sweep expires idle sessions, settles mines rounds left
 * open and rolls back bets whose process died. Any instance can serve any session.
 */
import { createHash } from 'node:crypto';
import { isValidClientSeed, newClientSeed } from '@sika/fairness';
import { type Client, inTransaction } from '../db/database.ts';
import type { GameCode } from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import { DEMO_START_BALANCE_MINOR, type Wallets } from './game-wallet.ts';
import { newToken } from './ids.ts';
import type { RealWalletSession, Session } from './player-state.ts';
import { abandonStuckBets, MINES_IDLE_SETTLE_MS, settleIdleMinesRounds } from './rounds.ts';
import { type FairnessView, fairnessView, newSeedValues, type SeedRow, seedPairOf } from './seed-pair.ts';

export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
export const DEMO_CURRENCY = 'GHS';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates the player (with a demo balance for demo keys) and its first seeds, unless they exist. */
async function ensurePlayer(client: Client, key: string): Promise<void> {
  await client.query(
    'INSERT INTO players (key, demo_balance_minor) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [key, key.startsWith('demo:') ? DEMO_START_BALANCE_MINOR : null],
  );
  const seeds = newSeedValues();
  await client.query(
    `INSERT INTO seed_pairs (player_key, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_key) WHERE revealed_at IS NULL DO NOTHING`,
    [key, seeds.serverSeed, seeds.serverSeedHash, seeds.clientSeed],
  );
}

export class ProviderStore {
  constructor(readonly wallets: Wallets) {}

  /** Real play: trades the one-time launch token for a wallet session. Errors: LAUNCH_REJECTED, PLAYER_BLOCKED. */
  async launchReal(
    gameCode: GameCode,
    launchToken: string,
  ): Promise<{ session: Session; balanceMinor: number }> {
    const answer = await this.wallets.client.authenticate({ launchToken, gameCode }).catch((error: Error) => {
      throw new ProviderError('WALLET_UNAVAILABLE', error.message);
    });
    if (answer.status === 'PLAYER_BLOCKED') throw new ProviderError('PLAYER_BLOCKED', 'player blocked');
    if (answer.status !== 'OK')
      throw new ProviderError('LAUNCH_REJECTED', `wallet answered ${answer.status}`);
    const { sessionToken, playerId, currency } = answer;
    const wallet: RealWalletSession = { sessionToken, playerId, gameCode, currency };
    const session = await this.addSession('real', gameCode, `real:${playerId}`, currency, wallet);
    return { session, balanceMinor: answer.balance };
  }

  async launchDemo(gameCode: GameCode): Promise<{ session: Session; balanceMinor: number }> {
    const session = await this.addSession('demo', gameCode, `demo:${newToken(12)}`, DEMO_CURRENCY, null);
    return { session, balanceMinor: DEMO_START_BALANCE_MINOR };
  }

  private async addSession(
    mode: Session['mode'],
    gameCode: GameCode,
    playerKey: string,
    currency: string,
    wallet: RealWalletSession | null,
  ): Promise<Session> {
    const token = newToken();
    const tokenHash = hashToken(token);
    await inTransaction(this.wallets.db, async (client) => {
      await ensurePlayer(client, playerKey);
      await client.query(
        `INSERT INTO sessions (token_hash, mode, game_code, player_key, currency, wallet, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          tokenHash,
          mode,
          gameCode,
          playerKey,
          currency,
          wallet ? JSON.stringify(wallet) : null,
          new Date(Date.now() + SESSION_IDLE_MS),
        ],
      );
    });
    return { token, tokenHash, mode, gameCode, playerKey, currency, wallet };
  }

  /** The live session for a bearer token; its idle expiry moves on. Errors: SESSION_NOT_FOUND, SESSION_KICKED. */
  async session(token: string | undefined): Promise<Session> {
    if (!token) throw new ProviderError('SESSION_NOT_FOUND', 'no session');
    const tokenHash = hashToken(token);
    const rows = await this.wallets.db.query<{
      mode: Session['mode'];
      game_code: GameCode;
      player_key: string;
      currency: string;
      wallet: RealWalletSession | null;
      kicked: boolean;
    }>(
      `UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND expires_at > now()
       RETURNING mode, game_code, player_key, currency, wallet, kicked`,
      [tokenHash, new Date(Date.now() + SESSION_IDLE_MS)],
    );
    const row = rows.rows[0];
    if (!row) throw new ProviderError('SESSION_NOT_FOUND', 'no session');
    if (row.kicked) throw new ProviderError('SESSION_KICKED', 'the player launched elsewhere');
    return {
      token,
      tokenHash,
      mode: row.mode,
      gameCode: row.game_code,
      playerKey: row.player_key,
      currency: row.currency,
      wallet: row.wallet,
    };
  }

  /** The wallet said the player launched elsewhere (or the session ended): this page session is over. */
  async markKicked(session: Session): Promise<void> {
    await this.wallets.db.query('UPDATE sessions SET kicked = true WHERE token_hash = $1', [
      session.tokenHash,
    ]);
  }

  async fairness(playerKey: string): Promise<FairnessView> {
    const rows = await this.wallets.db.query<SeedRow>(
      `(SELECT id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at FROM seed_pairs
         WHERE player_key = $1 AND revealed_at IS NULL)
       UNION ALL
       (SELECT id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at FROM seed_pairs
         WHERE player_key = $1 AND revealed_at IS NOT NULL ORDER BY revealed_at DESC, id DESC LIMIT 1)`,
      [playerKey],
    );
    const current = rows.rows.find((row) => row.revealed_at === null);
    const previous = rows.rows.find((row) => row.revealed_at !== null);
    if (!current) throw new ProviderError('SESSION_NOT_FOUND', 'no seeds for this player');
    return fairnessView(seedPairOf(current), previous ? seedPairOf(previous) : null);
  }

  /** Reveals the current server seed and commits a new one. Errors: INVALID_REQUEST, ROUND_IN_PROGRESS. */
  async rotateSeeds(playerKey: string, clientSeed?: string): Promise<void> {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      throw new ProviderError('INVALID_REQUEST', 'client seed: 1–64 printable characters');
    }
    await inTransaction(this.wallets.db, async (client) => {
      // Locks the current pair: a bet taking its nonce waits, and then sees the new pair.
      const current = await client.query<{ id: number }>(
        'SELECT id FROM seed_pairs WHERE player_key = $1 AND revealed_at IS NULL FOR UPDATE',
        [playerKey],
      );
      if (!current.rows[0]) throw new ProviderError('SESSION_NOT_FOUND', 'no seeds for this player');
      // An open mines round depends on the current seed: revealing it would show where the mines are.
      const unsettled = await client.query(
        `SELECT 1 FROM rounds WHERE seed_id = $1 AND status IN ('betting', 'open') LIMIT 1`,
        [current.rows[0].id],
      );
      if (unsettled.rowCount) throw new ProviderError('ROUND_IN_PROGRESS', 'finish the open round first');
      await client.query('UPDATE seed_pairs SET revealed_at = clock_timestamp() WHERE id = $1', [
        current.rows[0].id,
      ]);
      const seeds = newSeedValues(clientSeed ?? newClientSeed());
      await client.query(
        'INSERT INTO seed_pairs (player_key, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)',
        [playerKey, seeds.serverSeed, seeds.serverSeedHash, seeds.clientSeed],
      );
    });
  }

  /** Expires idle sessions, settles abandoned mines rounds, rolls back dead bets, forgets idle demo players. */
  async sweep(nowMs = Date.now()): Promise<void> {
    const { db } = this.wallets;
    await db.query('DELETE FROM sessions WHERE expires_at < $1', [new Date(nowMs)]);
    await settleIdleMinesRounds(this.wallets, MINES_IDLE_SETTLE_MS, nowMs);
    await abandonStuckBets(this.wallets, nowMs);
    await db.query(
      `DELETE FROM players p WHERE p.key LIKE 'demo:%'
         AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.player_key = p.key)`,
    );
  }
}
