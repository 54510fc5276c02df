import type * as contract from '@sika/contract';
import type {
  CallData,
  CallInput,
  CartItem,
  CouponRefusal,
  MallGoods,
  MallOrder,
  MallPayWith,
} from '@sika/contract';
import type { Market } from '@sika/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { mallCalls } from '../../../lib/api/mall-calls.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { formatReward, refreshBalances } from '../../../lib/rewards/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type { CouponRefusal, MallGoods, MallOrder, MallPayWith };
export type MallCoupons = CallData<typeof contract.getMallCoupons>;
export type MallQuote = CallData<typeof contract.quoteMallCart>;
type OrderInput = CallInput<typeof contract.placeMallOrder>;

const KEY = ['mall'] as const;
const MINE = [PLAYER_KEY, 'mall'] as const;

/** Coupon and stock codes the cart shows in place (not as toasts). */
export const CART_CODES = [5508, 5681, 5684, 5685, 5686, 5687, 5689] as const;

/** A price in the good's currency, with the one money formatter. */
export function formatPrice(market: Market, payWith: MallPayWith, amount: number): string {
  return formatReward(market, payWith, amount);
}

export function useMallCentre() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'centre', lang],
    queryFn: ({ signal }) => api(mallCalls.getMallCentre, { lang }, { silent: true, signal }),
  });
}

/** Every good on sale today (the centre's shelves, flattened): what the cart is checked against. */
export function useAllGoods() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'centre', lang],
    queryFn: ({ signal }) => api(mallCalls.getMallCentre, { lang }, { silent: true, signal }),
    select: (centre) => centre.types.flatMap((type) => type.goods),
    staleTime: 0,
  });
}

export function useMallType(type: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'type', type, lang],
    queryFn: ({ signal }) => api(mallCalls.getMallGoodsByType, { type, lang }, { silent: true, signal }),
    enabled: Number.isInteger(type) && type > 0,
  });
}

export function useGoods(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'goods', id, lang],
    queryFn: ({ signal }) => api(mallCalls.getMallGoodsDetail, { id, lang }, { silent: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useCoupons(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...MINE, 'coupons', lang],
    queryFn: ({ signal }) => api(mallCalls.getMallCoupons, { lang }, { silent: true, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useCollectCoupon() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (couponId: number) => api(mallCalls.collectMallCoupon, { couponId, lang }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MINE }),
  });
}

/** The cart's price and whether its coupon can be used; moves nothing. */
export function useQuote(input: { items: CartItem[]; couponId?: string }) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...MINE, 'quote', input, lang],
    queryFn: ({ signal }) =>
      api(mallCalls.quoteMallCart, { ...input, lang }, { silent: true, signal, handledCodes: CART_CODES }),
    enabled: input.items.length > 0,
    staleTime: 0,
    retry: false,
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: Omit<OrderInput, 'lang' | 'items'> & { items: CartItem[] }) =>
      api(mallCalls.placeMallOrder, { ...input, lang }, { handledCodes: CART_CODES }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: MINE });
      refreshBalances(queryClient);
    },
  });
}

export function useOrders(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...MINE, 'orders', lang],
    queryFn: ({ signal }) =>
      api(mallCalls.getMallOrders, { page: 1, size: 50, lang }, { silent: true, signal }),
    enabled,
    staleTime: 0,
  });
}
