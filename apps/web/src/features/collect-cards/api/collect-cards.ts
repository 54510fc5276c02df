import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { activityCalls } from '../../../lib/api/activity-calls.ts';
import { api } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { randomHex } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type CardEventCfg = CallData<typeof contract.getCollectCardsCfg>;
export type CardMember = contract.CardMember;
export type ChanceUse = CallData<typeof contract.useCollectCardsChances>;

/** Notices rotate every 5 s (spec activities §9); they are fetched again each minute. */
export const NOTICE_ROTATE_MS = 5_000;

const memberKey = [PLAYER_KEY, 'collect-cards'] as const;

export function cardEventQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['collect-cards', 'cfg', lang],
    queryFn: ({ signal }) => api(activityCalls.getCollectCardsCfg, { lang }, { silent: true, signal }),
  });
}

/** The current event with its seasonal page texts in the app's language. */
export function useCardEvent() {
  return useQuery(cardEventQueryOptions(useLanguage()));
}

export function useCardNotices(actId: number | undefined) {
  return useQuery({
    queryKey: ['collect-cards', 'notices', actId],
    queryFn: async ({ signal }) =>
      (await api(activityCalls.getCollectCardsNotices, { actId }, { silent: true, signal })).list,
    enabled: actId !== undefined,
    refetchInterval: 60_000,
  });
}

/** The player's cards and chances; only with a session. */
export function useCardMember(actId: number | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [...memberKey, 'member', actId],
    queryFn: ({ signal }) => api(activityCalls.getCollectCardsMember, { actId }, { silent: true, signal }),
    enabled: actId !== undefined && token !== null,
  });
}

export function useFreeChance(actId: number | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [...memberKey, 'free', actId],
    queryFn: ({ signal }) => api(activityCalls.getCollectCardsFree, { actId }, { silent: true, signal }),
    enabled: actId !== undefined && token !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKey });
    void queryClient.invalidateQueries({ queryKey: ['collect-cards'] });
  };
}

/**
 * A spin or an exchange. The key is made once per tap, so a retry of the same tap answers the same card
 * (5652 no chances, 5654 not enough spare cards, 5651 closed are toasted by the client).
 */
export function useChances(actId: number) {
  // No refresh here: the page refreshes (useAfterDraw) once the light rests on the card.
  return useMutation({
    mutationFn: (action: 'spin' | 'exchange'): Promise<ChanceUse> =>
      api(activityCalls.useCollectCardsChances, { actId, action, idempotencyKey: randomHex(16) }),
  });
}

export function useTakeFreeChance(actId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api(activityCalls.takeCollectCardsFree, { actId }),
    onSuccess: refresh,
  });
}

/** After the ring stops: the notices, free chance and counts, and the balances (a prize may have come). */
export function useAfterDraw() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return () => {
    refresh();
    refreshBalances(queryClient);
  };
}
