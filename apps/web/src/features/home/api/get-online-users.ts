import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

const ONLINE_REFRESH_MS = 60_000;

/** Players in a real game in the last 5 minutes, in total and per game (activities §7, v2/online). */
export function onlineUsersQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'online'],
    queryFn: ({ signal }) => api(calls.getOnlineUsers, undefined, { silent: true, signal }),
    staleTime: ONLINE_REFRESH_MS,
    refetchInterval: ONLINE_REFRESH_MS,
  });
}

export function useOnlineUsers() {
  return useQuery(onlineUsersQueryOptions());
}
