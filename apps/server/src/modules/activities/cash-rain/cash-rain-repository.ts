import { commitServerSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
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
