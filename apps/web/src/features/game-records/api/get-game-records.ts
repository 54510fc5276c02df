import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

/** Bets are every round with a stake; wins the rounds that paid (activities §7 records/bet, records/win). */
export type RecordKind = 'bet' | 'win';
export type RecordOrder = 'desc' | 'asc';

export type RecordsPage = CallData<typeof contract.getBetRecords>;
export type GameRecord = RecordsPage['list'][number];

export interface RecordsFilter {
  kind: RecordKind;
  order: RecordOrder;
  /** One game, or every game. */
  gameId: number | null;
}

/** Pages of 20 with "load more" (the contract's default page size for the game records). */
export const RECORDS_PAGE_SIZE = 20;

export const gameRecordsKey = [PLAYER_KEY, 'game-records'] as const;

export function getGameRecords(filter: RecordsFilter, page: number, signal?: AbortSignal) {
  const input = {
    page,
    size: RECORDS_PAGE_SIZE,
    order: filter.order,
    ...(filter.gameId === null ? {} : { gameId: filter.gameId }),
  };
  const options = { silent: true, signal };
  return filter.kind === 'bet'
    ? api(calls.getBetRecords, input, options)
    : api(calls.getWinRecords, input, options);
}

export function gameRecordsQueryOptions(filter: RecordsFilter) {
  return infiniteQueryOptions({
    queryKey: [...gameRecordsKey, filter.kind, filter.order, filter.gameId],
    queryFn: ({ pageParam, signal }) => getGameRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useGameRecords(filter: RecordsFilter) {
  return useInfiniteQuery(gameRecordsQueryOptions(filter));
}
