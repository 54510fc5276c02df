import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type PlaySession = CallData<typeof contract.getPlaySession>;

/** The reality check's figures, from the server (never guessed by the client): played time, net result. */
export function getPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  return api(calls.getPlaySession, undefined, { silent: true, signal });
}

export function playSessionQueryOptions() {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'play-session'],
    queryFn: ({ signal }) => getPlaySession(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
}
