import { lotteryFixedPrizeMinor, lotteryWins, parseLotteryPick } from '@sika/domain';
import { sql } from 'kysely';
import type { Tx } from '../../../db/transaction.ts';
import { type Leg, playerAccount, transfer } from '../../wallet/index.ts';
import { type DrawRow, previousDraw, ticketsOf } from '../draw-repository.ts';
import { LOTTERY_JACKPOT, LOTTERY_SALES, rulesOf } from './lottery-draws.ts';

/**
 * Pays a drawn lottery draw, in one transaction: every winning ticket's fixed prizes (tiers 2–6) from
 * sales, and the jackpot (tier 1) shared equally per winning line, rounded down, from the jackpot account;
 * what is not won (no winner, or the rounding) rolls over to the next draw. Draws settle in order, since
 * each one's jackpot starts from what the previous one left. Returns false when the previous draw is not
 * settled yet. Prizes are credited to withdrawable cash under `lottery-prize:{ticket}`.
 */
export async function settleLottery(tx: Tx, draw: DrawRow, now: Date): Promise<boolean> {
  const previous = await previousDraw(tx, draw);
  if (previous && previous.status !== 'settled') return false;
  const rules = rulesOf(draw);
  const drawn = draw.outcome as { red: number[]; blue: number };
  const jackpotIn = previous?.jackpot_out_minor ?? 0;
  const pool = jackpotIn + draw.jackpot_share_minor;

  const tickets = (await ticketsOf(tx, draw.id)).map((ticket) => {
    const pick = parseLotteryPick(ticket.selection, rules);
    if (!pick) throw new Error(`ticket ${ticket.id} holds an invalid pick ${ticket.selection}`);
    const wins = lotteryWins(pick, drawn, rules);
    return { ticket, wins, fixed: lotteryFixedPrizeMinor(wins, rules), jackpotLines: wins['1'] ?? 0 };
  });
  const jackpotLines = tickets.reduce((sum, t) => sum + t.jackpotLines, 0);
  const perLine = jackpotLines > 0 ? Math.floor(pool / jackpotLines) : 0;

  for (const { ticket, wins, fixed, jackpotLines: lines } of tickets) {
    const jackpot = perLine * lines;
    const legs: Leg[] = [
      { from: LOTTERY_SALES, to: playerAccount.withdrawable(ticket.player_id), amountMinor: fixed },
      { from: LOTTERY_JACKPOT, to: playerAccount.withdrawable(ticket.player_id), amountMinor: jackpot },
    ].filter((leg) => leg.amountMinor > 0);
    let transferId: string | null = null;
    if (legs.length > 0) {
      const outcome = await transfer(tx, {
        idempotencyKey: `lottery-prize:${ticket.id}`,
        kind: 'win',
        reference: draw.id,
        metadata: { drawId: draw.id, ticket: ticket.seq, wins },
        legs,
      });
      transferId = outcome.transfer.id;
    }
    await sql`
      UPDATE draw_tickets SET prize = ${JSON.stringify(wins)}::jsonb, prize_minor = ${fixed + jackpot},
                              prize_transfer_id = ${transferId}
      WHERE id = ${ticket.id}`.execute(tx);
  }
  const paid = perLine * jackpotLines;
  await sql`
    UPDATE draws SET status = 'settled', settled_at = ${now}, jackpot_in_minor = ${jackpotIn},
                     jackpot_paid_minor = ${paid}, jackpot_out_minor = ${pool - paid}
    WHERE id = ${draw.id} AND status = 'drawn'`.execute(tx);
  return true;
}
