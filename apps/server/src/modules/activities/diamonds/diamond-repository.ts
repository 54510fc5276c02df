import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';

/** Diamond movements below `beforeId`; type 1 received, 2 spent, 0 both. */
export async function listDiamondMovements(
  db: Db,
  playerId: string,
  type: 0 | 1 | 2,
  beforeId: number | undefined,
  limit: number,
) {
  const { rows } = await sql<{ id: number; amount: number; source: string; created_at: Date }>`
    SELECT id, amount, source, created_at FROM diamond_movements
    WHERE player_id = ${playerId}
      AND (${beforeId ?? null}::bigint IS NULL OR id < ${beforeId ?? null}::bigint)
      AND (${type}::int = 0 OR (${type}::int = 1 AND amount > 0) OR (${type}::int = 2 AND amount < 0))
    ORDER BY id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export interface ExchangeItem {
  id: number;
  diamonds: number;
  asset: RewardAsset;
  amount: number;
}

export async function listExchangeItems(db: Db): Promise<ExchangeItem[]> {
  const { rows } = await sql<ExchangeItem>`
    SELECT id, diamonds, asset, amount FROM exchange_items WHERE enabled ORDER BY sort, id`.execute(db);
  return rows;
}
