import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { LocalizedText } from '../content/index.ts';
import { findPlayerById } from '../players/index.ts';
import { assertLink, assertText, CONTENT_MAX_CHARS, TITLE_MAX_CHARS } from './message-input.ts';
import { insertNoticePopup } from './notice-popup-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NoticePopupInput {
  /** One player, or omitted for every player of the market. */
  playerId?: string | null;
  /** 1 announcement · 2 win or reward · 3 payment update · 4 activity reminder. */
  type?: number;
  message: LocalizedText;
  title?: LocalizedText;
  content?: LocalizedText;
  img?: string;
  url?: string;
  startsAt?: Date;
  endsAt?: Date | null;
}

/**
 * Queues a notice popup for the 10-second poll; each player gets it at most once, inside its window.
 * Returns its id. Errors: BAD_REQUEST, NOT_FOUND (no such player).
 */
export async function publishNoticePopup(
  ctx: Pick<ServerContext, 'db' | 'now' | 'market'>,
  input: NoticePopupInput,
): Promise<number> {
  assertText('message', input.message, TITLE_MAX_CHARS);
  assertText('title', input.title ?? { en: '-' }, TITLE_MAX_CHARS);
  assertText('content', input.content ?? { en: '-' }, CONTENT_MAX_CHARS);
  assertLink(input.url ?? null);
  assertLink(input.img ?? null);
  const startsAt = input.startsAt ?? ctx.now();
  const endsAt = input.endsAt ?? null;
  if (endsAt && endsAt <= startsAt)
    throw new AppError('BAD_REQUEST', { message: 'endsAt must be after startsAt' });
  const playerId = input.playerId ?? null;
  if (playerId && (!UUID.test(playerId) || !(await findPlayerById(ctx.db, playerId)))) {
    throw new AppError('NOT_FOUND', { message: 'No such player.' });
  }
  return insertNoticePopup(ctx.db, {
    market: ctx.market.code,
    playerId,
    type: input.type ?? 1,
    message: input.message,
    title: input.title ?? input.message,
    content: input.content ?? input.message,
    img: input.img ?? '',
    url: input.url ?? '',
    startsAt,
    endsAt,
  });
}
