import type { RewardAsset } from '@sika/contract';
import { commitServerSeed, newClientSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';

export interface Wheel {
  wheel: string;
  activity: string;
  costAsset: 'coins' | 'diamonds';
  freePerDay: number;
  prizes: { index: number; asset: RewardAsset | null; amount: number; weight: number }[];
  bets: { index: number; cost: number; multiplier: number }[];
}

export async function loadWheel(db: Db, wheel: string): Promise<Wheel | null> {
  const head = await sql<{
    wheel: string;
    activity: string;
    cost_asset: 'coins' | 'diamonds';
    free_per_day: number;
  }>`
    SELECT wheel, activity, cost_asset, free_per_day FROM spin_wheels WHERE wheel = ${wheel}`.execute(db);
  const row = head.rows[0];
  if (!row) return null;
  const prizes = await sql<{ idx: number; asset: RewardAsset | null; amount: number; weight: number }>`
    SELECT idx, asset, amount, weight FROM spin_prizes WHERE wheel = ${wheel} ORDER BY idx`.execute(db);
  const bets = await sql<{ idx: number; cost: number; multiplier: number }>`
    SELECT idx, cost, multiplier FROM spin_bets WHERE wheel = ${wheel} ORDER BY idx`.execute(db);
  return {
    wheel: row.wheel,
    activity: row.activity,
    costAsset: row.cost_asset,
    freePerDay: row.free_per_day,
    prizes: prizes.rows.map((p) => ({ index: p.idx, asset: p.asset, amount: p.amount, weight: p.weight })),
    bets: bets.rows.map((b) => ({ index: b.idx, cost: b.cost, multiplier: b.multiplier })),
  };
}

export interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/**
 * The player's active seed pair for a wheel, created on first use. With `lock`, the row is locked for
 * the rest of the transaction: one player's spins on one wheel take nonces one at a time.
 */
export async function activeSeed(
  db: Db,
  playerId: string,
  wheel: string,
  now: Date,
  lock: boolean,
): Promise<SeedRow> {
  for (;;) {
    const { rows } = lock
      ? await sql<SeedRow>`
          SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM spin_seeds
          WHERE player_id = ${playerId} AND wheel = ${wheel} AND revealed_at IS NULL FOR UPDATE`.execute(db)
      : await sql<SeedRow>`
          SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM spin_seeds
          WHERE player_id = ${playerId} AND wheel = ${wheel} AND revealed_at IS NULL`.execute(db);
    if (rows[0]) return rows[0];
    await insertSeed(db, playerId, wheel, newClientSeed(), now);
  }
}

async function insertSeed(db: Db, playerId: string, wheel: string, clientSeed: string, now: Date) {
  const serverSeed = newServerSeed();
  await sql`
    INSERT INTO spin_seeds (player_id, wheel, server_seed, server_seed_hash, client_seed, created_at)
    VALUES (${playerId}, ${wheel}, ${serverSeed}, ${commitServerSeed(serverSeed)}, ${clientSeed}, ${now})
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Reveals the active pair and starts a new one; answers the revealed pair (null if there was none). */
export async function rotateSeed(db: Db, playerId: string, wheel: string, clientSeed: string, now: Date) {
  const { rows } = await sql<SeedRow>`
    UPDATE spin_seeds SET revealed_at = ${now}
    WHERE player_id = ${playerId} AND wheel = ${wheel} AND revealed_at IS NULL
    RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`.execute(db);
  await insertSeed(db, playerId, wheel, clientSeed, now);
  return rows[0] ?? null;
}

export async function takeNonce(db: Db, seedId: number): Promise<void> {
  await sql`UPDATE spin_seeds SET next_nonce = next_nonce + 1 WHERE id = ${seedId}`.execute(db);
}

export interface SpinRow {
  id: number;
  bet_index: number;
  cost: number;
  free: boolean;
  prize_index: number;
  asset: RewardAsset | null;
  amount: number;
  created_at: Date;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
}

const spinColumns = sql`
  r.id, r.bet_index, r.cost, r.free, r.prize_index, r.asset, r.amount, r.created_at, s.server_seed_hash,
  CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS server_seed, s.client_seed, r.nonce`;

export async function insertSpin(
  db: Db,
  row: {
    wheel: string;
    playerId: string;
    grantId: number;
    betIndex: number;
    cost: number;
    free: boolean;
    prizeIndex: number;
    asset: RewardAsset | null;
    amount: number;
    seedId: number;
    nonce: number;
    localDate: string;
    now: Date;
  },
): Promise<void> {
  await sql`
    INSERT INTO spin_records (wheel, player_id, grant_id, bet_index, cost, free, prize_index, asset, amount,
                              seed_id, nonce, local_date, created_at)
    VALUES (${row.wheel}, ${row.playerId}, ${row.grantId}, ${row.betIndex}, ${row.cost}, ${row.free},
            ${row.prizeIndex}, ${row.asset}, ${row.amount}, ${row.seedId}, ${row.nonce}, ${row.localDate}::date,
            ${row.now})`.execute(db);
}

export async function findSpinByGrant(db: Db, grantId: number): Promise<SpinRow | null> {
  const { rows } = await sql<SpinRow>`
    SELECT ${spinColumns} FROM spin_records r JOIN spin_seeds s ON s.id = r.seed_id
    WHERE r.grant_id = ${grantId}`.execute(db);
  return rows[0] ?? null;
}

export async function listSpins(
  db: Db,
  wheel: string,
  playerId: string,
  maxId: number | undefined,
  limit: number,
) {
  const { rows } = await sql<SpinRow>`
    SELECT ${spinColumns} FROM spin_records r JOIN spin_seeds s ON s.id = r.seed_id
    WHERE r.wheel = ${wheel} AND r.player_id = ${playerId} AND (${maxId ?? null}::bigint IS NULL OR r.id < ${maxId ?? null}::bigint)
    ORDER BY r.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export async function countFreeSpins(
  db: Db,
  wheel: string,
  playerId: string,
  localDate: string,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM spin_records
    WHERE wheel = ${wheel} AND player_id = ${playerId} AND local_date = ${localDate}::date AND free`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

export async function listWins(db: Db, wheel: string, limit: number) {
  const { rows } = await sql<{ player_id: string; asset: RewardAsset; amount: number; created_at: Date }>`
    SELECT player_id, asset, amount, created_at FROM spin_records
    WHERE wheel = ${wheel} AND amount > 0 ORDER BY id DESC LIMIT ${limit}`.execute(db);
  return rows;
}
