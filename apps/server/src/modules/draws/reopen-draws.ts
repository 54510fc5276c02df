import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/**
 * For the test clock only (modules/clock): when it moves back, a draw the runner closed at a moment that has
 * not come yet by the new clock sells again. Nothing was drawn from it (its beacon round is due after its
 * close, so it cannot exist yet either), and its tickets stand. Drawn and settled draws are final: the
 * current-round lookups pass over them. Returns how many draws reopened.
 */
export async function reopenDrawsClosedAhead(db: Db, now: Date): Promise<number> {
  const { numAffectedRows } = await sql`
    UPDATE draws SET status = 'selling', closed_at = NULL, tickets_hash = NULL
    WHERE status = 'closed' AND closes_at > ${now}`.execute(db);
  return Number(numAffectedRows ?? 0);
}
