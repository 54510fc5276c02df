import type { DepositConfig } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

export function getDepositConfig(signal?: AbortSignal): Promise<DepositConfig> {
  return api(calls.getDepositConfig, undefined, { silent: true, signal });
}

/**
 * Channels, packages, limits and the Kenya tax line: the same for every player of the market, so the key
 * is not the player's (the default channel is worked out here from the profile's mobile).
 */
export function depositConfigQueryOptions() {
  return queryOptions({
    queryKey: ['deposit', 'config'],
    queryFn: ({ signal }) => getDepositConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDepositConfig() {
  return useQuery(depositConfigQueryOptions());
}
