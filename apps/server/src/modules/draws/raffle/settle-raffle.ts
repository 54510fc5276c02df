import { sql } from 'kysely';
import type { Tx } from '../../../db/transaction.ts';
import { playerAccount, transfer } from '../../wallet/index.ts';
import { type DrawRow, previousDraw, ticketsOf } from '../draw-repository.ts';
import { type RaffleGame, raffleJackpot, raffleRulesOf } from './raffle-rounds.ts';

/**
 * Settles a drawn raffle round: the pool (what the previous round left plus this round's share of cash
 * sales) is split between the winning tickets in draw order, rounded down; the rest rolls over. A lucky
 * refund prize waits for the player's `redeem` (reserved in the jackpot account until then); a cash draw
 * prize is credited now. Returns false while the previous round is not settled.
 */
export async function settleRaffle(tx: Tx, draw: DrawRow, now: Date): Promise<boolean> {
  const previous = await previousDraw(tx, draw);
  if (previous && previous.status !== 'settled') return false;
  const rules = raffleRulesOf(draw);
  const pool = (previous?.jackpot_out_minor ?? 0) + draw.jackpot_share_minor;
  const seqs = (draw.outcome as { winningSeqs: number[] }).winningSeqs;
  const tickets = new Map((await ticketsOf(tx, draw.id)).map((t) => [t.seq, t]));
  let paid = 0;
  for (const [place, seq] of seqs.entries()) {
    const ticket = tickets.get(seq);
    if (!ticket) throw new Error(`draw ${draw.id} has no ticket ${seq}`);
    const prize = Math.floor((pool * (rules.prizeSharesBp[place] ?? 0)) / 10_000);
    paid += prize;
    let transferId: string | null = null;
    if (!rules.redeem && prize > 0) {
      const outcome = await transfer(tx, {
        idempotencyKey: `raffle-prize:${ticket.id}`,
        kind: 'win',
        reference: draw.id,
        metadata: { drawId: draw.id, place: place + 1 },
        legs: [
          {
            from: raffleJackpot(draw.game as RaffleGame),
            to: playerAccount.withdrawable(ticket.player_id),
            amountMinor: prize,
          },
        ],
      });
      transferId = outcome.transfer.id;
    }
    await sql`
      UPDATE draw_tickets SET prize = ${JSON.stringify({ place: place + 1 })}::jsonb, prize_minor = ${prize},
                              prize_transfer_id = ${transferId}, redeemed_at = ${rules.redeem ? null : now}
      WHERE id = ${ticket.id}`.execute(tx);
  }
  await sql`
    UPDATE draws SET status = 'settled', settled_at = ${now}, jackpot_in_minor = ${previous?.jackpot_out_minor ?? 0},
                     jackpot_paid_minor = ${paid}, jackpot_out_minor = ${pool - paid}
    WHERE id = ${draw.id} AND status = 'drawn'`.execute(tx);
  return true;
}
