import type { UnreadCounts } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../api/index.ts';
import { PLAYER_KEY, queryClient } from '../query-client.ts';
import { useToken } from '../session/index.ts';

export type { UnreadCounts };

/** Under the player's keys: dropped with everything else of theirs at logout. */
export const unreadCountsKey = [PLAYER_KEY, 'messages', 'unread'] as const;

export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return api(calls.getUnreadCounts, undefined, { silent: true, signal });
}

/**
 * Unread member, system and total counts: the messages dot of the drawer and the badge of the me page
 * (spec core §2). Marking messages read answers new counts, which replace these (`setUnreadCounts`).
 */
export function unreadCountsQueryOptions() {
  return queryOptions({
    queryKey: unreadCountsKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    staleTime: 30_000,
  });
}

/** The counts for the logged-in player; nothing is asked for a visitor (data stays undefined). */
export function useUnreadCounts() {
  const loggedIn = useToken() !== null;
  return useQuery({ ...unreadCountsQueryOptions(), enabled: loggedIn });
}

export function setUnreadCounts(counts: UnreadCounts): void {
  queryClient.setQueryData(unreadCountsKey, counts);
}

/** After something may have brought new messages (a notice popup, a deposit): ask again when next shown. */
export function invalidateUnreadCounts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: unreadCountsKey });
}
