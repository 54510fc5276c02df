import type { Language } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import { type LocalizedText, textJson } from '../content/index.ts';

export interface NoticePopupRow {
  id: number;
  type: number;
  message: string;
  img: string;
  title: string;
  time: Date;
  content: string;
  url: string;
}

/**
 * Hands out up to `limit` live popups this player has not been given yet, and records the delivery in the
 * same statement. Two polls racing (two tabs, two server instances) both pick the popup, but only one
 * delivery insert succeeds and only that poll returns it: each popup is shown once per player.
 * The player's own popups come before broadcasts, older before newer.
 */
export async function takeNoticePopups(
  db: Db,
  market: string,
  playerId: string,
  lang: Language,
  now: Date,
  limit: number,
): Promise<NoticePopupRow[]> {
  const { rows } = await sql<NoticePopupRow>`
    WITH candidate AS (
      SELECT p.id, p.type, p.img, p.url, p.starts_at, p.player_id,
             coalesce(p.message ->> ${lang}, p.message ->> 'en') AS message,
             coalesce(p.title ->> ${lang}, p.title ->> 'en') AS title,
             coalesce(p.content ->> ${lang}, p.content ->> 'en') AS content
      FROM notice_popups p
      WHERE p.market = ${market}
        AND (p.player_id IS NULL OR p.player_id = ${playerId})
        AND p.starts_at <= ${now}
        AND (p.ends_at IS NULL OR p.ends_at > ${now})
        AND NOT EXISTS (
          SELECT 1 FROM notice_popup_deliveries d WHERE d.popup_id = p.id AND d.player_id = ${playerId})
      ORDER BY (p.player_id IS NULL), p.starts_at, p.id
      LIMIT ${limit}
    ), delivered AS (
      INSERT INTO notice_popup_deliveries (popup_id, player_id, delivered_at)
      SELECT id, ${playerId}, ${now} FROM candidate
      ON CONFLICT DO NOTHING
      RETURNING popup_id
    )
    SELECT c.id, c.type, c.message, c.img, c.title, c.starts_at AS time, c.content, c.url
    FROM candidate c JOIN delivered d ON d.popup_id = c.id
    ORDER BY (c.player_id IS NULL), c.starts_at, c.id`.execute(db);
  return rows;
}

export interface NewNoticePopup {
  market: string;
  /** null: every player of the market. */
  playerId: string | null;
  type: number;
  message: LocalizedText;
  title: LocalizedText;
  content: LocalizedText;
  img: string;
  url: string;
  startsAt: Date;
  endsAt: Date | null;
}

export async function insertNoticePopup(db: Db, popup: NewNoticePopup): Promise<number> {
  const row = await db
    .insertInto('notice_popups')
    .values({
      market: popup.market,
      player_id: popup.playerId,
      type: popup.type,
      message: textJson(popup.message),
      title: textJson(popup.title),
      content: textJson(popup.content),
      img: popup.img,
      url: popup.url,
      starts_at: popup.startsAt,
      ends_at: popup.endsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
