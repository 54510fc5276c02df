import type { Db } from '../../db/pool.ts';

/**
 * What this module needs from the modules that hold the money records, handed in by the wiring (app.ts)
 * so that payments and games can call this module's checks without an import cycle. Each sums one
 * player's records from `since` on, inside the caller's transaction when given one.
 */
export interface RgUsage {
  /** Deposits asked or paid (open and successful orders), minor units. */
  depositedSince(db: Db, playerId: string, since: Date): Promise<number>;
  /** Stakes less wins (negative when ahead), minor units. */
  lostSince(db: Db, playerId: string, since: Date): Promise<number>;
  /** Whether the password is the player's (time-outs and self-exclusion ask for it). */
  checkPassword(playerId: string, password: string): Promise<boolean>;
}
