import { type PlayPauseState, playPauseOf } from '@sika/domain';
import { sql } from 'kysely';
import { MicroBatcher, type Pending } from '../../db/micro-batcher.ts';
import type { Db } from '../../db/pool.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { hashToken } from './tokens.ts';

interface SessionRow {
  token_hash: Buffer;
  player_id: string;
  mobile: string;
  status: string;
  self_excluded_until: Date | number | null;
  time_out_until: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

interface Lookup {
  tokenHash: Buffer;
  now: Date;
}

/** At most this many tokens in one lookup. */
const MAX_LOOKUPS = 512;

/**
 * Coalesces the session lookups of the requests that arrive together into one indexed `= ANY` statement (a
 * rush of 10,000 claims otherwise spends one round trip per request here before any work: docs/cash-rain.md
 * "Rush"). One lookup at a time per pool; what arrives meanwhile leaves with the next. Each request still
 * judges its own session at its own `now` (unexpired, unrevoked, active player), exactly as one lookup
 * would; nothing is cached between lookups, so a logout or a kick-out counts from the next request on.
 */
async function lookUp(db: Db, batch: Pending<Lookup, SessionPlayer | null>[]): Promise<void> {
  try {
    const hashes = [
      ...new Map(batch.map((w) => [w.item.tokenHash.toString('hex'), w.item.tokenHash])).values(),
    ];
    const { rows } = await sql<SessionRow>`
      SELECT s.token_hash, s.player_id, p.mobile, p.status, p.self_excluded_until, p.time_out_until,
             s.expires_at, s.revoked_at
      FROM sessions s JOIN players p ON p.id = s.player_id
      WHERE s.token_hash = ANY(${hashes}::bytea[])`.execute(db);
    const byHash = new Map(rows.map((r) => [r.token_hash.toString('hex'), r]));
    for (const w of batch)
      w.resolve(sessionAt(byHash.get(w.item.tokenHash.toString('hex')), w.item.tokenHash, w.item.now));
  } catch (error) {
    for (const w of batch) w.reject(error);
  }
}

/** A session counts only while unexpired, unrevoked, and its player is active. */
function sessionAt(row: SessionRow | undefined, tokenHash: Buffer, now: Date): SessionPlayer | null {
  if (!row || row.revoked_at !== null || row.expires_at.getTime() <= now.getTime()) return null;
  if (row.status !== 'active') return null;
  const pause: PlayPauseState | null = playPauseOf(
    { selfExcludedUntil: row.self_excluded_until, timeOutUntil: row.time_out_until },
    now,
  );
  return { playerId: row.player_id, mobile: row.mobile, tokenHash, pause };
}

const lookups = new WeakMap<Db, MicroBatcher<Lookup, SessionPlayer | null>>();

/**
 * The session of a token, looked up together with the other requests of the moment (one statement).
 * A self-excluded or timed-out player keeps it, paused (decision 017).
 */
export function findSessionBatched(db: Db, token: string, now: Date): Promise<SessionPlayer | null> {
  let batcher = lookups.get(db);
  if (!batcher) {
    batcher = new MicroBatcher(MAX_LOOKUPS, (batch) => lookUp(db, batch));
    lookups.set(db, batcher);
  }
  return batcher.submit({ tokenHash: hashToken(token), now });
}
