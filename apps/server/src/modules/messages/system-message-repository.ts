import type { Language } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { type LocalizedText, textJson } from '../content/index.ts';

/**
 * Broadcasts and their per-player read state (0500_messages.sql): a broadcast is read when it was
 * published at or before the player's watermark (message_read_marks), or has its own read row.
 * The SQL is written out because visibility and read state are the heart of it.
 */

/** Who is looking, and when: a broadcast's visibility depends on the player's registration time. */
export interface Viewer {
  playerId: string;
  market: string;
  registeredAt: Date;
  now: Date;
}

export interface SystemMessageRow {
  id: number;
  title: string;
  content: string;
  url: string | null;
  time: Date;
  read: boolean;
}

function visibleTo(v: Viewer) {
  return sql`m.market = ${v.market}
    AND m.published_at <= ${v.now}
    AND (m.expires_at IS NULL OR m.expires_at > ${v.now})
    AND (m.audience = 'all' OR m.published_at >= ${v.registeredAt})`;
}

function selectVisible(v: Viewer, lang: Language) {
  return sql`
    SELECT m.id,
           coalesce(m.title ->> ${lang}, m.title ->> 'en') AS title,
           coalesce(m.content ->> ${lang}, m.content ->> 'en') AS content,
           m.url,
           m.published_at AS time,
           (r.message_id IS NOT NULL OR m.published_at <= coalesce(k.system_read_through, '-infinity')) AS read
    FROM system_messages m
    LEFT JOIN message_read_marks k ON k.player_id = ${v.playerId}
    LEFT JOIN system_message_reads r ON r.player_id = ${v.playerId} AND r.message_id = m.id
    WHERE ${visibleTo(v)}`;
}

export async function findSystemMessagePage(
  db: Db,
  v: Viewer,
  lang: Language,
  offset: number,
  limit: number,
) {
  const { rows } = await sql<SystemMessageRow>`${selectVisible(v, lang)}
    ORDER BY m.published_at DESC, m.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

export async function findSystemMessage(db: Db, v: Viewer, id: number, lang: Language) {
  const { rows } = await sql<SystemMessageRow>`${selectVisible(v, lang)} AND m.id = ${id}`.execute(db);
  return rows[0];
}

export async function findLatestSystemMessage(db: Db, v: Viewer, lang: Language) {
  const { rows } = await sql<SystemMessageRow>`${selectVisible(v, lang)}
    ORDER BY m.published_at DESC, m.id DESC LIMIT 1`.execute(db);
  return rows[0];
}

export async function countSystemMessages(db: Db, v: Viewer): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM system_messages m WHERE ${visibleTo(v)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export async function countUnreadSystemMessages(db: Db, v: Viewer): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count
    FROM system_messages m
    LEFT JOIN message_read_marks k ON k.player_id = ${v.playerId}
    WHERE ${visibleTo(v)}
      AND m.published_at > coalesce(k.system_read_through, '-infinity')
      AND NOT EXISTS (
        SELECT 1 FROM system_message_reads r WHERE r.player_id = ${v.playerId} AND r.message_id = m.id)`.execute(
    db,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Records one broadcast as read by the player; the caller has checked that the player may see it. */
export async function insertSystemMessageRead(db: Db, playerId: string, messageId: number, now: Date) {
  await db
    .insertInto('system_message_reads')
    .values({ player_id: playerId, message_id: messageId, read_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'message_id']).doNothing())
    .execute();
}

/**
 * "Mark all as read": moves the watermark to now (never back) and drops the single-read rows it now covers,
 * so the table holds only reads newer than the watermark.
 */
export async function moveSystemReadWatermark(tx: Tx, playerId: string, now: Date) {
  await tx
    .insertInto('message_read_marks')
    .values({ player_id: playerId, system_read_through: now })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        system_read_through: sql`greatest(message_read_marks.system_read_through, excluded.system_read_through)`,
      }),
    )
    .execute();
  await sql`
    DELETE FROM system_message_reads r
    USING system_messages m
    WHERE r.player_id = ${playerId} AND m.id = r.message_id AND m.published_at <= ${now}`.execute(tx);
}

export interface NewSystemMessage {
  market: string;
  title: LocalizedText;
  content: LocalizedText;
  url: string | null;
  audience: 'all' | 'existing';
  publishedAt: Date;
  expiresAt: Date | null;
}

export async function insertSystemMessage(db: Db, message: NewSystemMessage): Promise<number> {
  const row = await db
    .insertInto('system_messages')
    .values({
      market: message.market,
      title: textJson(message.title),
      content: textJson(message.content),
      url: message.url,
      audience: message.audience,
      published_at: message.publishedAt,
      expires_at: message.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
