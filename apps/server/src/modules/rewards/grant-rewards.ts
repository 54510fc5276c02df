import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';
import { assertPlayAllowedAll } from '../responsible-gaming/index.ts';
import { transferMany } from '../wallet/index.ts';
import { playerPocket, promotionAccount } from './assets.ts';
import { earlierGrant, type Grant, type GrantRequest, shardChunk, shardStart } from './grant-reward.ts';

interface DayRow {
  asset: RewardAsset;
  local_date: string;
  granted: number;
  daily_limit: number;
  shards: number;
}

interface ShardRow {
  asset: string;
  local_date: string;
  shard: number;
  reserved: number;
  granted: number;
}

/** A budget of an activity's asset for one local day, locked, as the batch sees and changes it. */
interface BudgetState {
  asset: RewardAsset;
  localDate: string;
  limit: number;
  shards: number;
  /** What the day's row counts (with shards: what was handed to them). */
  granted: number;
  /** Sharded budgets: per shard, what it was handed and what it paid. */
  shardRows: Map<number, { reserved: number; granted: number }>;
}

/**
 * `grantReward` for many grants of one activity at once, in the caller's transaction, set-based (a rush:
 * docs/cash-rain.md "Rush"): one share-lock statement for the players' pauses, one INSERT of the keys, the
 * day's budgets locked once and decided in memory item by item in the given order (exactly the sharded or
 * plain rules of `grantReward`), one statement of budget writes, one wallet statement for every transfer,
 * one UPDATE of the grants. Credits only. Each grant keeps its own key (`reward_grants` UNIQUE, and the
 * transfer's `reward:{key}`); keys must be distinct within a call.
 * Answers, per request: the grant, or null when the day's budget cannot pay it (nothing of it written).
 * Errors (the whole call; the caller's transaction must roll back): PLAY_PAUSED, IDEMPOTENCY_MISMATCH.
 */
export async function grantRewards(tx: Tx, activity: string, requests: GrantRequest[]) {
  if (requests.length === 0) return [];
  if (requests.some((r) => r.activity !== activity || (r.debits?.length ?? 0) > 0))
    throw new Error('grantRewards: credits of one activity only');
  if (new Set(requests.map((r) => r.idempotencyKey)).size !== requests.length)
    throw new Error('grantRewards: keys must be distinct');
  await assertPlayAllowedAll(
    tx,
    requests.map((r) => r.playerId),
    requests[0]!.now,
  );
  const ids = await insertGrants(tx, activity, requests);
  const answers: (Grant | null)[] = requests.map(() => null);
  const fresh: number[] = [];
  for (const [i, request] of requests.entries()) {
    const id = ids.get(request.idempotencyKey);
    if (id === undefined)
      answers[i] = await earlierGrant(tx, request.idempotencyKey, JSON.stringify(request.request ?? {}));
    else fresh.push(i);
  }
  const paid = await takeFromBudgetsInOrder(
    tx,
    activity,
    fresh.map((i) => requests[i]!),
  );
  const spentIds = fresh.filter((_, k) => !paid[k]).map((i) => ids.get(requests[i]!.idempotencyKey)!);
  if (spentIds.length > 0)
    await sql`DELETE FROM reward_grants WHERE id = ANY(${spentIds}::bigint[])`.execute(tx);

  const paying = fresh.filter((_, k) => paid[k]);
  const withLegs = paying.filter((i) => requests[i]!.credits.some((c) => c.amount > 0));
  const outcomes = await transferMany(
    tx,
    withLegs.map((i) => {
      const request = requests[i]!;
      return {
        idempotencyKey: `reward:${request.idempotencyKey}`,
        kind: request.kind,
        reference: request.reference,
        metadata: { activity, grantId: ids.get(request.idempotencyKey)! },
        legs: request.credits
          .filter((c) => c.amount > 0)
          .map((c) => ({
            from: promotionAccount(activity, c.asset),
            to: playerPocket(c.asset, request.playerId),
            amountMinor: c.amount,
          })),
      };
    }),
  );
  const transferOf = new Map(withLegs.map((i, k) => [i, outcomes[k]!.transfer.id]));
  await recordTransfersAndDiamonds(
    tx,
    withLegs.map((i) => [ids.get(requests[i]!.idempotencyKey)!, transferOf.get(i)!] as const),
    diamondMovementsOf(paying, requests, ids),
  );
  for (const i of paying) {
    answers[i] = {
      id: ids.get(requests[i]!.idempotencyKey)!,
      created: true,
      transferId: transferOf.get(i) ?? null,
    };
  }
  return answers;
}

async function insertGrants(tx: Tx, activity: string, requests: GrantRequest[]) {
  // In key order: two batches insert their keys in the same order, so they never wait on each other in a cycle.
  const sorted = [...requests].sort((a, b) => (a.idempotencyKey < b.idempotencyKey ? -1 : 1));
  const { rows } = await sql<{ id: number; idempotency_key: string }>`
    INSERT INTO reward_grants (idempotency_key, activity, player_id, local_date, request, created_at)
    SELECT u.key, ${activity}, u.player_id, u.local_date, u.request, u.created_at
    FROM unnest(${sorted.map((r) => r.idempotencyKey)}::text[], ${sorted.map((r) => r.playerId)}::uuid[],
                ${sorted.map((r) => r.localDate)}::date[],
                ${sorted.map((r) => JSON.stringify(r.request ?? {}))}::jsonb[],
                ${sorted.map((r) => r.now)}::timestamptz[])
         WITH ORDINALITY AS u(key, player_id, local_date, request, created_at, n)
    ORDER BY u.n
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key`.execute(tx);
  return new Map(rows.map((r) => [r.idempotency_key, Number(r.id)]));
}

/**
 * The budgets of every asset the requests credit, per local day: the day's rows (and shards) locked once, in
 * (asset, date, shard) order, then each request decided in order as `grantReward` would one after the other
 * — all its credits or none — and the new counts written in one statement. Answers, per request, whether
 * the budget paid it.
 */
async function takeFromBudgetsInOrder(tx: Tx, activity: string, requests: GrantRequest[]) {
  const wanted = new Map<string, { asset: RewardAsset; localDate: string }>();
  for (const r of requests)
    for (const c of r.credits)
      if (c.amount > 0) wanted.set(`${c.asset}|${r.localDate}`, { asset: c.asset, localDate: r.localDate });
  if (wanted.size === 0) return requests.map(() => true);
  const budgets = await lockBudgets(tx, activity, [...wanted.values()]);
  const paid = requests.map((request) => {
    const credits = request.credits.filter((c) => c.amount > 0);
    const touched = credits.map((c) => budgets.get(`${c.asset}|${request.localDate}`));
    if (touched.some((b) => b === undefined)) return false; // no budget row: the activity may not pay it
    const before = touched.map((b) => snapshot(b!));
    const ok = credits.every((c, k) => takeOne(touched[k]!, c.amount, request.idempotencyKey));
    if (!ok) for (const [k, b] of touched.entries()) restore(b!, before[k]!);
    return ok;
  });
  await writeBudgets(tx, activity, [...budgets.values()]);
  return paid;
}

async function lockBudgets(tx: Tx, activity: string, wanted: { asset: RewardAsset; localDate: string }[]) {
  wanted.sort((a, b) => `${a.asset}|${a.localDate}`.localeCompare(`${b.asset}|${b.localDate}`));
  const assets = wanted.map((w) => w.asset);
  const dates = wanted.map((w) => w.localDate);
  // The day's rows, then their shards, locked in one statement (in that order, as grantReward locks them).
  const lock = async () =>
    (
      await sql<{ days: DayRow[]; shards: ShardRow[] }>`
        WITH d AS (
          SELECT d.asset, d.local_date::text AS local_date, d.granted, b.daily_limit, b.shards
          FROM reward_budget_days d JOIN reward_budgets b ON b.activity = d.activity AND b.asset = d.asset
          JOIN unnest(${assets}::text[], ${dates}::date[]) AS u(asset, local_date)
            ON d.asset = u.asset AND d.local_date = u.local_date
          WHERE d.activity = ${activity}
          ORDER BY d.asset, d.local_date FOR UPDATE OF d),
        s AS (
          SELECT s.asset, s.local_date::text AS local_date, s.shard, s.reserved, s.granted
          FROM reward_budget_shards s
          JOIN unnest(${assets}::text[], ${dates}::date[]) AS u(asset, local_date)
            ON s.asset = u.asset AND s.local_date = u.local_date
          WHERE s.activity = ${activity}
          ORDER BY s.asset, s.local_date, s.shard FOR UPDATE OF s)
        SELECT (SELECT coalesce(json_agg(d), '[]') FROM d) AS days,
               (SELECT coalesce(json_agg(s), '[]') FROM s) AS shards`.execute(tx)
    ).rows[0]!;
  let { days, shards } = await lock();
  if (days.length < wanted.length) {
    // The first grant of the day for an asset: its row, then lock again.
    await sql`INSERT INTO reward_budget_days (activity, asset, local_date, granted)
              SELECT ${activity}, u.asset, u.local_date, 0
              FROM unnest(${assets}::text[], ${dates}::date[]) AS u(asset, local_date)
              JOIN reward_budgets b ON b.activity = ${activity} AND b.asset = u.asset
              ON CONFLICT DO NOTHING`.execute(tx);
    ({ days, shards } = await lock());
  }
  const budgets = new Map<string, BudgetState>();
  for (const d of days) {
    budgets.set(`${d.asset}|${d.local_date}`, {
      asset: d.asset,
      localDate: d.local_date,
      limit: Number(d.daily_limit),
      shards: d.shards,
      granted: Number(d.granted),
      shardRows: new Map(),
    });
  }
  for (const s of shards) {
    budgets
      .get(`${s.asset}|${s.local_date}`)
      ?.shardRows.set(s.shard, { reserved: Number(s.reserved), granted: Number(s.granted) });
  }
  return budgets;
}

/**
 * One credit against a locked budget, by `grantReward`'s rules: a plain budget pays while the day stays
 * within the limit; a sharded one pays from a shard with room (starting at the key's shard), else hands the
 * key's shard a chunk of what the day has left (at least the amount, about 1/64 of the limit), else refuses.
 */
function takeOne(budget: BudgetState, amount: number, key: string): boolean {
  if (amount > budget.limit) return false;
  if (budget.shards <= 1) {
    if (budget.granted + amount > budget.limit) return false;
    budget.granted += amount;
    return true;
  }
  const start = shardStart(key) % budget.shards;
  for (let k = 0; k < budget.shards; k++) {
    const row = budget.shardRows.get((start + k) % budget.shards);
    if (row && row.reserved - row.granted >= amount) {
      row.granted += amount;
      return true;
    }
  }
  const left = budget.limit - budget.granted;
  if (left < amount) return false;
  const chunk = shardChunk(budget.limit, budget.shards, left, amount);
  budget.granted += chunk;
  const own = budget.shardRows.get(start) ?? { reserved: 0, granted: 0 };
  own.reserved += chunk;
  own.granted += amount;
  budget.shardRows.set(start, own);
  return true;
}

function snapshot(budget: BudgetState) {
  return {
    granted: budget.granted,
    shardRows: new Map([...budget.shardRows].map(([k, v]) => [k, { ...v }])),
  };
}

function restore(budget: BudgetState, saved: ReturnType<typeof snapshot>) {
  budget.granted = saved.granted;
  budget.shardRows = saved.shardRows;
}

/** The locked rows' new counts, in one statement (the CHECKs still guard `granted <= reserved`). */
async function writeBudgets(tx: Tx, activity: string, budgets: BudgetState[]) {
  const shardRows = budgets.flatMap((b) =>
    [...b.shardRows].map(([shard, row]) => ({ asset: b.asset, localDate: b.localDate, shard, ...row })),
  );
  await sql`
    WITH days AS (
      UPDATE reward_budget_days d SET granted = u.granted
      FROM unnest(${budgets.map((b) => b.asset)}::text[], ${budgets.map((b) => b.localDate)}::date[],
                  ${budgets.map((b) => b.granted)}::bigint[]) AS u(asset, local_date, granted)
      WHERE d.activity = ${activity} AND d.asset = u.asset AND d.local_date = u.local_date
        AND d.granted <> u.granted
      RETURNING 1)
    INSERT INTO reward_budget_shards AS s (activity, asset, local_date, shard, reserved, granted)
    SELECT ${activity}, u.asset, u.local_date, u.shard, u.reserved, u.granted
    FROM unnest(${shardRows.map((r) => r.asset)}::text[], ${shardRows.map((r) => r.localDate)}::date[],
                ${shardRows.map((r) => r.shard)}::smallint[], ${shardRows.map((r) => r.reserved)}::bigint[],
                ${shardRows.map((r) => r.granted)}::bigint[]) AS u(asset, local_date, shard, reserved, granted)
    ON CONFLICT (activity, asset, local_date, shard)
    DO UPDATE SET reserved = EXCLUDED.reserved, granted = EXCLUDED.granted
    WHERE (s.reserved, s.granted) IS DISTINCT FROM (EXCLUDED.reserved, EXCLUDED.granted)`.execute(tx);
}

function diamondMovementsOf(paying: number[], requests: GrantRequest[], ids: Map<string, number>) {
  return paying.flatMap((i) => {
    const r = requests[i]!;
    return r.credits
      .filter((c) => c.asset === 'diamonds' && c.amount !== 0)
      .map((c) => ({
        player: r.playerId,
        amount: c.amount,
        source: r.source,
        grant: ids.get(r.idempotencyKey)!,
        at: r.now,
      }));
  });
}

/** The grants' transfer ids and the diamond movements (the diamond account's records), in one statement. */
async function recordTransfersAndDiamonds(
  tx: Tx,
  transfers: (readonly [number, string])[],
  diamonds: ReturnType<typeof diamondMovementsOf>,
) {
  if (transfers.length === 0 && diamonds.length === 0) return;
  await sql`
    WITH grants AS (
      UPDATE reward_grants g SET transfer_id = u.transfer_id
      FROM unnest(${transfers.map((t) => t[0])}::bigint[], ${transfers.map((t) => t[1])}::uuid[])
        AS u(id, transfer_id)
      WHERE g.id = u.id
      RETURNING 1)
    INSERT INTO diamond_movements (player_id, amount, source, grant_id, created_at)
    SELECT * FROM unnest(${diamonds.map((r) => r.player)}::uuid[], ${diamonds.map((r) => r.amount)}::bigint[],
                         ${diamonds.map((r) => r.source)}::text[], ${diamonds.map((r) => r.grant)}::bigint[],
                         ${diamonds.map((r) => r.at)}::timestamptz[])`.execute(tx);
}
