import type { Language, MessageItem, MessageKind } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { countUnreadMessages } from './count-unread-messages.ts';
import { findLatestMemberMessage } from './member-message-repository.ts';
import { toMessageItem } from './message-item.ts';
import { findLatestSystemMessage } from './system-message-repository.ts';
import { viewerOf } from './viewer.ts';

/** The newest message of either kind and the unread total (loaded after login). Errors: UNAUTHORIZED. */
export async function getLatestMessage(ctx: ServerContext, playerId: string, lang: Language) {
  const viewer = await viewerOf(ctx, playerId);
  const [member, system, counts] = await Promise.all([
    findLatestMemberMessage(ctx.db, playerId, lang),
    findLatestSystemMessage(ctx.db, viewer, lang),
    countUnreadMessages(ctx, playerId),
  ]);
  let message: (MessageItem & { kind: MessageKind }) | null = null;
  if (member && (!system || member.time >= system.time))
    message = { ...toMessageItem(member), kind: 'member' };
  else if (system) message = { ...toMessageItem(system), kind: 'system' };
  return { total: counts.total, message };
}
