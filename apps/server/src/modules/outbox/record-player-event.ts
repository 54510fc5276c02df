import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';

/** What players do that activities count (docs/player-events.md). Amounts are minor units of cash. */
export type PlayerEventKind = 'bet' | 'win' | 'rollback' | 'deposit' | 'withdrawal';

export interface PlayerEventInput {
  kind: PlayerEventKind;
  playerId: string;
  amountMinor: number;
  /** The game of a bet, win or rollback; null otherwise. */
  gameId?: number | null;
  /** The business id of the movement (provider transaction, order id): one event per movement. */
  sourceRef: string;
  occurredAt: Date;
  /** A rollback says what it undid: `{ of: 'bet' | 'win' }`. */
  detail?: Record<string, unknown> | null;
}

/**
 * Writes an event in the caller's transaction, the one that moves the money, so the event exists exactly
 * when the movement committed. It takes a transaction on purpose: written outside one, an event could
 * survive a movement that rolled back. A second write for the same movement is ignored.
 */
export async function recordPlayerEvent(tx: Tx, event: PlayerEventInput): Promise<void> {
  if (!Number.isSafeInteger(event.amountMinor) || event.amountMinor < 0)
    throw new Error(`player event amount must be a non-negative safe integer, got ${event.amountMinor}`);
  await sql`
    INSERT INTO player_events (kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail)
    VALUES (${event.kind}, ${event.playerId}, ${event.amountMinor}, ${event.gameId ?? null}, ${event.sourceRef},
            ${event.occurredAt}, ${event.detail ? JSON.stringify(event.detail) : null}::jsonb)
    ON CONFLICT (kind, source_ref) DO NOTHING`.execute(tx);
}
