import type { CallData, getWithdrawOrders as getWithdrawOrdersCall } from '@sika/contract';
import { RECORDS_PAGE_SIZE } from '@sika/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type WithdrawOrdersPage = CallData<typeof getWithdrawOrdersCall>;

/** While a withdrawal is pending the records refresh on their own, so the player sees it paid. */
const PENDING_REFRESH_MS = 5_000;

export function getWithdrawOrders(page: number, signal?: AbortSignal): Promise<WithdrawOrdersPage> {
  return api(calls.getWithdrawOrders, { page, size: RECORDS_PAGE_SIZE }, { silent: true, signal });
}

/** Every withdrawal with its status, newest first, pages of 50 (spec core §9). */
export function withdrawOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [PLAYER_KEY, 'withdraw', 'orders'],
    queryFn: ({ pageParam, signal }) => getWithdrawOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((order) => order.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
}

export function useWithdrawOrders() {
  return useInfiniteQuery(withdrawOrdersQueryOptions());
}
