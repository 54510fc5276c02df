import type { Db } from '../../db/pool.ts';

export interface PlayerBalances {
  money: number;
  withdrawMoney: number;
  bonusMoney: number;
  diamond: number;
}

// Placeholder until the ledger lands (issue 3): a new player holds nothing.
export async function getPlayerBalances(_db: Db, _playerId: string): Promise<PlayerBalances> {
  return { money: 0, withdrawMoney: 0, bonusMoney: 0, diamond: 0 };
}
