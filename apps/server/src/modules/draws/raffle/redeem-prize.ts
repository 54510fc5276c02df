import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { playerAccount, transfer } from '../../wallet/index.ts';
import { raffleJackpot } from './raffle-rounds.ts';

/**
 * Redeems a lucky refund prize (`redeem {resultId}`, the winning ticket's id) exactly once: the ticket row
 * is marked redeemed by a conditional update (of any number of concurrent redeems one matches, the others
 * wait for it and then match nothing), and the credit moves in the same transaction under the key
 * `lucky-refund-redeem:{ticket}`. Errors: PRIZE_NOT_FOUND (not this player's winning ticket),
 * ALREADY_CLAIMED.
 */
export async function redeemPrize(ctx: ServerContext, playerId: string, resultId: number) {
  return inTransaction(ctx.db, async (tx) => {
    const { rows } = await sql<{ id: number; prize_minor: number; draw_id: string }>`
      UPDATE draw_tickets t SET redeemed_at = ${ctx.now()}
      FROM draws d
      WHERE t.id = ${resultId} AND t.player_id = ${playerId} AND d.id = t.draw_id AND d.game = 'lucky-refund'
        AND t.prize_minor > 0 AND t.redeemed_at IS NULL
      RETURNING t.id, t.prize_minor, t.draw_id`.execute(tx);
    const won = rows[0];
    if (!won) {
      const { rows: mine } = await sql<{ redeemed: boolean }>`
        SELECT redeemed_at IS NOT NULL AS redeemed FROM draw_tickets
        WHERE id = ${resultId} AND player_id = ${playerId} AND prize_minor > 0`.execute(tx);
      throw new AppError(mine[0]?.redeemed ? 'ALREADY_CLAIMED' : 'PRIZE_NOT_FOUND');
    }
    const outcome = await transfer(tx, {
      idempotencyKey: `lucky-refund-redeem:${won.id}`,
      kind: 'win',
      reference: won.draw_id,
      metadata: { drawId: won.draw_id, resultId: won.id },
      legs: [
        {
          from: raffleJackpot('lucky-refund'),
          to: playerAccount.withdrawable(playerId),
          amountMinor: won.prize_minor,
        },
      ],
    });
    await sql`UPDATE draw_tickets SET prize_transfer_id = ${outcome.transfer.id} WHERE id = ${won.id}`.execute(
      tx,
    );
    return { resultId: won.id, amountMinor: won.prize_minor };
  });
}
