import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawCalls } from '../../../lib/api/draw-calls.ts';
import { api } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { randomHex } from '../../../lib/storage.ts';

export type LotteryCurrent = CallData<typeof contract.getLotteryCurrent>;
export type LotteryTicket = CallData<typeof contract.getMyLotteryTickets>['list'][number];
export type LotteryResults = CallData<typeof contract.getLotteryResults>;
export type PublicDraw = CallData<typeof contract.getDraw>;
export type DrawTickets = CallData<typeof contract.getDrawTickets>;

const LOTTERY_KEY = ['lottery'] as const;
const MY_TICKETS_KEY = [PLAYER_KEY, 'lottery-tickets'] as const;

export function useLotteryCurrent() {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'current'],
    queryFn: ({ signal }) => api(drawCalls.getLotteryCurrent, undefined, { silent: true, signal }),
    refetchInterval: 30_000,
  });
}

export function useMyTickets(enabled: boolean) {
  return useQuery({
    queryKey: MY_TICKETS_KEY,
    queryFn: ({ signal }) =>
      api(drawCalls.getMyLotteryTickets, { page: 1, size: 50 }, { silent: true, signal }),
    enabled,
    refetchInterval: 15_000,
  });
}

export function useLotteryResults() {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'results'],
    queryFn: ({ signal }) =>
      api(drawCalls.getLotteryResults, { page: 1, size: 10 }, { silent: true, signal }),
    refetchInterval: 15_000,
  });
}

/** Buys tickets; one key per confirmation, so a retried tap never buys twice. */
export function useBuyTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { picks?: string; quickPick?: number }) =>
      api(drawCalls.buyLotteryTickets, { ...input, idempotencyKey: randomHex(16) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
      refreshBalances(queryClient);
    },
  });
}

export function drawQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['draw', id],
    queryFn: async ({ signal }) => {
      const [draw, tickets] = await Promise.all([
        api(drawCalls.getDraw, { id }, { silent: true, signal }),
        api(drawCalls.getDrawTickets, { id }, { silent: true, signal }),
      ]);
      return { draw, tickets: tickets.list };
    },
  });
}
