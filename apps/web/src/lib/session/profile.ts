import type { Profile } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, calls } from '../api/index.ts';
import { PLAYER_KEY } from '../query-client.ts';
import { getToken, isResuming, subscribeToken } from './token.ts';

export const profileKey = [PLAYER_KEY, 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api(calls.getProfile, undefined, { silent: true, signal });
}

/** The profile lives in the query cache (spec core §4): login puts it there, screens read and refresh it. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
    // While the stored token is checked at start, token login brings the profile itself.
    enabled: () => getToken() !== null && !isResuming(),
  });
}

export function useProfile() {
  useSyncExternalStore(subscribeToken, isResuming, isResuming);
  return useQuery(profileQueryOptions());
}
