import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';
import type { PlaySession } from './api/get-play-session.ts';

const MINUTE_MS = 60_000;

/**
 * Reality checks (issue 19, decision 017) fall every N minutes of the play session, counted by the server
 * from the last login: checkpoint k is due once k·N minutes are played. Only the server's figures are used;
 * the client clock only decides when to ask again.
 */
export function checkpointOf(session: Pick<PlaySession, 'playedMinutes' | 'realityCheckMinutes'>): number {
  if (session.realityCheckMinutes <= 0) return 0;
  return Math.floor(session.playedMinutes / session.realityCheckMinutes);
}

/** Whether a check is due: a checkpoint reached that this session has not shown yet. */
export function isCheckDue(session: PlaySession, shown: number): boolean {
  const checkpoint = checkpointOf(session);
  return checkpoint >= 1 && checkpoint > shown;
}

/** How long until the next checkpoint, by the server's count (a minute's rounding at most late). */
export function msUntilNextCheck(
  session: Pick<PlaySession, 'playedMinutes' | 'realityCheckMinutes'>,
): number {
  const next = (checkpointOf(session) + 1) * session.realityCheckMinutes;
  return Math.max(1, next - session.playedMinutes) * MINUTE_MS;
}

/** The last checkpoint shown in this play session (a new login is a new session: 0 again). */
export function shownCheckpoint(startedAt: string): number {
  try {
    const stored = JSON.parse(readStored(storageKeys.realityCheck) ?? 'null') as {
      startedAt?: unknown;
      checkpoint?: unknown;
    } | null;
    return stored?.startedAt === startedAt && typeof stored.checkpoint === 'number' ? stored.checkpoint : 0;
  } catch {
    return 0;
  }
}

export function rememberCheckpoint(session: PlaySession): void {
  writeStored(
    storageKeys.realityCheck,
    JSON.stringify({ startedAt: session.startedAt, checkpoint: checkpointOf(session) }),
  );
}
