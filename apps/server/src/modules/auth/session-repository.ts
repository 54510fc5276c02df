import { playPauseOf, SESSION_TTL_MS } from '@sika/domain';
import type { Db } from '../../db/pool.ts';
import type { ClientInfo, SessionPlayer } from '../../http/request-context.ts';
import { hashToken, newSessionToken } from './tokens.ts';

export async function createSession(
  db: Db,
  playerId: string,
  client: ClientInfo,
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      player_id: playerId,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      device_id: client.deviceId,
      platform: client.platform,
      ip: client.ip,
    })
    .execute();
  return token;
}

/**
 * A session counts only while unexpired, unrevoked, and its player is active. A self-excluded or timed-out
 * player keeps it, paused: the routes open only withdrawals, messages and settings to it (decision 017).
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionPlayer | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .select([
      'players.id as playerId',
      'players.mobile',
      'players.status',
      'players.self_excluded_until',
      'players.time_out_until',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (row?.status !== 'active') return null;
  const pause = playPauseOf(
    { selfExcludedUntil: row.self_excluded_until, timeOutUntil: row.time_out_until },
    now,
  );
  return { playerId: row.playerId, mobile: row.mobile, tokenHash, pause };
}

export async function revokeSession(db: Db, tokenHash: Buffer, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a player, except `keep` (the one making the change) when given. */
export async function revokePlayerSessions(
  db: Db,
  playerId: string,
  now: Date,
  keep?: Buffer,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('token_hash', '!=', keep);
  await query.execute();
}
