import { z } from 'zod';
import { defineCall } from './call.ts';
import { language } from './content.ts';
import { intField, isoDate, pageQuery } from './fields.ts';

/**
 * Messages (spec core §2 Left drawer and Me, §3 Messages, §4 Periodic notice check). Two kinds:
 * - member messages: to one player (welcome, deposit credited, bonus granted…);
 * - system messages: broadcasts of the market, read state kept per player.
 * Unread totals are exact; the web caps them for display (99, the drawer +99). Texts answer in `lang`
 * (else Accept-Language, else English). Another player's message, or one not meant for this player, is a
 * 404 (1004), never a 403: nobody learns that it exists.
 */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const lang = z.preprocess(blankAsMissing, language.optional());
const tags = ['messages'];

export const messageKind = z.enum(['member', 'system']);
export type MessageKind = z.infer<typeof messageKind>;

export const messageItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** An in-app path (e.g. /account/records/deposit) or null when the message leads nowhere. */
  url: z.string().nullable(),
  time: isoDate,
  read: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** Page size 20 by default (spec core §9), at most 50. Newest first. */
const messagePageQuery = pageQuery(20, 50).extend({ lang });
export const messagePage = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  list: z.array(messageItem),
});

export const unreadCounts = z.object({
  member: z.number().int(),
  system: z.number().int(),
  total: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

const messageId = z.object({ id: intField.pipe(z.number().int().positive()) });

function kindCalls<K extends MessageKind>(kind: K, label: string) {
  const base = `/api/message-service/${kind}/messages`;
  return {
    list: defineCall({
      operationId: `list${label}Messages`,
      method: 'GET',
      path: base,
      summary: `A page of the player's ${kind} messages, newest first (the /${kind}/messages screen).`,
      tags,
      auth: 'player',
      whileRestricted: true,
      query: messagePageQuery,
      data: messagePage,
    }),
    get: defineCall({
      operationId: `get${label}Message`,
      method: 'GET',
      path: `${base}/:id`,
      summary: `One ${kind} message. Reading it does not mark it read; 404 when it is not the player's.`,
      tags,
      auth: 'player',
      whileRestricted: true,
      params: messageId,
      query: z.object({ lang }),
      data: messageItem,
    }),
    markRead: defineCall({
      operationId: `mark${label}MessageRead`,
      method: 'POST',
      path: `${base}/:id/read`,
      summary: `Mark one ${kind} message read (again is harmless); answers the new unread totals. 404 when it is not the player's.`,
      tags,
      auth: 'player',
      whileRestricted: true,
      params: messageId,
      data: unreadCounts,
    }),
    markAllRead: defineCall({
      operationId: `markAll${label}MessagesRead`,
      method: 'POST',
      path: `${base}/read-all`,
      summary: `Mark every ${kind} message of the player read; answers the new unread totals.`,
      tags,
      auth: 'player',
      whileRestricted: true,
      data: unreadCounts,
    }),
  };
}

export const memberMessageCalls = kindCalls('member', 'Member');
export const systemMessageCalls = kindCalls('system', 'System');

export const getUnreadCounts = defineCall({
  operationId: 'getUnreadMessageCounts',
  method: 'GET',
  path: '/api/message-service/messages/unread',
  summary: 'Unread member, system and total counts (the messages dot of the drawer and the me page).',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: unreadCounts,
});

export const getLatestMessage = defineCall({
  operationId: 'getLatestMessage',
  method: 'GET',
  path: '/api/message-service/messages/latest',
  summary:
    'The newest message of either kind and the unread total (spec core §3 “latest message (total)”); loaded after login.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: z.object({ lang }),
  data: z.object({
    total: z.number().int(),
    message: messageItem.extend({ kind: messageKind }).nullable(),
  }),
});

/** type: 1 announcement · 2 win or reward · 3 payment update · 4 activity reminder. */
export const noticePopup = z.object({
  id: z.number().int(),
  type: z.number().int(),
  message: z.string(),
  img: z.string(),
  title: z.string(),
  time: isoDate,
  content: z.string(),
  url: z.string(),
});
export type NoticePopup = z.infer<typeof noticePopup>;

export const takeNoticePopups = defineCall({
  operationId: 'takeNoticePopups',
  method: 'POST',
  path: '/api/message-service/notices/popups',
  summary:
    'The 10-second notice poll (spec core §4): hands out the next notice popup not yet shown to this player and records its delivery, so each is shown once. A list of at most one; empty when there is nothing new. POST because it changes state.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: z.object({ lang }),
  data: z.array(noticePopup),
});
