import type { MessageItem, MessageKind, UnreadCounts } from '@sika/contract';
import { type InfiniteData, useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { setUnreadCounts } from '../../../lib/messages/index.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { messagesKey } from './list-messages.ts';

type MessagePage = { page: number; size: number; total: number; list: MessageItem[] };

/** Marks messages read in every cached page of that kind (all languages), without a refetch. */
function markCached(kind: MessageKind, isTarget: (item: MessageItem) => boolean) {
  queryClient.setQueriesData<InfiniteData<MessagePage>>({ queryKey: messagesKey(kind) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((item) => (isTarget(item) && !item.read ? { ...item, read: true } : item)),
          })),
        }
      : data,
  );
}

export function markMessageRead(kind: MessageKind, id: number): Promise<UnreadCounts> {
  return kind === 'member'
    ? api(calls.markMemberMessageRead, { id }, { silent: true })
    : api(calls.markSystemMessageRead, { id }, { silent: true });
}

export function markAllMessagesRead(kind: MessageKind): Promise<UnreadCounts> {
  return kind === 'member' ? api(calls.markAllMemberMessagesRead) : api(calls.markAllSystemMessagesRead);
}

/** Opening a message marks it read; the answer is the new unread totals (the badges follow at once). */
export function useMarkMessageRead(kind: MessageKind) {
  return useMutation({
    mutationFn: (id: number) => markMessageRead(kind, id),
    onSuccess: (counts, id) => {
      setUnreadCounts(counts);
      markCached(kind, (item) => item.id === id);
    },
  });
}

export function useMarkAllMessagesRead(kind: MessageKind) {
  return useMutation({
    mutationFn: () => markAllMessagesRead(kind),
    onSuccess: (counts) => {
      setUnreadCounts(counts);
      markCached(kind, () => true);
    },
  });
}
