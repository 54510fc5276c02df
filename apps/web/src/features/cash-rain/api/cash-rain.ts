import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';

const cfgKey = (lang: string) => [PLAYER_KEY, 'cash-rain', 'cfg', lang] as const;

export function cashRainCfgQueryOptions(lang: 'en' | 'fr' | 'pt') {
  return queryOptions({
    queryKey: cfgKey(lang),
    queryFn: ({ signal }) => api(rewardCalls.getCashRainCfg, { lang }, { silent: true, signal }),
    // The entry's label follows the slots: read again each minute and whenever the overlay opens.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useCashRainCfg(lang: 'en' | 'fr' | 'pt') {
  return useQuery(cashRainCfgQueryOptions(lang));
}

/** true: the player already played slot `id` today. */
export function getCashRainDrawStatus(id: number): Promise<boolean> {
  return api(rewardCalls.getCashRainDrawStatus, { id });
}

/**
 * The gift of the open slot (no payload: the server decides). Any error is the Try Again result (spec
 * activities §8 Cash rain), so it is not toasted. A paid gift refreshes the balances.
 */
export function useClaimCashRainGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(rewardCalls.claimCashRainGift, undefined, { silent: true }),
    onSuccess: (gift) => {
      if (gift.giftType !== 0) void refreshBalances(queryClient);
    },
  });
}
