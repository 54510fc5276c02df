import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/**
 * A Ghana Card number as people type it (any case, spaces, with or without dashes), in the form records keep
 * (GHA-123456789-1); null when it is not one.
 */
export function ghanaCardNumber(text: string): string | null {
  const match = /^GHA-?(\d{9})-?(\d)$/.exec(text.replace(/\s+/g, '').toUpperCase());
  return match ? `GHA-${match[1]}-${match[2]}` : null;
}

/** The players whose KYC records (any state) carry this identity document number. */
export async function playerIdsWithIdNumber(db: Db, idNumber: string): Promise<string[]> {
  const rows = await db
    .selectFrom('kyc_records')
    .select('player_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb(sql<string>`fields->>'ID_NUMBER'`, '=', idNumber),
        eb('identity_key', '=', `GHANA_CARD:${idNumber}`),
      ]),
    )
    .execute();
  return rows.map((r) => r.player_id);
}
