import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError, isAppError } from '../../http/errors.ts';
import { assertPlayAllowed } from '../responsible-gaming/index.ts';
import { type Leg, transfer } from '../wallet/index.ts';
import { playerPocket, playerSource, promotionAccount } from './assets.ts';

export interface GrantRequest {
  activity: string;
  playerId: string;
  /** Names activity, player and period: `daily-sign:{player}:{local date}`. Also the transfer's key. */
  idempotencyKey: string;
  /** The local day whose budget pays. */
  localDate: string;
  /** What was asked, for keyed claims: the same key with another request is refused (2002). */
  request?: Record<string, unknown>;
  credits: { asset: RewardAsset; amount: number }[];
  /** What the player pays, to the same promotion account (a spin's cost, an exchange's diamonds). */
  debits?: { asset: 'coins' | 'diamonds'; amount: number }[];
  kind: 'bonus' | 'exchange';
  /** Shown with the transfer in the player's records. */
  reference: string;
  /** How diamond movements read in the diamond account (`diamond_task`, `diamond_spin`, `exchange`). */
  source: string;
  now: Date;
}

export interface Grant {
  id: number;
  /** false: this key was granted before; nothing moved now. */
  created: boolean;
  transferId: string | null;
}

/**
 * The one way an activity pays (docs/rewards.md): in the caller's transaction, refuse a player on a
 * time-out or self-excluded (PLAY_PAUSED), claim the key (a UNIQUE row: of any number of concurrent claims exactly one goes on, the others
 * wait for it and then see its row), take the amounts from the activity's budget for the day, and move
 * the money in one wallet transfer under the same key.
 * Errors: PLAY_PAUSED, REWARD_BUDGET_SPENT, NOT_ENOUGH_DIAMONDS / NOT_ENOUGH_COINS, IDEMPOTENCY_MISMATCH.
 * Any error leaves nothing behind once the caller's transaction rolls back.
 */
export async function grantReward(tx: Tx, request: GrantRequest): Promise<Grant> {
  await assertPlayAllowed(tx, request.playerId, request.now);
  const asked = JSON.stringify(request.request ?? {});
  const inserted = await sql<{ id: number }>`
    INSERT INTO reward_grants (idempotency_key, activity, player_id, local_date, request, created_at)
    VALUES (${request.idempotencyKey}, ${request.activity}, ${request.playerId}, ${request.localDate},
            ${asked}::jsonb, ${request.now})
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`.execute(tx);
  const id = inserted.rows[0]?.id;
  if (id === undefined) return earlierGrant(tx, request.idempotencyKey, asked);

  await takeFromBudgets(tx, request);
  const legs: Leg[] = [
    ...(request.debits ?? []).map((debit) => ({
      from: playerSource(debit.asset, request.playerId),
      to: promotionAccount(request.activity, debit.asset),
      amountMinor: debit.amount,
    })),
    ...request.credits.map((credit) => ({
      from: promotionAccount(request.activity, credit.asset),
      to: playerPocket(credit.asset, request.playerId),
      amountMinor: credit.amount,
    })),
  ].filter((leg) => leg.amountMinor > 0);
  let transferId: string | null = null;
  if (legs.length > 0) {
    try {
      const outcome = await transfer(tx, {
        idempotencyKey: `reward:${request.idempotencyKey}`,
        kind: request.kind,
        reference: request.reference,
        metadata: { activity: request.activity, grantId: id },
        legs,
      });
      transferId = outcome.transfer.id;
    } catch (error) {
      if (isAppError(error) && error.errorName === 'INSUFFICIENT_BALANCE') {
        const paysWithCoins = request.debits?.some((d) => d.asset === 'coins');
        throw new AppError(paysWithCoins ? 'NOT_ENOUGH_COINS' : 'NOT_ENOUGH_DIAMONDS');
      }
      throw error;
    }
    await sql`UPDATE reward_grants SET transfer_id = ${transferId} WHERE id = ${id}`.execute(tx);
  }
  await recordDiamondMovements(tx, request, id);
  return { id, created: true, transferId };
}

/** The grant made before under this key (created false), if it asked the same; else IDEMPOTENCY_MISMATCH. */
export async function earlierGrant(tx: Tx, key: string, asked: string): Promise<Grant> {
  const { rows } = await sql<{ id: number; transfer_id: string | null; same: boolean }>`
    SELECT id, transfer_id, request = ${asked}::jsonb AS same FROM reward_grants
    WHERE idempotency_key = ${key}`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error(`grant ${key} vanished`);
  if (!row.same) throw new AppError('IDEMPOTENCY_MISMATCH');
  return { id: row.id, created: false, transferId: row.transfer_id };
}

/**
 * Adds the credits to the day's budget rows, only while each stays within its limit. No budget row for an
 * asset means the activity may not pay it. A budget with shards > 1 pays through its shards
 * (`takeFromShards`). Errors: REWARD_BUDGET_SPENT.
 */
async function takeFromBudgets(tx: Tx, request: GrantRequest) {
  const perAsset = new Map<RewardAsset, number>();
  for (const credit of request.credits)
    perAsset.set(credit.asset, (perAsset.get(credit.asset) ?? 0) + credit.amount);
  // Sorted, so two grants of one activity lock budget rows in the same order.
  for (const [asset, amount] of [...perAsset].sort(([a], [b]) => a.localeCompare(b))) {
    if (amount <= 0) continue;
    const spent = () =>
      new AppError('REWARD_BUDGET_SPENT', {
        internal: `${request.activity} ${asset} budget of ${request.localDate} cannot pay ${amount}`,
      });
    const { rows: budget } = await sql<{ daily_limit: number; shards: number }>`
      SELECT daily_limit, shards FROM reward_budgets
      WHERE activity = ${request.activity} AND asset = ${asset}`.execute(tx);
    if (!budget[0] || amount > budget[0].daily_limit) throw spent();
    if (budget[0].shards > 1) {
      if (!(await takeFromShards(tx, request, asset, amount, budget[0]))) throw spent();
      continue;
    }
    const { rows } = await sql<{ granted: number }>`
      INSERT INTO reward_budget_days AS d (activity, asset, local_date, granted)
      SELECT b.activity, b.asset, ${request.localDate}::date, ${amount}::bigint
      FROM reward_budgets b
      WHERE b.activity = ${request.activity} AND b.asset = ${asset} AND ${amount}::bigint <= b.daily_limit
      ON CONFLICT (activity, asset, local_date) DO UPDATE SET granted = d.granted + EXCLUDED.granted
      WHERE d.granted + EXCLUDED.granted <= (
        SELECT daily_limit FROM reward_budgets WHERE activity = d.activity AND asset = d.asset)
      RETURNING granted`.execute(tx);
    if (rows.length === 0) throw spent();
  }
}

/**
 * What an activity's budget of an asset can still pay on a local day (0 without a budget row): the limit
 * less what the day's row counts, plus what its shards were handed and have not paid. A read: it decides
 * nothing under concurrency (the grant does), it lets a caller refuse before doing anything else.
 */
export async function budgetLeft(db: Db, activity: string, asset: RewardAsset, localDate: string) {
  const { rows } = await sql<{ left: number }>`
    SELECT (b.daily_limit - coalesce(d.granted, 0)
            + coalesce((SELECT sum(s.reserved - s.granted) FROM reward_budget_shards s
                        WHERE s.activity = b.activity AND s.asset = b.asset AND s.local_date = ${localDate}), 0)
           )::bigint AS left
    FROM reward_budgets b
    LEFT JOIN reward_budget_days d
      ON d.activity = b.activity AND d.asset = b.asset AND d.local_date = ${localDate}
    WHERE b.activity = ${activity} AND b.asset = ${asset}`.execute(db);
  return rows[0]?.left ?? 0;
}

/** Where a grant starts looking among a budget's shards: a hash of its key (FNV-1a), so grants spread. */
export function shardStart(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * What a sharded budget's day hands one shard when it runs short: an eighth of the limit per shard, at least
 * the amount asked, at most what the day has left.
 */
export function shardChunk(limit: number, shards: number, left: number, amount: number): number {
  return Math.min(left, Math.max(amount, Math.ceil(limit / (shards * 8))));
}

/**
 * A sharded budget (migration 1760): the day's row counts what was handed to the shards (never above the
 * limit); a shard pays only from what it was handed. 1. Take from any shard with room that no other grant
 * holds (SKIP LOCKED: nobody waits on a busy shard). 2. Else lock the day's row and hand the grant's own
 * shard a chunk (an eighth of the limit per shard, at least this amount, at most what is left). 3. Else (the
 * day's row cannot pay this amount) take from any shard with room, waiting for busy ones: only then is the
 * budget spent. Locks: shard (1), or day's row then shard (2, 3); one grant never waits on a shard while
 * holding another, so no cycle. Returns false when the budget cannot pay.
 */
async function takeFromShards(
  tx: Tx,
  request: GrantRequest,
  asset: RewardAsset,
  amount: number,
  budget: { daily_limit: number; shards: number },
): Promise<boolean> {
  const { activity, localDate } = request;
  const start = shardStart(request.idempotencyKey) % budget.shards;
  const fromAnyShard = async (skipLocked: boolean) => {
    const { rows } = await sql`
      UPDATE reward_budget_shards AS s SET granted = s.granted + ${amount}::bigint
      WHERE (s.activity, s.asset, s.local_date, s.shard) = (
        SELECT x.activity, x.asset, x.local_date, x.shard FROM reward_budget_shards x
        WHERE x.activity = ${activity} AND x.asset = ${asset} AND x.local_date = ${localDate}
          AND x.reserved - x.granted >= ${amount}::bigint
        ORDER BY (x.shard + ${budget.shards}::int - ${start}::int) % ${budget.shards}::int
        LIMIT 1 FOR UPDATE ${skipLocked ? sql`SKIP LOCKED` : sql``})
      RETURNING 1`.execute(tx);
    return rows.length > 0;
  };
  if (await fromAnyShard(true)) return true;

  await sql`INSERT INTO reward_budget_days (activity, asset, local_date, granted)
            VALUES (${activity}, ${asset}, ${localDate}, 0) ON CONFLICT DO NOTHING`.execute(tx);
  const { rows: day } = await sql<{ granted: number; daily_limit: number }>`
    SELECT d.granted, b.daily_limit FROM reward_budget_days d
    JOIN reward_budgets b ON b.activity = d.activity AND b.asset = d.asset
    WHERE d.activity = ${activity} AND d.asset = ${asset} AND d.local_date = ${localDate}
    FOR UPDATE OF d`.execute(tx);
  const left = day[0]!.daily_limit - day[0]!.granted;
  if (left < amount) return fromAnyShard(false);
  const chunk = shardChunk(day[0]!.daily_limit, budget.shards, left, amount);
  await sql`UPDATE reward_budget_days SET granted = granted + ${chunk}::bigint
            WHERE activity = ${activity} AND asset = ${asset} AND local_date = ${localDate}`.execute(tx);
  await sql`
    INSERT INTO reward_budget_shards AS s (activity, asset, local_date, shard, reserved, granted)
    VALUES (${activity}, ${asset}, ${localDate}, ${start}, ${chunk}::bigint, ${amount}::bigint)
    ON CONFLICT (activity, asset, local_date, shard)
    DO UPDATE SET reserved = s.reserved + EXCLUDED.reserved, granted = s.granted + EXCLUDED.granted`.execute(
    tx,
  );
  return true;
}

async function recordDiamondMovements(tx: Tx, request: GrantRequest, grantId: number) {
  const amounts = [
    ...(request.debits ?? []).filter((d) => d.asset === 'diamonds').map((d) => -d.amount),
    ...request.credits.filter((c) => c.asset === 'diamonds').map((c) => c.amount),
  ].filter((amount) => amount !== 0);
  for (const amount of amounts) {
    await sql`
      INSERT INTO diamond_movements (player_id, amount, source, grant_id, created_at)
      VALUES (${request.playerId}, ${amount}, ${request.source}, ${grantId}, ${request.now})`.execute(tx);
  }
}
