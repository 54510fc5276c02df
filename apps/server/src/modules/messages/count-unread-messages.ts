import type { UnreadCounts } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { countMemberMessages } from './member-message-repository.ts';
import { countUnreadSystemMessages } from './system-message-repository.ts';
import { viewerOf } from './viewer.ts';

/** Exact unread counts; the web caps them for display (BADGE_CAP). Errors: UNAUTHORIZED. */
export async function countUnreadMessages(ctx: ServerContext, playerId: string): Promise<UnreadCounts> {
  const viewer = await viewerOf(ctx, playerId);
  const [member, system] = await Promise.all([
    countMemberMessages(ctx.db, playerId, true),
    countUnreadSystemMessages(ctx.db, viewer),
  ]);
  return { member, system, total: member + system };
}
