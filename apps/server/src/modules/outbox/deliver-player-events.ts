import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { PlayerEventKind } from './record-player-event.ts';

export interface PlayerEvent {
  id: number;
  kind: PlayerEventKind;
  playerId: string;
  amountMinor: number;
  gameId: number | null;
  sourceRef: string;
  occurredAt: Date;
  detail: Record<string, unknown> | null;
}

/**
 * A reader of the outbox: tasks, VIP points, cash back, collect-cards chances (docs/player-events.md).
 * `handle` runs in the delivery's transaction, together with the receipt that makes a second delivery of
 * the same event a no-op; it writes only its own module's tables (or calls other modules' index.ts).
 */
export interface PlayerEventConsumer {
  /** Stable: it names the cursor and the receipts. */
  name: string;
  kinds: readonly PlayerEventKind[];
  handle(tx: Tx, event: PlayerEvent, ctx: ServerContext): Promise<void>;
}

interface EventRow {
  id: number;
  tx_id: string;
  kind: PlayerEventKind;
  player_id: string;
  amount_minor: number;
  game_id: number | null;
  source_ref: string;
  occurred_at: Date;
  detail: Record<string, unknown> | null;
}

const BATCH = 200;

function toEvent(row: EventRow): PlayerEvent {
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.player_id,
    amountMinor: row.amount_minor,
    gameId: row.game_id,
    sourceRef: row.source_ref,
    occurredAt: row.occurred_at,
    detail: row.detail,
  };
}

/** One player's events, oldest first: what support and the tests replay through a consumer. */
export async function playerEventsOf(db: Db, playerId: string): Promise<PlayerEvent[]> {
  const { rows } = await sql<EventRow>`
    SELECT id, tx_id::text, kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail
    FROM player_events WHERE player_id = ${playerId} ORDER BY id`.execute(db);
  return rows.map(toEvent);
}

/**
 * Applies one event to one consumer, at most once: the receipt (consumer, event) is a primary key, so a
 * redelivery finds it and does nothing. Returns whether the event was applied now.
 */
export async function applyPlayerEvent(
  tx: Tx,
  ctx: ServerContext,
  consumer: PlayerEventConsumer,
  event: PlayerEvent,
): Promise<boolean> {
  if (!consumer.kinds.includes(event.kind)) return false;
  const { rows } = await sql`
    INSERT INTO player_event_receipts (consumer, event_id) VALUES (${consumer.name}, ${event.id})
    ON CONFLICT DO NOTHING RETURNING event_id`.execute(tx);
  if (rows.length === 0) return false;
  await consumer.handle(tx, event, ctx);
  return true;
}

/**
 * Delivers the events after the consumer's cursor, in batches, each batch in one transaction with the
 * cursor's move (at least once: a crash before the commit redelivers the batch, and the receipts keep the
 * effect single). Only events below the oldest running transaction are read, so one that commits late
 * cannot slip behind the cursor. Another instance delivering to the same consumer holds the cursor: this
 * call then returns 0 at once. Returns the number of events applied.
 */
export async function deliverPlayerEvents(
  ctx: ServerContext,
  consumer: PlayerEventConsumer,
): Promise<number> {
  await sql`INSERT INTO player_event_cursors (consumer) VALUES (${consumer.name}) ON CONFLICT DO NOTHING`.execute(
    ctx.db,
  );
  let applied = 0;
  for (;;) {
    const batch = await inTransaction(ctx.db, async (tx) => {
      const cursor = await sql<{ tx_id: string; event_id: number }>`
        SELECT tx_id::text, event_id FROM player_event_cursors WHERE consumer = ${consumer.name}
        FOR UPDATE SKIP LOCKED`.execute(tx);
      const at = cursor.rows[0];
      if (!at) return { read: 0, applied: 0 };
      const { rows } = await sql<EventRow>`
        SELECT id, tx_id::text, kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail
        FROM player_events
        WHERE (tx_id, id) > (${at.tx_id}::xid8, ${at.event_id}::bigint)
          AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
          AND kind = ANY (${[...consumer.kinds]}::text[])
        ORDER BY tx_id, id
        LIMIT ${BATCH}`.execute(tx);
      let done = 0;
      for (const row of rows) if (await applyPlayerEvent(tx, ctx, consumer, toEvent(row))) done += 1;
      const last = rows.at(-1);
      if (last) {
        await sql`
          UPDATE player_event_cursors SET tx_id = ${last.tx_id}::xid8, event_id = ${last.id}, updated_at = now()
          WHERE consumer = ${consumer.name}`.execute(tx);
      }
      return { read: rows.length, applied: done };
    });
    applied += batch.applied;
    if (batch.read < BATCH) return applied;
  }
}
