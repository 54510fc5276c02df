import { commitServerSeed, newClientSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import { AppError } from '../../../http/errors.ts';

export const COLLECT_CARDS = 'collect-cards';
export const CARD_COUNT = 8;

export interface CardEvent {
  id: number;
  activity: string;
  beginsAt: Date;
  endsAt: Date;
  prizeAsset: 'cash' | 'withdrawable_cash' | 'coins';
  poolMinor: number;
  depositMinimumMinor: number;
  depositChances: number;
  costChances: number;
  freePerDay: number;
  exchangeCards: number;
  autoPickSeconds: number;
  page: Record<string, { title?: string; subtitle?: string; paragraphs?: string[] }>;
  settledAt: Date | null;
  shareMinor: number | null;
  cards: { index: number; name: Record<string, string>; weight: number }[];
}

interface EventRow {
  id: number;
  activity: string;
  begins_at: Date;
  ends_at: Date;
  prize_asset: CardEvent['prizeAsset'];
  pool_minor: number;
  deposit_minimum_minor: number;
  deposit_chances: number;
  cost_chances: number;
  free_per_day: number;
  exchange_cards: number;
  auto_pick_seconds: number;
  page: CardEvent['page'];
  settled_at: Date | null;
  share_minor: number | null;
}

const eventColumns = sql`id, activity, begins_at, ends_at, prize_asset, pool_minor, deposit_minimum_minor,
  deposit_chances, cost_chances, free_per_day, exchange_cards, auto_pick_seconds, page, settled_at, share_minor`;

async function withCards(db: Db, row: EventRow | undefined): Promise<CardEvent | null> {
  if (!row) return null;
  const cards = await sql<{ idx: number; name: Record<string, string>; weight: number }>`
    SELECT idx, name, weight FROM card_event_cards WHERE event_id = ${row.id} ORDER BY idx`.execute(db);
  return {
    id: row.id,
    activity: row.activity,
    beginsAt: row.begins_at,
    endsAt: row.ends_at,
    prizeAsset: row.prize_asset,
    poolMinor: row.pool_minor,
    depositMinimumMinor: row.deposit_minimum_minor,
    depositChances: row.deposit_chances,
    costChances: row.cost_chances,
    freePerDay: row.free_per_day,
    exchangeCards: row.exchange_cards,
    autoPickSeconds: row.auto_pick_seconds,
    page: row.page,
    settledAt: row.settled_at,
    shareMinor: row.share_minor,
    cards: cards.rows.map((c) => ({ index: c.idx, name: c.name, weight: c.weight })),
  };
}

/**
 * The event a page shows: `actId` when given, else the open one, else the next to open, else the last to
 * have ended. Errors: CARD_EVENT_NOT_FOUND.
 */
export async function requireCardEvent(db: Db, actId: number | undefined, now: Date, lock = false) {
  const { rows } =
    actId !== undefined
      ? lock
        ? await sql<EventRow>`SELECT ${eventColumns} FROM card_events WHERE id = ${actId} FOR UPDATE`.execute(
            db,
          )
        : await sql<EventRow>`SELECT ${eventColumns} FROM card_events WHERE id = ${actId}`.execute(db)
      : await sql<EventRow>`
          SELECT ${eventColumns} FROM card_events
          ORDER BY CASE WHEN begins_at <= ${now} AND ends_at > ${now} THEN 0 WHEN begins_at > ${now} THEN 1 ELSE 2 END,
                   CASE WHEN begins_at > ${now} THEN begins_at END ASC, ends_at DESC
          LIMIT 1`.execute(db);
  const event = await withCards(db, rows[0]);
  if (!event || event.cards.length !== CARD_COUNT)
    throw new AppError('CARD_EVENT_NOT_FOUND', { internal: `card event ${actId ?? 'current'}` });
  return event;
}

/** Events open at `at` (a deposit's time): they give chances for it. */
export async function openCardEvents(db: Db, at: Date): Promise<CardEvent[]> {
  const { rows } = await sql<EventRow>`
    SELECT ${eventColumns} FROM card_events WHERE begins_at <= ${at} AND ends_at > ${at} ORDER BY id`.execute(
    db,
  );
  const events: CardEvent[] = [];
  for (const row of rows) {
    const event = await withCards(db, row);
    if (event) events.push(event);
  }
  return events;
}

/** 0 not started, 1 open, -1 finished (spec activities §4 Collect cards). */
export function eventStatus(event: CardEvent, now: Date): 0 | 1 | -1 {
  if (now < event.beginsAt) return 0;
  return now < event.endsAt ? 1 : -1;
}

/** Errors: CARD_EVENT_CLOSED (not started or ended). */
export function assertOpen(event: CardEvent, now: Date) {
  if (eventStatus(event, now) !== 1) throw new AppError('CARD_EVENT_CLOSED');
}

export interface MemberRow {
  event_id: number;
  player_id: string;
  chances: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  completed_at: Date | null;
}

/**
 * The player's row in the event, created on first use with a fresh seed pair and eight empty holdings.
 * With `lock`, locked for the rest of the transaction: one player's chances and cards change one at a time.
 */
export async function memberOf(
  db: Db,
  eventId: number,
  playerId: string,
  now: Date,
  lock: boolean,
): Promise<MemberRow> {
  for (;;) {
    const { rows } = lock
      ? await sql<MemberRow>`SELECT * FROM card_members
          WHERE event_id = ${eventId} AND player_id = ${playerId} FOR UPDATE`.execute(db)
      : await sql<MemberRow>`SELECT * FROM card_members
          WHERE event_id = ${eventId} AND player_id = ${playerId}`.execute(db);
    if (rows[0]) return rows[0];
    const serverSeed = newServerSeed();
    const created = await sql`
      INSERT INTO card_members (event_id, player_id, server_seed, server_seed_hash, client_seed, created_at)
      VALUES (${eventId}, ${playerId}, ${serverSeed}, ${commitServerSeed(serverSeed)}, ${newClientSeed()}, ${now})
      ON CONFLICT DO NOTHING`.execute(db);
    if (Number(created.numAffectedRows ?? 0) > 0) {
      await sql`INSERT INTO card_holdings (event_id, player_id, idx, count)
                SELECT ${eventId}, ${playerId}, i, 0 FROM generate_series(0, ${CARD_COUNT - 1}) AS i`.execute(
        db,
      );
    }
  }
}

export async function holdingsOf(db: Db, eventId: number, playerId: string): Promise<number[]> {
  const { rows } = await sql<{ idx: number; count: number }>`
    SELECT idx, count FROM card_holdings WHERE event_id = ${eventId} AND player_id = ${playerId}`.execute(db);
  const counts = new Array<number>(CARD_COUNT).fill(0);
  for (const row of rows) counts[row.idx] = row.count;
  return counts;
}

/** Adds a chance move under its unique source; false when that source already moved chances. */
export async function moveChances(
  db: Db,
  move: { eventId: number; playerId: string; reason: string; sourceRef: string; delta: number; now: Date },
): Promise<boolean> {
  const inserted = await sql`
    INSERT INTO card_chance_moves (event_id, player_id, reason, source_ref, delta, created_at)
    VALUES (${move.eventId}, ${move.playerId}, ${move.reason}, ${move.sourceRef}, ${move.delta}, ${move.now})
    ON CONFLICT DO NOTHING`.execute(db);
  if (Number(inserted.numAffectedRows ?? 0) === 0) return false;
  await sql`UPDATE card_members SET chances = chances + ${move.delta}
            WHERE event_id = ${move.eventId} AND player_id = ${move.playerId}`.execute(db);
  return true;
}
