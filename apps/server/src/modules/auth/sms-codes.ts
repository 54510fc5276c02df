import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@sika/contract';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS } from '@sika/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

/** A fresh 6-digit code from the CSPRNG (reliability checklist S3). */
export function newSmsCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function codeHash(mobile: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest();
}

/** Stores a new code; any earlier unused code for the same number and purpose stops working. */
export async function storeSmsCode(db: Db, mobile: string, purpose: SmsPurpose, code: string, now: Date) {
  await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('sms_codes')
    .values({
      mobile,
      purpose,
      code_hash: codeHash(mobile, purpose, code),
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
    })
    .execute();
}

/**
 * Uses up the code if it matches: single use, bound to its number and purpose, expiring, and dead after
 * five wrong tries. Each attempt is counted in its own statement (committed even when the caller fails),
 * and the consuming UPDATE is conditional, so of parallel requests with the right code exactly one wins.
 */
export async function consumeSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await sql<{ id: number; code_hash: Buffer; attempts: number }>`
    UPDATE sms_codes SET attempts = attempts + 1
    WHERE id = (
      SELECT id FROM sms_codes
      WHERE mobile = ${mobile} AND purpose = ${purpose} AND consumed_at IS NULL AND expires_at > ${now}
      ORDER BY created_at DESC LIMIT 1)
    RETURNING id, code_hash, attempts`
    .execute(db)
    .then((r) => r.rows[0]);
  if (!row || row.attempts > SMS_CODE_MAX_ATTEMPTS) return false;
  if (!timingSafeEqual(row.code_hash, codeHash(mobile, purpose, code))) return false;
  const claimed = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}
