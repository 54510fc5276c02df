import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { GiftRow, Prize, Round } from './cash-rain-repository.ts';

/** A gift row with its player (set-based statements answer many players at once). */
export type PlayerGiftRow = GiftRow & { player_id: string };

const GIFT_COLUMNS = sql`player_id, slot_id, local_date::text, gift_type, amount::int, drawn_idx, missed, created_at`;

/**
 * What a batch of claims of one round needs, in one round trip: the round's seed (null before anyone asked
 * for it), the slot's prizes and the gifts the batch's players already have in the round.
 */
export async function loadRoundState(
  db: Db,
  playerIds: string[],
  slotId: number,
  localDate: string,
): Promise<{ round: Round | null; prizes: Prize[]; gifts: PlayerGiftRow[] }> {
  const { rows } = await sql<{
    round: { server_seed: string; server_seed_hash: string } | null;
    prizes: { idx: number; gift_type: Prize['giftType']; amount: number; weight: number; per_slot: number }[];
    gifts: (Omit<PlayerGiftRow, 'created_at'> & { created_at: string })[];
  }>`
    SELECT
      (SELECT row_to_json(r) FROM (
         SELECT server_seed, server_seed_hash FROM cash_rain_rounds
         WHERE slot_id = ${slotId} AND local_date = ${localDate}) r) AS round,
      (SELECT coalesce(json_agg(p ORDER BY p.idx), '[]'::json) FROM (
         SELECT idx, gift_type, amount, weight, per_slot FROM cash_rain_prizes WHERE slot_id = ${slotId}) p) AS prizes,
      (SELECT coalesce(json_agg(g), '[]'::json) FROM (
         SELECT ${GIFT_COLUMNS} FROM cash_rain_gifts
         WHERE player_id = ANY(${playerIds}::uuid[]) AND slot_id = ${slotId} AND local_date = ${localDate}) g) AS gifts`.execute(
    db,
  );
  const row = rows[0]!;
  return {
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
    gifts: row.gifts.map(toGiftRow),
  };
}

const toGiftRow = (g: Omit<PlayerGiftRow, 'created_at'> & { created_at: string | Date }): PlayerGiftRow => ({
  ...g,
  amount: Number(g.amount),
  created_at: new Date(g.created_at),
});

export async function findGifts(
  db: Db,
  playerIds: string[],
  slotId: number,
  localDate: string,
): Promise<PlayerGiftRow[]> {
  if (playerIds.length === 0) return [];
  const { rows } = await sql<PlayerGiftRow>`
    SELECT ${GIFT_COLUMNS} FROM cash_rain_gifts
    WHERE player_id = ANY(${playerIds}::uuid[]) AND slot_id = ${slotId} AND local_date = ${localDate}`.execute(
    db,
  );
  return rows.map(toGiftRow);
}

/**
 * Takes the places of many players in the round, each with its drawn prize as "try again" for now, in player
 * order (two batches never wait on each other's keys in a cycle). Answers the rows inserted: a player whose
 * row exists (or was inserted meanwhile by a claim that then committed) is not among them.
 */
export async function takeGiftPlaces(
  tx: Tx,
  slotId: number,
  localDate: string,
  places: { playerId: string; drawnIdx: number | null; createdAt: Date }[],
): Promise<PlayerGiftRow[]> {
  const sorted = [...places].sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
  const { rows } = await sql<PlayerGiftRow>`
    INSERT INTO cash_rain_gifts (player_id, slot_id, local_date, drawn_idx, gift_type, amount, created_at)
    SELECT u.player_id, ${slotId}, ${localDate}::date, u.drawn_idx, 0, 0, u.created_at
    FROM unnest(${sorted.map((p) => p.playerId)}::uuid[], ${sorted.map((p) => p.drawnIdx)}::smallint[],
                ${sorted.map((p) => p.createdAt)}::timestamptz[]) WITH ORDINALITY AS u(player_id, drawn_idx, created_at, n)
    ORDER BY u.n
    ON CONFLICT DO NOTHING RETURNING ${GIFT_COLUMNS}`.execute(tx);
  return rows.map(toGiftRow);
}

/** A prize's pool in a round is split into this many shards at most (migration 1760). */
const POOL_SHARDS = 8;

export interface PoolShard {
  idx: number;
  shard: number;
  given: number;
  cap: number;
}

/**
 * The round's pool shards of the given prizes, locked in (idx, shard) order, created first where the round
 * has none yet (per_slot split over least(8, per_slot) shards, the first ones taking the remainder).
 */
export async function lockPoolShards(
  tx: Tx,
  slotId: number,
  localDate: string,
  idxs: number[],
): Promise<PoolShard[]> {
  if (idxs.length === 0) return [];
  const lock = async () =>
    (
      await sql<PoolShard>`
        SELECT idx, shard, given, cap FROM cash_rain_pool_days
        WHERE slot_id = ${slotId} AND local_date = ${localDate} AND idx = ANY(${idxs}::smallint[])
        ORDER BY idx, shard FOR UPDATE`.execute(tx)
    ).rows;
  let shards = await lock();
  const missing = idxs.filter((idx) => !shards.some((s) => s.idx === idx));
  if (missing.length === 0) return shards;
  await sql`
    INSERT INTO cash_rain_pool_days (slot_id, local_date, idx, shard, given, cap)
    SELECT p.slot_id, ${localDate}::date, p.idx, s.shard, 0,
           p.per_slot / n.shards + (s.shard < p.per_slot % n.shards)::int
    FROM cash_rain_prizes p
    CROSS JOIN LATERAL (SELECT least(${POOL_SHARDS}::int, p.per_slot) AS shards) n
    CROSS JOIN LATERAL generate_series(0, n.shards - 1) AS s(shard)
    WHERE p.slot_id = ${slotId} AND p.idx = ANY(${missing}::smallint[]) AND p.per_slot >= 1
    ON CONFLICT DO NOTHING`.execute(tx);
  shards = await lock();
  return shards;
}

/**
 * The paid gifts and the missed ones ("try again" with the reason), and the locked pool shards' new counts
 * (the CHECK still guards `given <= cap`), in one statement.
 */
export async function settleGifts(
  tx: Tx,
  slotId: number,
  localDate: string,
  gifts: {
    playerId: string;
    giftType: number;
    amount: number;
    missed: string | null;
    grantId: number | null;
  }[],
  shards: PoolShard[],
): Promise<PlayerGiftRow[]> {
  if (gifts.length === 0) return [];
  const { rows } = await sql<PlayerGiftRow>`
    WITH pool AS (
      UPDATE cash_rain_pool_days d SET given = u.given
      FROM unnest(${shards.map((s) => s.idx)}::smallint[], ${shards.map((s) => s.shard)}::smallint[],
                  ${shards.map((s) => s.given)}::int[]) AS u(idx, shard, given)
      WHERE d.slot_id = ${slotId} AND d.local_date = ${localDate} AND d.idx = u.idx AND d.shard = u.shard
        AND d.given <> u.given
      RETURNING 1)
    UPDATE cash_rain_gifts g
    SET gift_type = u.gift_type, amount = u.amount, missed = u.missed, grant_id = u.grant_id
    FROM unnest(${gifts.map((g) => g.playerId)}::uuid[], ${gifts.map((g) => g.giftType)}::smallint[],
                ${gifts.map((g) => g.amount)}::bigint[], ${gifts.map((g) => g.missed)}::text[],
                ${gifts.map((g) => g.grantId)}::bigint[]) AS u(player_id, gift_type, amount, missed, grant_id)
    WHERE g.player_id = u.player_id AND g.slot_id = ${slotId} AND g.local_date = ${localDate}
    RETURNING g.player_id, g.slot_id, g.local_date::text, g.gift_type, g.amount::int, g.drawn_idx, g.missed,
              g.created_at`.execute(tx);
  return rows.map(toGiftRow);
}
