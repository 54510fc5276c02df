import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { diamondKey, refreshBalances } from '../../../lib/rewards/index.ts';
import { randomHex } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type ExchangeCfg = CallData<typeof contract.getExchangeCfg>;
export type ExchangeItem = ExchangeCfg['items'][number];
/** 0 all, 1 received, 2 spent. */
export type DiamondRecordType = 0 | 1 | 2;

const RECORDS_PAGE = 20;
const TASK_RECORDS_PAGE = 20;

export function useDiamondBalance() {
  return useQuery(
    queryOptions({
      queryKey: [...diamondKey, 'balance'],
      queryFn: async ({ signal }) =>
        (await api(rewardCalls.getDiamondBalance, undefined, { silent: true, signal })).diamond,
      staleTime: 0,
    }),
  );
}

export function useExchangeCfg() {
  return useQuery({
    queryKey: [...diamondKey, 'exchange'],
    queryFn: ({ signal }) => api(rewardCalls.getExchangeCfg, undefined, { silent: true, signal }),
    staleTime: 0,
  });
}

/**
 * Exchange diamonds for an item, one key per tap (errors 5110 unknown item, 5108 not enough diamonds,
 * 5101, 5001, 1003 are toasted by the client). Every diamond figure and the profile refresh afterwards.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(rewardCalls.exchangeDiamonds, { id, idempotencyKey: randomHex(16) }),
    onSettled: () => refreshBalances(queryClient),
  });
}

export function useDiamondRecords(type: DiamondRecordType) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...diamondKey, 'records', type],
      queryFn: async ({ pageParam, signal }) =>
        (
          await api(
            rewardCalls.getDiamondRecords,
            { type, excludeMaxId: pageParam },
            { silent: true, signal },
          )
        ).list,
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.length < RECORDS_PAGE ? undefined : last.at(-1)?.id),
    }),
  );
}

export function useDiamondTaskRecords() {
  const lang = useLanguage();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...diamondKey, 'task-records', lang],
      queryFn: ({ pageParam, signal }) =>
        api(
          rewardCalls.getDiamondTaskRecords,
          { page: pageParam, size: TASK_RECORDS_PAGE, lang },
          { silent: true, signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    }),
  );
}
