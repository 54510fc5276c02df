import type { Db } from '../../db/pool.ts';
import { setSessionStart } from './rg-repository.ts';

/**
 * A login starts a play session: the session time limit and the reality checks count from here
 * (docs/decisions/017). Called by auth when it admits a player.
 */
export async function startPlaySession(db: Db, playerId: string, now: Date): Promise<void> {
  await setSessionStart(db, playerId, now);
}
