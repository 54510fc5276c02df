import type { Language, MessageItem, MessageKind } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findMemberMessage } from './member-message-repository.ts';
import { toMessageItem } from './message-item.ts';
import { findSystemMessage } from './system-message-repository.ts';
import { viewerOf } from './viewer.ts';

/**
 * One message, if the player may read it. Errors: NOT_FOUND for another player's member message or a
 * broadcast not meant for this player (the same answer as an id that does not exist).
 */
export async function getMessage(
  ctx: ServerContext,
  playerId: string,
  kind: MessageKind,
  id: number,
  lang: Language,
): Promise<MessageItem> {
  const row =
    kind === 'member'
      ? await findMemberMessage(ctx.db, playerId, id, lang)
      : await findSystemMessage(ctx.db, await viewerOf(ctx, playerId), id, lang);
  if (!row) throw new AppError('NOT_FOUND', { internal: `${kind} message ${id} not visible to ${playerId}` });
  return toMessageItem(row);
}
