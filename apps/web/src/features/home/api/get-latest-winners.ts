import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

export type LatestWinners = CallData<typeof contract.getLatestWinners>;

const WINNERS_SHOWN = 20;
const WINNERS_REFRESH_MS = 60_000;

/** The latest wins across all players (numbers masked), first page of 20 (activities §7 Game center). */
export function latestWinnersQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'latest-winners'],
    queryFn: ({ signal }) =>
      api(calls.getLatestWinners, { page: 1, size: WINNERS_SHOWN }, { silent: true, signal }),
    staleTime: WINNERS_REFRESH_MS,
    refetchInterval: WINNERS_REFRESH_MS,
  });
}

export function useLatestWinners() {
  return useQuery(latestWinnersQueryOptions());
}
