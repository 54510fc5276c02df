import type { DailyBonusEntry } from '@sika/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';

const previewKey = [PLAYER_KEY, 'daily-bonus'] as const;

export function getDailyBonusPreview(signal?: AbortSignal): Promise<DailyBonusEntry[]> {
  // `t` defeats any cache between the phone and us: the tiles change at local midnight (spec activities §7).
  return api(rewardCalls.getDailyBonusPreview, { t: String(Date.now()) }, { silent: true, signal });
}

export function dailyBonusQueryOptions() {
  return queryOptions({
    queryKey: previewKey,
    queryFn: ({ signal }) => getDailyBonusPreview(signal),
    staleTime: 0,
  });
}

export function useDailyBonus() {
  return useQuery(dailyBonusQueryOptions());
}

/**
 * Sign in for today (errors 5104 already signed, 5101 budget spent, 5001 off, 1003 self-excluded: toasted
 * by the client). After success the tiles reload and the balance refreshes (spec activities §4).
 */
export function useSignDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(rewardCalls.signDailyBonus),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewKey }),
    onSuccess: () => refreshBalances(queryClient),
  });
}
