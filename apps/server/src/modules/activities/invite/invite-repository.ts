import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import type { Tx } from '../../../db/transaction.ts';

export type RefusedReason = 'self' | 'same_device' | 'same_mobile_money';

export interface InviteeRow {
  invitee_id: string;
  inviter_id: string;
  wagered_minor: number;
  first_deposit_minor: number | null;
  first_deposit_at: Date | null;
  refused_reason: RefusedReason | null;
}

export async function inviterOf(db: Db, playerId: string): Promise<string | null> {
  const { rows } = await sql<{ invited_by: string | null }>`
    SELECT invited_by FROM players WHERE id = ${playerId}`.execute(db);
  return rows[0]?.invited_by ?? null;
}

/** The invitee's row, created when missing and locked until the transaction ends. */
export async function lockInvitee(
  tx: Tx,
  inviteeId: string,
  inviterId: string,
  now: Date,
): Promise<InviteeRow> {
  await sql`
    INSERT INTO invitees (invitee_id, inviter_id, created_at) VALUES (${inviteeId}, ${inviterId}, ${now})
    ON CONFLICT (invitee_id) DO NOTHING`.execute(tx);
  const { rows } = await sql<InviteeRow>`
    SELECT invitee_id, inviter_id, wagered_minor::float8 AS wagered_minor,
           first_deposit_minor::float8 AS first_deposit_minor, first_deposit_at, refused_reason
    FROM invitees WHERE invitee_id = ${inviteeId} FOR UPDATE`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error(`invitee ${inviteeId} vanished`);
  return row;
}

export async function recordFirstDeposit(
  tx: Tx,
  inviteeId: string,
  amountMinor: number,
  at: Date,
  refused: RefusedReason | null,
) {
  await sql`
    UPDATE invitees SET first_deposit_minor = ${amountMinor}, first_deposit_at = ${at}, refused_reason = ${refused}
    WHERE invitee_id = ${inviteeId}`.execute(tx);
}

/** Adds (or, for a rolled-back bet, takes off, never below 0) stakes; answers the new total. */
export async function addWagered(tx: Tx, inviteeId: string, deltaMinor: number): Promise<number> {
  const { rows } = await sql<{ wagered_minor: number }>`
    UPDATE invitees SET wagered_minor = greatest(0, wagered_minor + ${deltaMinor})
    WHERE invitee_id = ${inviteeId} RETURNING wagered_minor::float8 AS wagered_minor`.execute(tx);
  return rows[0]?.wagered_minor ?? 0;
}

/** One reward per invitee and task (UNIQUE): a second earning of the same task does nothing. */
export async function insertReward(
  tx: Tx,
  row: {
    inviterId: string;
    inviteeId: string;
    taskId: number;
    asset: RewardAsset;
    amount: number;
    now: Date;
  },
) {
  await sql`
    INSERT INTO invite_rewards (inviter_id, invitee_id, task_id, asset, amount, earned_at)
    VALUES (${row.inviterId}, ${row.inviteeId}, ${row.taskId}, ${row.asset}, ${row.amount}, ${row.now})
    ON CONFLICT (invitee_id, task_id) DO NOTHING`.execute(tx);
}

export interface ClaimableRow {
  id: number;
  invitee_id: string;
  task_id: number;
  asset: RewardAsset;
  amount: number;
}

/**
 * The inviter's unpaid rewards, locked in id order. A concurrent claim waits here and then, its rows paid,
 * finds nothing (READ COMMITTED re-checks `paid_at IS NULL` on the locked rows).
 */
export async function lockClaimable(
  tx: Tx,
  inviterId: string,
  id: number | undefined,
): Promise<ClaimableRow[]> {
  const { rows } = await sql<ClaimableRow>`
    SELECT id::int AS id, invitee_id, task_id, asset, amount::float8 AS amount FROM invite_rewards
    WHERE inviter_id = ${inviterId} AND paid_at IS NULL ${id === undefined ? sql`` : sql`AND id = ${id}`}
    ORDER BY id FOR UPDATE`.execute(tx);
  return rows;
}

export async function markPaid(tx: Tx, rewardId: number, grantId: number, now: Date) {
  await sql`UPDATE invite_rewards SET grant_id = ${grantId}, paid_at = ${now} WHERE id = ${rewardId}`.execute(
    tx,
  );
}

export async function inviteTotals(db: Db, inviterId: string) {
  const { rows } = await sql<{
    invited: number;
    qualified: number;
    clicks: number;
    earned: number;
    paid: number;
  }>`
    SELECT
      (SELECT count(*)::int FROM players WHERE invited_by = ${inviterId}) AS invited,
      (SELECT count(*)::int FROM invitees WHERE inviter_id = ${inviterId}
         AND first_deposit_at IS NOT NULL AND refused_reason IS NULL) AS qualified,
      (SELECT count(*)::int FROM invite_clicks WHERE inviter_id = ${inviterId}) AS clicks,
      (SELECT coalesce(sum(amount), 0)::float8 FROM invite_rewards WHERE inviter_id = ${inviterId}) AS earned,
      (SELECT coalesce(sum(amount), 0)::float8 FROM invite_rewards
         WHERE inviter_id = ${inviterId} AND paid_at IS NOT NULL) AS paid`.execute(db);
  return rows[0] ?? { invited: 0, qualified: 0, clicks: 0, earned: 0, paid: 0 };
}

/** Per task: how many of the inviter's invitees earned it and the sum. */
export async function rewardsPerTask(db: Db, inviterId: string) {
  const { rows } = await sql<{ task_id: number; reached: number; earned: number }>`
    SELECT task_id, count(*)::int AS reached, sum(amount)::float8 AS earned FROM invite_rewards
    WHERE inviter_id = ${inviterId} GROUP BY task_id`.execute(db);
  return new Map(rows.map((row) => [row.task_id, row]));
}

export async function listInviteeRows(db: Db, inviterId: string, page: number, size: number) {
  const { rows } = await sql<{
    mobile: string;
    created_at: Date;
    channel: number | null;
    first_deposit_at: Date | null;
    refused_reason: RefusedReason | null;
    wagered_minor: number;
    earned: number;
    total: number;
  }>`
    SELECT p.mobile, p.created_at, i.first_deposit_at, i.refused_reason,
           coalesce(i.wagered_minor, 0)::float8 AS wagered_minor,
           (SELECT coalesce(sum(r.amount), 0)::float8 FROM invite_rewards r WHERE r.invitee_id = p.id) AS earned,
           (SELECT c.channel FROM invite_clicks c JOIN sessions s ON s.device_id = c.device_id
            WHERE s.player_id = p.id AND c.inviter_id = ${inviterId} AND c.created_at <= p.created_at
            ORDER BY c.id DESC LIMIT 1)::int AS channel,
           count(*) OVER ()::int AS total
    FROM players p LEFT JOIN invitees i ON i.invitee_id = p.id
    WHERE p.invited_by = ${inviterId}
    ORDER BY p.created_at DESC, p.id
    LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
  return rows;
}

export async function listRewardRows(db: Db, inviterId: string, page: number, size: number) {
  const { rows } = await sql<{
    id: number;
    mobile: string;
    task_id: number;
    asset: RewardAsset;
    amount: number;
    earned_at: Date;
    paid_at: Date | null;
    total: number;
  }>`
    SELECT r.id::int AS id, p.mobile, r.task_id, r.asset, r.amount::float8 AS amount, r.earned_at, r.paid_at,
           count(*) OVER ()::int AS total
    FROM invite_rewards r JOIN players p ON p.id = r.invitee_id
    WHERE r.inviter_id = ${inviterId}
    ORDER BY r.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
  return rows;
}

export async function insertClick(
  db: Db,
  row: { inviterId: string; channel: number; deviceId: string | null; now: Date },
) {
  await sql`
    INSERT INTO invite_clicks (inviter_id, channel, device_id, created_at)
    VALUES (${row.inviterId}, ${row.channel}, ${row.deviceId}, ${row.now})`.execute(db);
}
