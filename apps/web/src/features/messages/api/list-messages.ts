import type { MessageKind } from '@sika/contract';
import { MESSAGE_PAGE_SIZE } from '@sika/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type { MessageKind };

export const messagesKey = (kind: MessageKind) => [PLAYER_KEY, 'messages', 'list', kind] as const;

export function listMessages(kind: MessageKind, page: number, lang: Language, signal?: AbortSignal) {
  const input = { page, size: MESSAGE_PAGE_SIZE, lang };
  const options = { silent: true, signal };
  return kind === 'member'
    ? api(calls.listMemberMessages, input, options)
    : api(calls.listSystemMessages, input, options);
}

/** Pages of 20 (spec core §9), newest first; the next page exists while fewer than `total` are loaded. */
export function messagesQueryOptions(kind: MessageKind, lang: Language) {
  return infiniteQueryOptions({
    queryKey: [...messagesKey(kind), lang],
    queryFn: ({ pageParam, signal }) => listMessages(kind, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useMessages(kind: MessageKind) {
  return useInfiniteQuery(messagesQueryOptions(kind, useLanguage()));
}
