import { commitServerSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { SlotConfig } from './slots.ts';

export interface Prize {
  idx: number;
  giftType: 0 | 1 | 2 | 3 | 4;
  amount: number;
  weight: number;
  perSlot: number;
}

export interface Round {
  serverSeed: string;
  serverSeedHash: string;
}

export interface GiftRow {
  slot_id: number;
  local_date: string;
  gift_type: 0 | 1 | 2 | 3 | 4;
  amount: number;
  drawn_idx: number | null;
  missed: string | null;
  created_at: Date;
}

export async function loadSlots(db: Db): Promise<SlotConfig[]> {
  const { rows } = await sql<{ id: number; begin_local: string; end_local: string }>`
    SELECT id, begin_local::text, end_local::text FROM cash_rain_slots WHERE enabled ORDER BY begin_local, id`.execute(
    db,
  );
  return rows.map((r) => ({ id: r.id, beginLocal: r.begin_local, endLocal: r.end_local }));
}

/** Whether a slot exists at all (enabled or not): an unknown id is 5640, a disabled one is simply closed. */
export async function slotExists(db: Db, slotId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM cash_rain_slots WHERE id = ${slotId}`.execute(db);
  return rows.length > 0;
}

export async function loadPrizes(db: Db, slotId: number): Promise<Prize[]> {
  const { rows } = await sql<{
    idx: number;
    gift_type: Prize['giftType'];
    amount: string;
    weight: number;
    per_slot: number;
  }>`SELECT idx, gift_type, amount, weight, per_slot FROM cash_rain_prizes WHERE slot_id = ${slotId}
     ORDER BY idx`.execute(db);
  return rows.map((r) => ({
    idx: r.idx,
    giftType: r.gift_type,
    amount: Number(r.amount),
    weight: r.weight,
    perSlot: r.per_slot,
  }));
}

/**
 * The round of a slot on a local date, created with a fresh server seed the first time anyone asks (the cfg
 * call shows its hash, so the seed is committed before the slot opens for whoever looks).
 */
export async function ensureRounds(
  db: Db,
  slotIds: number[],
  localDate: string,
): Promise<Map<number, Round>> {
  if (slotIds.length === 0) return new Map();
  const read = async () =>
    (
      await sql<{ slot_id: number; server_seed: string; server_seed_hash: string }>`
        SELECT slot_id, server_seed, server_seed_hash FROM cash_rain_rounds
        WHERE local_date = ${localDate} AND slot_id = ANY(${slotIds}::int[])`.execute(db)
    ).rows;
  let rows = await read();
  // Read first: under a rush every claim asks, and only the first of the day needs to write.
  if (rows.length === slotIds.length) return toRounds(rows);
  for (const slotId of slotIds) {
    const seed = newServerSeed();
    await sql`INSERT INTO cash_rain_rounds (slot_id, local_date, server_seed, server_seed_hash)
              VALUES (${slotId}, ${localDate}, ${seed}, ${commitServerSeed(seed)})
              ON CONFLICT DO NOTHING`.execute(db);
  }
  rows = await read();
  return toRounds(rows);
}

function toRounds(rows: { slot_id: number; server_seed: string; server_seed_hash: string }[]) {
  return new Map<number, Round>(
    rows.map((row) => [row.slot_id, { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash }]),
  );
}

/**
 * What a claim needs to know, in one round trip (a rush sends thousands at once): the player's earlier gift
 * of the round, the round's seed (null before anyone asked for it) and the slot's prizes.
 */
export async function loadClaimState(
  db: Db,
  playerId: string,
  slotId: number,
  localDate: string,
): Promise<{ gift: GiftRow | null; round: Round | null; prizes: Prize[] }> {
  const { rows } = await sql<{
    gift: (Omit<GiftRow, 'created_at'> & { created_at: string }) | null;
    round: { server_seed: string; server_seed_hash: string } | null;
    prizes: { idx: number; gift_type: Prize['giftType']; amount: number; weight: number; per_slot: number }[];
  }>`
    SELECT
      (SELECT row_to_json(g) FROM (
         SELECT slot_id, local_date::text, gift_type, amount::int, drawn_idx, missed, created_at FROM cash_rain_gifts
         WHERE player_id = ${playerId} AND slot_id = ${slotId} AND local_date = ${localDate}) g) AS gift,
      (SELECT row_to_json(r) FROM (
         SELECT server_seed, server_seed_hash FROM cash_rain_rounds
         WHERE slot_id = ${slotId} AND local_date = ${localDate}) r) AS round,
      (SELECT coalesce(json_agg(p ORDER BY p.idx), '[]'::json) FROM (
         SELECT idx, gift_type, amount, weight, per_slot FROM cash_rain_prizes WHERE slot_id = ${slotId}) p) AS prizes`.execute(
    db,
  );
  const row = rows[0]!;
  return {
    gift: row.gift
      ? { ...row.gift, amount: Number(row.gift.amount), created_at: new Date(row.gift.created_at) }
      : null,
    round: row.round
      ? { serverSeed: row.round.server_seed, serverSeedHash: row.round.server_seed_hash }
      : null,
    prizes: row.prizes.map((r) => ({
      idx: r.idx,
      giftType: r.gift_type,
      amount: Number(r.amount),
      weight: r.weight,
      perSlot: r.per_slot,
    })),
  };
}

export async function findGift(
  db: Db,
  playerId: string,
  slotId: number,
  localDate: string,
): Promise<GiftRow | null> {
  const { rows } = await sql<GiftRow>`
    SELECT slot_id, local_date::text, gift_type, amount::int, drawn_idx, missed, created_at FROM cash_rain_gifts
    WHERE player_id = ${playerId} AND slot_id = ${slotId} AND local_date = ${localDate}`.execute(db);
  return rows[0] ?? null;
}

const GIFT_COLUMNS = sql`slot_id, local_date::text, gift_type, amount::int, drawn_idx, missed, created_at`;

/**
 * Takes the player's place in the round with the drawn prize as "try again" for now: the row for the one
 * claim that inserts it (it holds the row until its transaction ends; concurrent claims wait on the primary
 * key, then find it taken: null).
 */
export async function takeGiftPlace(
  tx: Tx,
  playerId: string,
  slotId: number,
  localDate: string,
  drawnIdx: number | null,
  now: Date,
): Promise<GiftRow | null> {
  const { rows } = await sql<GiftRow>`
    INSERT INTO cash_rain_gifts (player_id, slot_id, local_date, drawn_idx, gift_type, amount, created_at)
    VALUES (${playerId}, ${slotId}, ${localDate}, ${drawnIdx}, 0, 0, ${now})
    ON CONFLICT DO NOTHING RETURNING ${GIFT_COLUMNS}`.execute(tx);
  return rows[0] ?? null;
}

/** A prize's pool in a round is split into this many shards at most (migration 1760). */
const POOL_SHARDS = 8;

/**
 * Counts one more of a prize in the round's pool, only while a shard of it has room: first any shard nobody
 * holds (SKIP LOCKED, starting at the player's own), else — the shards are created on the prize's first
 * claim of the round, or all are busy or full — any shard with room, waiting for busy ones. The shards'
 * caps add up to `per_slot`, so the pool is never exceeded. `start` spreads players over the shards.
 */
export async function takeFromPool(
  tx: Tx,
  slotId: number,
  localDate: string,
  idx: number,
  start: number,
): Promise<boolean> {
  const take = async (skipLocked: boolean) => {
    const { rows } = await sql`
      UPDATE cash_rain_pool_days AS d SET given = d.given + 1
      WHERE (d.slot_id, d.local_date, d.idx, d.shard) = (
        SELECT x.slot_id, x.local_date, x.idx, x.shard FROM cash_rain_pool_days x
        WHERE x.slot_id = ${slotId} AND x.local_date = ${localDate} AND x.idx = ${idx} AND x.given < x.cap
        ORDER BY (x.shard + ${POOL_SHARDS}::int - ${start % POOL_SHARDS}::int) % ${POOL_SHARDS}::int
        LIMIT 1 FOR UPDATE ${skipLocked ? sql`SKIP LOCKED` : sql``})
      RETURNING 1`.execute(tx);
    return rows.length > 0;
  };
  if (await take(true)) return true;
  // The caps: per_slot split over least(8, per_slot) shards, the first ones taking the remainder.
  await sql`
    INSERT INTO cash_rain_pool_days (slot_id, local_date, idx, shard, given, cap)
    SELECT p.slot_id, ${localDate}::date, p.idx, s.shard, 0,
           p.per_slot / n.shards + (s.shard < p.per_slot % n.shards)::int
    FROM cash_rain_prizes p
    CROSS JOIN LATERAL (SELECT least(${POOL_SHARDS}::int, p.per_slot) AS shards) n
    CROSS JOIN LATERAL generate_series(0, n.shards - 1) AS s(shard)
    WHERE p.slot_id = ${slotId} AND p.idx = ${idx} AND p.per_slot >= 1
    ON CONFLICT DO NOTHING`.execute(tx);
  return take(false);
}

export async function settleGift(
  tx: Tx,
  key: { playerId: string; slotId: number; localDate: string },
  gift: {
    drawnIdx: number | null;
    giftType: number;
    amount: number;
    missed: string | null;
    grantId: number | null;
  },
): Promise<GiftRow> {
  const { rows } = await sql<GiftRow>`
    UPDATE cash_rain_gifts
    SET drawn_idx = ${gift.drawnIdx}, gift_type = ${gift.giftType}, amount = ${gift.amount},
        missed = ${gift.missed}, grant_id = ${gift.grantId}
    WHERE player_id = ${key.playerId} AND slot_id = ${key.slotId} AND local_date = ${key.localDate}
    RETURNING ${GIFT_COLUMNS}`.execute(tx);
  return rows[0]!;
}
