import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type TaskList = CallData<typeof contract.getTasks>;
const tasksKey = [PLAYER_KEY, 'tasks'] as const;

export function tasksQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...tasksKey, lang],
    queryFn: ({ signal }) => api(rewardCalls.getTasks, { lang }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useTasks() {
  return useQuery(tasksQueryOptions(useLanguage()));
}

/** Receive a finished task's bonus (errors 5105, 5106, 5107, 5101, 5001, 1003 are toasted by the client). */
export function useReceiveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(rewardCalls.receiveTask, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    onSuccess: () => refreshBalances(queryClient),
  });
}
