import { SESSION_TTL_MS } from '@sika/domain';
import type { Db } from '../../db/pool.ts';
import type { ClientInfo } from '../../http/request-context.ts';
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
