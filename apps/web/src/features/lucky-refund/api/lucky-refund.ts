import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawCalls } from '../../../lib/api/draw-calls.ts';
import { api } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { randomHex } from '../../../lib/storage.ts';

/** Spec activities §9: the jackpot is polled every 2 s while the round sells. */
export const JACKPOT_POLL_MS = 2_000;
const KEY = ['lucky-refund'] as const;
const MINE = [PLAYER_KEY, 'lucky-refund'] as const;

export function useActiveRound() {
  return useQuery({
    queryKey: [...KEY, 'active'],
    queryFn: ({ signal }) => api(drawCalls.getLuckyRefundActive, undefined, { silent: true, signal }),
    refetchInterval: 10_000,
  });
}

export function useJackpot(polling: boolean) {
  return useQuery({
    queryKey: [...KEY, 'jackpot'],
    queryFn: ({ signal }) => api(drawCalls.getLuckyRefundJackpot, undefined, { silent: true, signal }),
    refetchInterval: polling ? JACKPOT_POLL_MS : false,
  });
}

export function usePrevResults(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'prev'],
    queryFn: ({ signal }) => api(drawCalls.getLuckyRefundPrevResults, undefined, { silent: true, signal }),
    enabled,
  });
}

export function useMyCodes(enabled: boolean) {
  return useQuery({
    queryKey: [...MINE, 'codes'],
    queryFn: ({ signal }) => api(drawCalls.getLuckyRefundPersonalCodes, undefined, { silent: true, signal }),
    enabled,
  });
}

export function useMyResults(enabled: boolean) {
  return useQuery({
    queryKey: [...MINE, 'results'],
    queryFn: ({ signal }) =>
      api(drawCalls.getLuckyRefundPersonalResults, undefined, { silent: true, signal }),
    enabled,
  });
}

export type PayWith = 'cash' | 'coins' | 'diamonds';

export function useBuyCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payWith,
      refundId,
      quantity,
    }: {
      payWith: PayWith;
      refundId: string;
      quantity: number;
    }) => {
      const input = { refundId, quantity, idempotencyKey: randomHex(16) };
      if (payWith === 'coins') return api(drawCalls.buyLuckyRefundWithCoins, input);
      if (payWith === 'diamonds') return api(drawCalls.buyLuckyRefundWithDiamonds, input);
      return api(drawCalls.buyLuckyRefund, input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: MINE });
      refreshBalances(queryClient);
    },
  });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) => api(drawCalls.redeemLuckyRefund, { resultId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MINE });
      refreshBalances(queryClient);
    },
  });
}
