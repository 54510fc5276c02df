import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

export type DrawGame = 'lottery' | 'lucky-refund' | 'cash-draw';
export type DrawStatus = 'selling' | 'closed' | 'drawn' | 'settled';

export interface DrawRow {
  id: string;
  game: DrawGame;
  rules: Record<string, unknown>;
  opens_at: Date;
  closes_at: Date;
  status: DrawStatus;
  seed_commitment: string;
  beacon_chain_hash: string;
  beacon_round: number;
  server_seed: string;
  ticket_count: number;
  sales_minor: number;
  tickets_hash: string | null;
  closed_at: Date | null;
  beacon_waiting_since: Date | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  outcome: Record<string, unknown> | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  jackpot_in_minor: number | null;
  jackpot_share_minor: number;
  jackpot_paid_minor: number | null;
  jackpot_out_minor: number | null;
}

export interface TicketRow {
  id: number;
  draw_id: string;
  seq: number;
  player_id: string;
  selection: string;
  client_seed: string | null;
  cost_minor: number;
  paid_with: string;
  sold_at: Date;
  prize: Record<string, number> | null;
  prize_minor: number | null;
  prize_transfer_id: string | null;
  redeemed_at: Date | null;
}

export async function findDraw(db: Db | Tx, id: string, lock = false): Promise<DrawRow | null> {
  const { rows } = lock
    ? await sql<DrawRow>`SELECT * FROM draws WHERE id = ${id} FOR UPDATE`.execute(db)
    : await sql<DrawRow>`SELECT * FROM draws WHERE id = ${id}`.execute(db);
  return rows[0] ?? null;
}

/** The game's draw on sale at `now` (the one closing first), if any. */
export async function drawOnSale(db: Db | Tx, game: DrawGame, now: Date): Promise<DrawRow | null> {
  const { rows } = await sql<DrawRow>`
    SELECT * FROM draws
    WHERE game = ${game} AND status = 'selling' AND opens_at <= ${now} AND closes_at > ${now}
    ORDER BY closes_at LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/** Draws in one state, oldest close first (the order they must be drawn and settled in). */
export async function drawsIn(db: Db | Tx, status: DrawStatus, limit = 50): Promise<DrawRow[]> {
  const { rows } = await sql<DrawRow>`
    SELECT * FROM draws WHERE status = ${status} ORDER BY closes_at, id LIMIT ${limit}`.execute(db);
  return rows;
}

export async function dueToClose(db: Db, now: Date): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM draws WHERE status = 'selling' AND closes_at <= ${now} ORDER BY closes_at`.execute(db);
  return rows.map((r) => r.id);
}

export async function ticketsOf(db: Db | Tx, drawId: string): Promise<TicketRow[]> {
  const { rows } = await sql<TicketRow>`
    SELECT * FROM draw_tickets WHERE draw_id = ${drawId} ORDER BY seq`.execute(db);
  return rows;
}

/** The draw of the same game that closed just before this one. */
export async function previousDraw(db: Db | Tx, draw: DrawRow): Promise<DrawRow | null> {
  const { rows } = await sql<DrawRow>`
    SELECT * FROM draws WHERE game = ${draw.game} AND closes_at < ${draw.closes_at}
    ORDER BY closes_at DESC LIMIT 1`.execute(db);
  return rows[0] ?? null;
}
