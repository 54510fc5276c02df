import type { CallData, getAppeals as getAppealsCall } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type AppealsPage = CallData<typeof getAppealsCall>;

/**
 * The player's latest appeals, so the records page can link a deposit to its appeal's progress (the
 * records themselves do not say whether an order has an appeal).
 */
export function getMyAppeals(signal?: AbortSignal): Promise<AppealsPage> {
  return api(calls.getAppeals, { page: 1, size: 100 }, { silent: true, signal });
}

export function myAppealsQueryOptions() {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'appeals'],
    queryFn: ({ signal }) => getMyAppeals(signal),
  });
}

/** transNo → the newest appeal's id. */
export function useAppealIdsByOrder(): Map<string, string> {
  const { data } = useQuery(myAppealsQueryOptions());
  const map = new Map<string, string>();
  for (const appeal of data?.list ?? []) if (!map.has(appeal.transNo)) map.set(appeal.transNo, appeal.id);
  return map;
}
