import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

export type SettlementFlagReason = 'win_over_cap' | 'win_on_closed_round';

/**
 * Records a win the operator refused in whole or in part, for an operator to review (`npm run
 * games:flags`). Once per provider txId and reason: a repeated call does not add a second row.
 */
export async function flagSettlement(
  tx: Tx,
  flag: {
    provider: string;
    txId: string;
    roundId: string;
    playerId: string;
    gameId: number;
    reason: SettlementFlagReason;
    requestedMinor: number;
    paidMinor: number;
  },
): Promise<void> {
  await tx
    .insertInto('game_settlement_flags')
    .values({
      provider: flag.provider,
      tx_id: flag.txId,
      round_id: flag.roundId,
      player_id: flag.playerId,
      game_id: flag.gameId,
      reason: flag.reason,
      requested_minor: flag.requestedMinor,
      paid_minor: flag.paidMinor,
    })
    .onConflict((oc) => oc.columns(['provider', 'tx_id', 'reason']).doNothing())
    .execute();
}

/** The newest flags first. */
export async function listSettlementFlags(db: Db, limit = 100) {
  return db
    .selectFrom('game_settlement_flags')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
