import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { useToken } from '../../../lib/session/index.ts';

export type SelfExclusionStatus = CallData<typeof contract.getSelfExclusion>;

export function getSelfExclusion(signal?: AbortSignal): Promise<SelfExclusionStatus> {
  return api(calls.getSelfExclusion, undefined, { silent: true, signal });
}

export function selfExclusionQueryOptions() {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'self-exclusion'],
    queryFn: ({ signal }) => getSelfExclusion(signal),
  });
}

/** The periods offered and past exclusions; asked only with a session (a paused one included). */
export function useSelfExclusion() {
  const loggedIn = useToken() !== null;
  return useQuery({ ...selfExclusionQueryOptions(), enabled: loggedIn });
}
