import type { WithdrawConfig } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

export function getWithdrawConfig(signal?: AbortSignal): Promise<WithdrawConfig> {
  return api(calls.getWithdrawConfig, undefined, { silent: true, signal });
}

/**
 * The withdraw page's first call (spec core §4): option 6002 and the amount rules. Read afresh on every
 * visit, so an operator who pauses withdrawals is obeyed at once.
 */
export function withdrawConfigQueryOptions() {
  return queryOptions({
    queryKey: ['withdraw-config'],
    queryFn: ({ signal }) => getWithdrawConfig(signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useWithdrawConfig() {
  return useQuery(withdrawConfigQueryOptions());
}
