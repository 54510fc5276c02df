import type { WalletTransaction } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type { WalletTransaction };

export function getTransaction(id: string, signal?: AbortSignal): Promise<WalletTransaction> {
  return api(calls.getTransaction, { id }, { silent: true, signal });
}

/** One of the player's transactions with its legs; 404 (1004) for an id that is not theirs. */
export function transactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'transaction', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });
}

export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
