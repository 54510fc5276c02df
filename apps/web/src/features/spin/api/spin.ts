import type * as contract from '@sika/contract';
import type { CallData, SpinRecord } from '@sika/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { diamondKey, refreshBalances } from '../../../lib/rewards/index.ts';
import { randomHex } from '../../../lib/storage.ts';

/** The two wheels: diamonds (/diamond/spin) and coins (/games/coin-spin/{id}). */
export type WheelKind = 'diamond' | 'coin';

type DiamondCfg = CallData<typeof contract.getDiamondSpinCfg>;
type CoinCfg = CallData<typeof contract.getCoinSpinCfg>;
/** One shape for both wheels: what the player spends is `balance` (diamonds, or coins in minor units). */
export type WheelCfg = Omit<DiamondCfg, 'diamond'> & { balance: number; freeSpins: number };
export type SpinResult = SpinRecord & { balance: number; free: boolean };
export type SeedRotation = CallData<typeof contract.rotateDiamondSpinSeed>;

const RECORDS_LIMIT = 20;

export interface WheelRef {
  kind: WheelKind;
  /** The coin wheel's id (1); unused for diamonds. */
  id: number;
}

/** Query keys: the diamond wheel's live under the diamond key, so every diamond grant refreshes them. */
function wheelKey(wheel: WheelRef): readonly unknown[] {
  return wheel.kind === 'diamond' ? [...diamondKey, 'spin'] : [PLAYER_KEY, 'coin-spin', wheel.id];
}

function fromDiamond(cfg: DiamondCfg): WheelCfg {
  const { diamond, ...rest } = cfg;
  return { ...rest, balance: diamond, freeSpins: 0 };
}

function fromCoin(cfg: CoinCfg): WheelCfg {
  const { coins, id: _id, ...rest } = cfg;
  return { ...rest, balance: coins };
}

export function wheelCfgQueryOptions(wheel: WheelRef) {
  return queryOptions({
    queryKey: [...wheelKey(wheel), 'cfg'],
    queryFn: async ({ signal }): Promise<WheelCfg> =>
      wheel.kind === 'diamond'
        ? fromDiamond(await api(rewardCalls.getDiamondSpinCfg, undefined, { silent: true, signal }))
        : fromCoin(await api(rewardCalls.getCoinSpinCfg, { id: wheel.id }, { silent: true, signal })),
    staleTime: 0,
  });
}

export function useWheelCfg(wheel: WheelRef) {
  return useQuery(wheelCfgQueryOptions(wheel));
}

export function useWinners(wheel: WheelRef) {
  return useQuery({
    queryKey: ['spin-winners', wheel.kind, wheel.id],
    queryFn: async ({ signal }) =>
      (wheel.kind === 'diamond'
        ? await api(rewardCalls.getDiamondSpinWinners, undefined, { silent: true, signal })
        : await api(rewardCalls.getCoinSpinWinners, { id: wheel.id }, { silent: true, signal })
      ).list,
  });
}

function recordsQueryOptions(wheel: WheelRef) {
  return infiniteQueryOptions({
    queryKey: [...wheelKey(wheel), 'records'],
    queryFn: async ({ pageParam, signal }) => {
      const page = { maxId: pageParam, limit: RECORDS_LIMIT };
      const data =
        wheel.kind === 'diamond'
          ? await api(rewardCalls.getDiamondSpinRecords, page, { silent: true, signal })
          : await api(rewardCalls.getCoinSpinRecords, { ...page, id: wheel.id }, { silent: true, signal });
      return data.list;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < RECORDS_LIMIT ? undefined : last.at(-1)?.id),
  });
}

export function useSpinRecords(wheel: WheelRef) {
  return useInfiniteQuery(recordsQueryOptions(wheel));
}

/**
 * One spin. The key is made once per tap and sent with the request, so a retry of the same tap answers
 * the same spin (errors 5108/5111 not enough, 5109, 5101, 5001, 1003 are toasted by the client).
 */
export function useSpin(wheel: WheelRef) {
  // No refresh here: the page refreshes (useAfterSpin) once the wheel stops, so no figure shows the prize
  // before the wheel does.
  return useMutation({
    mutationFn: async (index: number): Promise<SpinResult> => {
      const idempotencyKey = randomHex(16);
      if (wheel.kind === 'diamond') {
        const { diamond, ...record } = await api(rewardCalls.betDiamondSpin, { index, idempotencyKey });
        return { ...record, balance: diamond, free: false };
      }
      const { coins, ...record } = await api(rewardCalls.betCoinSpin, {
        id: wheel.id,
        index,
        idempotencyKey,
      });
      return { ...record, balance: coins };
    },
  });
}

/** After the wheel stops: the config (balance, next nonce, free spins), records, winners and profile. */
export function useAfterSpin(wheel: WheelRef) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: wheelKey(wheel) });
    void queryClient.invalidateQueries({ queryKey: ['spin-winners', wheel.kind, wheel.id] });
    refreshBalances(queryClient);
  };
}

/** Reveal the current server seed (its spins become verifiable) and start a new pair. */
export function useRotateSeed(wheel: WheelRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SeedRotation> =>
      wheel.kind === 'diamond'
        ? api(rewardCalls.rotateDiamondSpinSeed, {})
        : api(rewardCalls.rotateCoinSpinSeed, { id: wheel.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wheelKey(wheel) }),
  });
}
