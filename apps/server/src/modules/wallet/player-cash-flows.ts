import { sql } from 'kysely';
import type { Executor } from './write-path.ts';

export interface PlayerCashFlows {
  /**
   * What the player's cash (locked and withdrawable) lost to the games in the interval: stakes minus wins,
   * minus refunded stakes, plus clawed-back wins. Negative when the player won.
   */
  gamesNetMinor: number;
  /** Cash the promotion accounts credited to the player (rewards, cash back), net of anything paid back. */
  promotionsMinor: number;
}

/**
 * A player's real-money flows with the games and the promotions over `[from, to)` of ledger time (the
 * transfers' `created_at`), for the VIP cash back (docs/vip.md). Each entry on the player's cash accounts is
 * attributed to the account on the other side of its leg; a stake held in escrow counts when its hold is
 * bound for the games. Coins and diamonds are not real money and are not read. The player's accounts are
 * found by the player index and their entries by account, so the cost is the player's own history.
 */
export async function playerCashFlows(
  db: Executor,
  playerId: string,
  from: Date,
  to: Date,
): Promise<PlayerCashFlows> {
  const { rows } = await sql<{ games_net: string; promotions: string }>`
    WITH flows AS (
      SELECT pe.amount_minor, other.pocket AS other, coalesce(t.hold_id, t.id) AS hold_ref
      FROM wallet_accounts mine
      JOIN wallet_entries pe ON pe.account_id = mine.id
      JOIN wallet_transfers t ON t.id = pe.transfer_id
      JOIN wallet_entries ce ON ce.transfer_id = pe.transfer_id AND ce.seq = (pe.seq # 1)
      JOIN wallet_accounts other ON other.id = ce.account_id
      WHERE mine.player_id = ${playerId} AND mine.asset = 'cash'
        AND t.created_at >= ${from} AND t.created_at < ${to}
    )
    SELECT
      coalesce(-sum(amount_minor) FILTER (
        WHERE other = 'games'
           OR (other = 'holds' AND EXISTS (
                SELECT 1 FROM wallet_holds h WHERE h.id = hold_ref AND h.leg_to[1] LIKE 'house:games:%'))
      ), 0)::text AS games_net,
      coalesce(sum(amount_minor) FILTER (WHERE other LIKE 'promotion.%'), 0)::text AS promotions
    FROM flows`.execute(db);
  const row = rows[0];
  return { gamesNetMinor: Number(row?.games_net ?? 0), promotionsMinor: Number(row?.promotions ?? 0) };
}
