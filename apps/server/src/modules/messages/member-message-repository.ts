import type { Language } from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import { type LocalizedText, localized, textJson } from '../content/index.ts';

/** Member messages: one reader each, so the read state is the row's own read_at. */

export interface NewMemberMessage {
  playerId: string;
  title: LocalizedText;
  content: LocalizedText;
  url: string | null;
  createdAt: Date;
}

export async function insertMemberMessage(db: Db, message: NewMemberMessage): Promise<number> {
  const row = await db
    .insertInto('member_messages')
    .values({
      player_id: message.playerId,
      title: textJson(message.title),
      content: textJson(message.content),
      url: message.url,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function selectMemberMessages(db: Db, playerId: string, lang: Language) {
  return db
    .selectFrom('member_messages')
    .select([
      'id',
      localized('title', lang).as('title'),
      localized('content', lang).as('content'),
      'url',
      'created_at as time',
      'read_at',
    ])
    .where('player_id', '=', playerId);
}

export function findMemberMessagePage(
  db: Db,
  playerId: string,
  lang: Language,
  offset: number,
  limit: number,
) {
  return selectMemberMessages(db, playerId, lang)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countMemberMessages(db: Db, playerId: string, onlyUnread: boolean): Promise<number> {
  let query = db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('player_id', '=', playerId);
  if (onlyUnread) query = query.where('read_at', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The player's own message only: another player's id finds nothing. */
export function findMemberMessage(db: Db, playerId: string, id: number, lang: Language) {
  return selectMemberMessages(db, playerId, lang).where('id', '=', id).executeTakeFirst();
}

export function findLatestMemberMessage(db: Db, playerId: string, lang: Language) {
  return selectMemberMessages(db, playerId, lang)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks one of the player's messages read, keeping the first read time; false when it is not theirs. */
export async function markMemberMessageRead(
  db: Db,
  playerId: string,
  id: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('member_messages')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllMemberMessagesRead(db: Db, playerId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_messages')
    .set({ read_at: now })
    .where('player_id', '=', playerId)
    .where('read_at', 'is', null)
    .execute();
}
