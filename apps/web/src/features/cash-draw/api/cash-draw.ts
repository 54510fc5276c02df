import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawCalls } from '../../../lib/api/draw-calls.ts';
import { api } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { randomHex } from '../../../lib/storage.ts';

export type CashDraw = CallData<typeof contract.getCashDraw>;
export type CashDrawRound = CashDraw['current'];

/** Activities §5: a client seed is 5 to 10 letters or digits (the server says 5505 otherwise). */
export const CLIENT_SEED = /^[A-Za-z0-9]{5,10}$/;

const KEY = [PLAYER_KEY, 'cash-draw'] as const;

/** A seed to start from: 8 letters and digits the player may keep or change. */
export function suggestSeed(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export function useCashDraw() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api(drawCalls.getCashDraw, undefined, { silent: true, signal }),
    refetchInterval: 10_000,
  });
}

export function useJoinCashDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientSeed, quantity }: { clientSeed: string; quantity: number }) =>
      api(drawCalls.buyCashDraw, { clientSeed, quantity, idempotencyKey: randomHex(16) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      refreshBalances(queryClient);
    },
  });
}
