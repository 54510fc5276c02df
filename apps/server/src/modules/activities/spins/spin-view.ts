import type { SpinRecord } from '@sika/contract';
import type { SpinRow } from './spin-repository.ts';

export function toSpinRecord(row: SpinRow): SpinRecord {
  return {
    id: row.id,
    betIndex: row.bet_index,
    cost: row.cost,
    prizeIndex: row.prize_index,
    asset: row.asset,
    amount: row.amount,
    time: row.created_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

/** 024****456, as the games' latest winners show numbers. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}
