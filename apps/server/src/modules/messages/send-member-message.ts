import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { LocalizedText } from '../content/index.ts';
import { findPlayerById } from '../players/index.ts';
import { insertMemberMessage } from './member-message-repository.ts';
import { assertLink, assertText, CONTENT_MAX_CHARS, TITLE_MAX_CHARS } from './message-input.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MemberMessageInput {
  playerId: string;
  title: LocalizedText;
  content: LocalizedText;
  url?: string | null;
}

/**
 * Sends a message to one player (operators, the CLI, and other modules through index.ts: deposit credited,
 * bonus granted…). Returns its id. Errors: BAD_REQUEST (text or link), NOT_FOUND (no such player).
 */
export async function sendMemberMessage(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  input: MemberMessageInput,
): Promise<number> {
  assertText('title', input.title, TITLE_MAX_CHARS);
  assertText('content', input.content, CONTENT_MAX_CHARS);
  assertLink(input.url ?? null);
  if (!UUID.test(input.playerId) || !(await findPlayerById(ctx.db, input.playerId))) {
    throw new AppError('NOT_FOUND', { message: 'No such player.' });
  }
  return insertMemberMessage(ctx.db, {
    playerId: input.playerId,
    title: input.title,
    content: input.content,
    url: input.url || null,
    createdAt: ctx.now(),
  });
}
