import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import { AppError } from '../../../http/errors.ts';

export const GIVEAWAY = 'giveaway';

export interface Giveaway {
  id: number;
  activity: string;
  beginsAt: Date;
  endsAt: Date;
  asset: RewardAsset;
  amount: number;
  texts: Record<string, { title?: string; text?: string }>;
}

/** Errors: GIVEAWAY_NOT_FOUND. */
export async function requireGiveaway(db: Db, id: number): Promise<Giveaway> {
  const { rows } = await sql<{
    id: number;
    activity: string;
    begins_at: Date;
    ends_at: Date;
    asset: RewardAsset;
    amount: number;
    texts: Giveaway['texts'];
  }>`SELECT id, activity, begins_at, ends_at, asset, amount, texts FROM giveaways WHERE id = ${id}`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new AppError('GIVEAWAY_NOT_FOUND');
  return {
    id: row.id,
    activity: row.activity,
    beginsAt: row.begins_at,
    endsAt: row.ends_at,
    asset: row.asset,
    amount: row.amount,
    texts: row.texts,
  };
}

export function giveawayStatus(giveaway: Giveaway, now: Date): 0 | 1 | -1 {
  if (now < giveaway.beginsAt) return 0;
  return now < giveaway.endsAt ? 1 : -1;
}

/** Errors: GIVEAWAY_CLOSED. */
export function assertGiveawayOpen(giveaway: Giveaway, now: Date) {
  if (giveawayStatus(giveaway, now) !== 1) throw new AppError('GIVEAWAY_CLOSED');
}

export async function deviceHasClaimed(db: Db, giveawayId: number, deviceId: string): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM giveaway_claims WHERE giveaway_id = ${giveawayId} AND device_id = ${deviceId}`.execute(db);
  return rows.length > 0;
}

/** Whether this giveaway was already claimed for the mobile or from the device. */
export async function alreadyClaimed(
  db: Db,
  giveawayId: number,
  mobile: string,
  deviceId: string,
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM giveaway_claims
    WHERE giveaway_id = ${giveawayId} AND (mobile = ${mobile} OR device_id = ${deviceId}) LIMIT 1`.execute(
    db,
  );
  return rows.length > 0;
}
