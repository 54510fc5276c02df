import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { assertPlayAllowed } from '../responsible-gaming/index.ts';
import { type Leg, transfer } from '../wallet/index.ts';
import type { TicketRow } from './draw-repository.ts';

export interface TicketSale {
  selection: string;
  clientSeed?: string | null;
  costMinor: number;
}

export interface SaleRequest {
  drawId: string;
  playerId: string;
  /** One tap, one key: `lottery:{player}:{client key}`. */
  purchaseKey: string;
  /** What was asked, compared on a retry with the same key (another request: IDEMPOTENCY_MISMATCH). */
  request: Record<string, unknown>;
  tickets: TicketSale[];
  /** `gift`: free tickets a promotion gives (VIP benefit type 8); every ticket's cost must be 0. */
  paidWith: 'cash' | 'coins' | 'diamonds' | 'coupon' | 'gift';
  /** The money legs for the whole purchase (player → the game's house accounts); none for a coupon or a gift. */
  legs: Leg[];
  /** The part of the price that feeds the draw's jackpot (lottery). */
  jackpotShareMinor: number;
  now: Date;
}

/**
 * Sells tickets for a draw, in the caller's transaction. Sales close atomically: the draw row is updated
 * (and so locked) only while it is selling and `now` is before its close, and each sale takes the next
 * sequence numbers under that lock; the close takes the same lock. So a ticket either is in the draw (its
 * sequence number below the count the close hashes) or was never sold (nothing charged).
 * Errors: DRAW_SALES_CLOSED, INSUFFICIENT_BALANCE, PLAY_PAUSED, IDEMPOTENCY_MISMATCH.
 */
export async function sellTickets(tx: Tx, sale: SaleRequest): Promise<TicketRow[]> {
  await assertPlayAllowed(tx, sale.playerId, sale.now);
  const asked = JSON.stringify(sale.request);
  const claimed = await sql<{ purchase_key: string }>`
    INSERT INTO draw_purchases (purchase_key, draw_id, player_id, request, created_at)
    VALUES (${sale.purchaseKey}, ${sale.drawId}, ${sale.playerId}, ${asked}::jsonb, ${sale.now})
    ON CONFLICT (purchase_key) DO NOTHING
    RETURNING purchase_key`.execute(tx);
  if (claimed.rows.length === 0) return earlierPurchase(tx, sale.purchaseKey, asked);

  const count = sale.tickets.length;
  const totalMinor = sale.tickets.reduce((sum, t) => sum + t.costMinor, 0);
  const reserved = await sql<{ ticket_count: number }>`
    UPDATE draws SET ticket_count = ticket_count + ${count}, sales_minor = sales_minor + ${totalMinor},
                     jackpot_share_minor = jackpot_share_minor + ${sale.jackpotShareMinor}
    WHERE id = ${sale.drawId} AND status = 'selling' AND opens_at <= ${sale.now} AND closes_at > ${sale.now}
    RETURNING ticket_count`.execute(tx);
  const last = reserved.rows[0]?.ticket_count;
  if (last === undefined) throw new AppError('DRAW_SALES_CLOSED');
  const first = last - count + 1;
  const { rows } = await sql<TicketRow>`
    INSERT INTO draw_tickets (draw_id, seq, player_id, selection, client_seed, cost_minor, paid_with,
                              purchase_key, sold_at)
    SELECT ${sale.drawId}, ${first} + t.i - 1, ${sale.playerId}, t.selection, t.client_seed, t.cost,
           ${sale.paidWith}, ${sale.purchaseKey}, ${sale.now}
    FROM unnest(${sale.tickets.map((t) => t.selection)}::text[],
                ${sale.tickets.map((t) => t.clientSeed ?? null)}::text[],
                ${sale.tickets.map((t) => t.costMinor)}::bigint[]) WITH ORDINALITY
         AS t(selection, client_seed, cost, i)
    RETURNING *`.execute(tx);
  if (sale.legs.length > 0) {
    await transfer(tx, {
      idempotencyKey: `draw-tickets:${sale.purchaseKey}`,
      kind: 'bet',
      reference: sale.drawId,
      metadata: { drawId: sale.drawId, tickets: count },
      legs: sale.legs,
    });
  }
  return rows.sort((a, b) => a.seq - b.seq);
}

async function earlierPurchase(tx: Tx, key: string, asked: string): Promise<TicketRow[]> {
  const { rows } = await sql<{ same: boolean }>`
    SELECT request = ${asked}::jsonb AS same FROM draw_purchases WHERE purchase_key = ${key}`.execute(tx);
  if (!rows[0]?.same) throw new AppError('IDEMPOTENCY_MISMATCH');
  const tickets = await sql<TicketRow>`
    SELECT * FROM draw_tickets WHERE purchase_key = ${key} ORDER BY seq`.execute(tx);
  return tickets.rows;
}
