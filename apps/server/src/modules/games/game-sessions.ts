import { randomBytes } from 'node:crypto';
import { playPauseOf } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashGameToken } from './launch-game.ts';

/** A game session lives as long as a long play session; wins and rollbacks are accepted after it anyway. */
export const GAME_SESSION_TTL_MS = 8 * 60 * 60_000;

export interface GameSession {
  id: string;
  playerId: string;
  gameId: number;
  expiresAt: Date;
}

export type SessionLookup =
  | { state: 'active'; session: GameSession }
  | { state: 'kicked' | 'expired' | 'ended'; session: GameSession }
  | { state: 'unknown' };

/**
 * Exchanges a one-time launch token for a game session. One device at a time (spec core §4 Game frame):
 * the player's earlier sessions end as 'kicked', so the other device's next call learns it was kicked.
 * `invalid`: an unknown, used or expired launch token, or another game's; `blocked`: the player may not play.
 */
export type OpenedSession =
  | { state: 'opened'; sessionToken: string; session: GameSession }
  | { state: 'invalid' | 'blocked' };

export async function openGameSession(
  ctx: ServerContext,
  provider: string,
  launchToken: string,
  gameCode: string,
): Promise<OpenedSession> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const launch = await tx
      .updateTable('game_launches')
      .set({ used_at: now })
      .where('token_hash', '=', hashGameToken(launchToken))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['player_id', 'game_id'])
      .executeTakeFirst();
    if (!launch) return { state: 'invalid' };
    const game = await tx
      .selectFrom('games')
      .select(['provider', 'provider_game_code', 'enabled'])
      .where('id', '=', launch.game_id)
      .executeTakeFirst();
    // A launch is for one game of one provider: another provider cannot redeem it, nor anyone once an
    // operator disabled the game.
    if (game?.provider !== provider || game.provider_game_code !== gameCode || !game.enabled) {
      return { state: 'invalid' };
    }
    const player = await tx
      .selectFrom('players')
      .select(['status', 'self_excluded_until', 'time_out_until'])
      .where('id', '=', launch.player_id)
      .forUpdate()
      .executeTakeFirst();
    const paused =
      player &&
      playPauseOf(
        { selfExcludedUntil: player.self_excluded_until, timeOutUntil: player.time_out_until },
        now,
      );
    if (player?.status !== 'active' || paused) {
      return { state: 'blocked' };
    }
    await tx
      .updateTable('game_sessions')
      .set({ ended_at: now, end_reason: 'kicked' })
      .where('player_id', '=', launch.player_id)
      .where('ended_at', 'is', null)
      .execute();
    const sessionToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
    const row = await tx
      .insertInto('game_sessions')
      .values({
        token_hash: hashGameToken(sessionToken),
        player_id: launch.player_id,
        game_id: launch.game_id,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      state: 'opened',
      sessionToken,
      session: { id: row.id, playerId: launch.player_id, gameId: launch.game_id, expiresAt },
    };
  });
}

/** Finds a session by its token and says whether it may still bet; an active one is marked as seen now. */
export async function lookupGameSession(db: Db, sessionToken: string, now: Date): Promise<SessionLookup> {
  const row = await db
    .selectFrom('game_sessions')
    .select(['id', 'player_id', 'game_id', 'expires_at', 'ended_at', 'end_reason', 'last_seen_at'])
    .where('token_hash', '=', hashGameToken(sessionToken))
    .executeTakeFirst();
  return judgeSession(db, row, now);
}

/** A session row as `lookupGameSession` and the bet's read (settle-bet.ts) select it. */
export interface GameSessionRow {
  id: string;
  player_id: string;
  game_id: number;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  last_seen_at: Date;
}

const SEEN_EVERY_MS = 30_000;

/** An active session last seen before this is marked as seen now (at most every 30 s). */
export function sessionSeenBefore(now: Date): Date {
  return new Date(now.getTime() - SEEN_EVERY_MS);
}

/** Whether a session row may still bet; an active one is marked as seen now (at most every 30 s). */
export async function judgeSession(
  db: Db,
  row: GameSessionRow | undefined,
  now: Date,
): Promise<SessionLookup> {
  if (!row) return { state: 'unknown' };
  const session = { id: row.id, playerId: row.player_id, gameId: row.game_id, expiresAt: row.expires_at };
  if (row.ended_at) return { state: row.end_reason === 'kicked' ? 'kicked' : 'ended', session };
  if (row.expires_at <= now) return { state: 'expired', session };
  const seenBefore = sessionSeenBefore(now);
  // Most calls come within 30 s of the last: no statement then (the UPDATE's condition would match no row).
  if (row.last_seen_at < seenBefore) {
    await db
      .updateTable('game_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.id)
      .where(sql<boolean>`last_seen_at < ${seenBefore}`)
      .execute();
  }
  return { state: 'active', session };
}

/** Ends every game session of a player (logout, self-exclusion). */
export async function endGameSessions(db: Db, playerId: string, now: Date, reason: string): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null)
    .execute();
}
