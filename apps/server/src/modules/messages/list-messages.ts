import type { Language, MessageKind } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { countMemberMessages, findMemberMessagePage } from './member-message-repository.ts';
import { toMessageItem } from './message-item.ts';
import { countSystemMessages, findSystemMessagePage } from './system-message-repository.ts';
import { viewerOf } from './viewer.ts';

/** A page of the player's messages of one kind, newest first, with the total. Errors: UNAUTHORIZED. */
export async function listMessages(
  ctx: ServerContext,
  playerId: string,
  kind: MessageKind,
  page: { page: number; size: number },
  lang: Language,
) {
  const offset = (page.page - 1) * page.size;
  if (kind === 'member') {
    const [rows, total] = await Promise.all([
      findMemberMessagePage(ctx.db, playerId, lang, offset, page.size),
      countMemberMessages(ctx.db, playerId, false),
    ]);
    return { ...page, total, list: rows.map(toMessageItem) };
  }
  const viewer = await viewerOf(ctx, playerId);
  const [rows, total] = await Promise.all([
    findSystemMessagePage(ctx.db, viewer, lang, offset, page.size),
    countSystemMessages(ctx.db, viewer),
  ]);
  return { ...page, total, list: rows.map(toMessageItem) };
}
