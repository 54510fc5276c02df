import type { CallData, getDepositOrders as getDepositOrdersCall } from '@sika/contract';
import { RECORDS_PAGE_SIZE } from '@sika/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type DepositOrdersPage = CallData<typeof getDepositOrdersCall>;

export function getDepositOrders(page: number, signal?: AbortSignal): Promise<DepositOrdersPage> {
  return api(calls.getDepositOrders, { page, size: RECORDS_PAGE_SIZE }, { silent: true, signal });
}

/** Every deposit order, newest first, pages of 50 (spec core §9). */
export function depositOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [PLAYER_KEY, 'deposit-orders'],
    queryFn: ({ pageParam, signal }) => getDepositOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useDepositOrders() {
  return useInfiniteQuery(depositOrdersQueryOptions());
}
