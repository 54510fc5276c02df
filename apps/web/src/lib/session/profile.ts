import type { Profile } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../api/index.ts';
import { PLAYER_KEY } from '../query-client.ts';
import { getToken } from './token.ts';

export const profileKey = [PLAYER_KEY, 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api(calls.getProfile, undefined, { silent: true, signal });
}

/** The profile lives in the query cache (spec core §4): login puts it there, screens read and refresh it. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: () => getToken() !== null,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
