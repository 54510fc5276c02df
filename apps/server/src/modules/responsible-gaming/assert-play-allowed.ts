import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';
import { findPause, findPauses } from './rg-repository.ts';

/**
 * The one check for anything that gives a player money or play (rewards, claims, purchases of the
 * activities): refuses a player on a time-out or self-excluded, inside the caller's transaction, with a
 * share lock on the player's row so a pause committing at the same moment is seen or waits.
 * Errors: PLAY_PAUSED (data: reason, until).
 */
export async function assertPlayAllowed(tx: Db, playerId: string, now: Date): Promise<void> {
  const pause = await findPause(tx, playerId, now, true);
  if (pause) {
    throw new AppError('PLAY_PAUSED', {
      data: { reason: pause.reason, until: pause.until?.toISOString() ?? null },
    });
  }
}

/**
 * `assertPlayAllowed` for many players at once (a batch of grants, docs/cash-rain.md "Rush"): one
 * statement, the rows share-locked in id order; the first paused player refuses the whole batch, whose
 * caller then runs its items apart. Errors: PLAY_PAUSED (data: reason, until).
 */
export async function assertPlayAllowedAll(tx: Db, playerIds: string[], now: Date): Promise<void> {
  if (playerIds.length === 0) return;
  const ids = [...new Set(playerIds)].sort();
  const pauses = await findPauses(tx, ids, now, true);
  for (const id of ids) {
    const pause = pauses.get(id);
    if (pause) {
      throw new AppError('PLAY_PAUSED', {
        data: { reason: pause.reason, until: pause.until?.toISOString() ?? null },
      });
    }
  }
}
