import type { MessageKind, UnreadCounts } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { countUnreadMessages } from './count-unread-messages.ts';
import { markMemberMessageRead } from './member-message-repository.ts';
import { findSystemMessage, insertSystemMessageRead } from './system-message-repository.ts';
import { viewerOf } from './viewer.ts';

/**
 * Marks one message read (again is harmless) and answers the new unread counts for the badges.
 * Errors: NOT_FOUND when the message is not the player's to read.
 */
export async function markMessageRead(
  ctx: ServerContext,
  playerId: string,
  kind: MessageKind,
  id: number,
): Promise<UnreadCounts> {
  const now = ctx.now();
  if (kind === 'member') {
    if (!(await markMemberMessageRead(ctx.db, playerId, id, now))) throw notFound(kind, id);
  } else {
    const visible = await findSystemMessage(ctx.db, await viewerOf(ctx, playerId), id, 'en');
    if (!visible) throw notFound(kind, id);
    if (!visible.read) await insertSystemMessageRead(ctx.db, playerId, id, now);
  }
  return countUnreadMessages(ctx, playerId);
}

function notFound(kind: MessageKind, id: number) {
  return new AppError('NOT_FOUND', { internal: `${kind} message ${id} not the player's` });
}
