import type { CallData, getDepositAppealForm } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type AppealForm = CallData<typeof getDepositAppealForm>;

export function getAppealForm(transNo: string, signal?: AbortSignal): Promise<AppealForm> {
  return api(calls.getDepositAppealForm, { transNo }, { silent: true, signal });
}

export function appealFormQueryOptions(transNo: string) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'appeal-form', transNo],
    queryFn: ({ signal }) => getAppealForm(transNo, signal),
    staleTime: 0,
  });
}

export function useAppealForm(transNo: string) {
  return useQuery(appealFormQueryOptions(transNo));
}
