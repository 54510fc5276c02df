import type { DiamondTaskList } from '@sika/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages.ts';
import { api } from '../api/index.ts';
import { rewardCalls } from '../api/reward-calls.ts';
import { PLAYER_KEY } from '../query-client.ts';
import { profileKey } from '../session/index.ts';
import { useLanguage } from '../use-language.ts';

export const diamondTasksKey = [PLAYER_KEY, 'diamond-tasks'] as const;
/** Every diamond figure of the player (balance, spin and exchange configs, records) starts with this. */
export const diamondKey = [PLAYER_KEY, 'diamonds'] as const;

export function getDiamondTasks(lang: Language, signal?: AbortSignal): Promise<DiamondTaskList> {
  return api(rewardCalls.getDiamondTasks, { lang }, { silent: true, signal });
}

/** The task centre and the in-game entry (spec activities §4 Diamond task); `pollMs` for the entry. */
export function diamondTasksQueryOptions(lang: Language, pollMs?: number) {
  return queryOptions({
    queryKey: [...diamondTasksKey, lang],
    queryFn: ({ signal }) => getDiamondTasks(lang, signal),
    staleTime: 0,
    refetchInterval: pollMs ?? false,
    refetchIntervalInBackground: false,
  });
}

export function useDiamondTasks(options: { pollMs?: number; enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({ ...diamondTasksQueryOptions(lang, options.pollMs), enabled: options.enabled ?? true });
}

/** After any grant: the profile (cash, coins, diamonds) and every diamond figure are asked again. */
export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: profileKey });
  void queryClient.invalidateQueries({ queryKey: diamondKey });
}

/**
 * Collect a finished diamond task (errors 5105, 5106, 5107, 5101, 5001, 1003 are toasted by the client).
 * The next level, when there is one, replaces it in the list at once; the balance rises by the bonus.
 */
export function useCollectDiamondTask() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: number) => api(rewardCalls.collectDiamondTask, { id, lang }),
    onSuccess: (result) => {
      queryClient.setQueryData<DiamondTaskList>([...diamondTasksKey, lang], (list) =>
        list
          ? {
              ...list,
              tasks: list.tasks.map((task) =>
                task.id === result.id ? (result.next ?? { ...task, collect: true }) : task,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: diamondTasksKey });
      refreshBalances(queryClient);
    },
  });
}
