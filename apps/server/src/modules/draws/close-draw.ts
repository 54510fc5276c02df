import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashTickets } from './draw-method.ts';
import { findDraw, ticketsOf } from './draw-repository.ts';

/**
 * Closes a draw whose deadline has passed: waits for the sales holding its row (FOR UPDATE), then hashes
 * every ticket sold, in sale order, and publishes the hash. From here on the tickets cannot change.
 * Returns false when the draw is not due or was closed already.
 */
export async function closeDraw(ctx: ServerContext, drawId: string): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const draw = await findDraw(tx, drawId, true);
    const now = ctx.now();
    if (draw?.status !== 'selling' || draw.closes_at > now) return false;
    const tickets = await ticketsOf(tx, drawId);
    if (tickets.length !== draw.ticket_count)
      throw new Error(`draw ${drawId} counts ${draw.ticket_count} tickets but holds ${tickets.length}`);
    await sql`
      UPDATE draws SET status = 'closed', closed_at = ${now}, tickets_hash = ${hashTickets(tickets)}
      WHERE id = ${drawId}`.execute(tx);
    return true;
  });
}
