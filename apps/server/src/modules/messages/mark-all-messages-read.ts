import type { MessageKind, UnreadCounts } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { countUnreadMessages } from './count-unread-messages.ts';
import { markAllMemberMessagesRead } from './member-message-repository.ts';
import { moveSystemReadWatermark } from './system-message-repository.ts';

/** Marks every message of one kind read and answers the new unread counts. Errors: UNAUTHORIZED. */
export async function markAllMessagesRead(
  ctx: ServerContext,
  playerId: string,
  kind: MessageKind,
): Promise<UnreadCounts> {
  const now = ctx.now();
  if (kind === 'member') await markAllMemberMessagesRead(ctx.db, playerId, now);
  else await inTransaction(ctx.db, (tx) => moveSystemReadWatermark(tx, playerId, now));
  return countUnreadMessages(ctx, playerId);
}
