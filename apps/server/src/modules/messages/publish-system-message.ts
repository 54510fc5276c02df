import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { LocalizedText } from '../content/index.ts';
import { assertLink, assertText, CONTENT_MAX_CHARS, TITLE_MAX_CHARS } from './message-input.ts';
import { insertSystemMessage } from './system-message-repository.ts';

export interface SystemMessageInput {
  title: LocalizedText;
  content: LocalizedText;
  url?: string | null;
  /** 'all' (default): every player, also those who register later; 'existing': players registered by then. */
  audience?: 'all' | 'existing';
  /** Defaults to now; a later time schedules the broadcast. */
  publishAt?: Date;
  expiresAt?: Date | null;
}

/** Broadcasts a system message to the market's players. Returns its id. Errors: BAD_REQUEST. */
export async function publishSystemMessage(
  ctx: Pick<ServerContext, 'db' | 'now' | 'market'>,
  input: SystemMessageInput,
): Promise<number> {
  assertText('title', input.title, TITLE_MAX_CHARS);
  assertText('content', input.content, CONTENT_MAX_CHARS);
  assertLink(input.url ?? null);
  const publishedAt = input.publishAt ?? ctx.now();
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt <= publishedAt) {
    throw new AppError('BAD_REQUEST', { message: 'expiresAt must be after the publication time' });
  }
  return insertSystemMessage(ctx.db, {
    market: ctx.market.code,
    title: input.title,
    content: input.content,
    url: input.url || null,
    audience: input.audience ?? 'all',
    publishedAt,
    expiresAt,
  });
}
