import type * as contract from '@sika/contract';
import type { CallData, VipBenefit } from '@sika/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { vipCalls } from '../../../lib/api/vip-calls.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type PersonalLevel = CallData<typeof contract.getVipPersonalLevel>;
export type CashBack = CallData<typeof contract.getVipCashBack>;
export type { VipBenefit };

const vipKey = ['vip'] as const;
/** Codes a claim answers that the screens show as the spec's alerts, not as toasts. */
export const ALREADY_CLAIMED = 5002;
export const NOT_READY = 5003;

export function usePersonalLevel() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...vipKey, 'level', lang],
    queryFn: ({ signal }) => api(vipCalls.getVipPersonalLevel, { lang }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useVipLevels() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...vipKey, 'levels', lang],
    queryFn: ({ signal }) => api(vipCalls.getVipLevels, { lang }, { silent: true, signal }),
  });
}

export function useLevelBenefits(levelId: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...vipKey, 'benefits', levelId, lang],
    queryFn: ({ signal }) =>
      api(vipCalls.getVipLevelBenefits, { levelId: levelId ?? 1, lang }, { silent: true, signal }),
    enabled: levelId !== null,
    staleTime: 0,
  });
}

export function useEnjoyedBenefits(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...vipKey, 'enjoyed', lang],
    queryFn: ({ signal }) => api(vipCalls.getVipEnjoyedBenefits, { lang }, { silent: true, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useVipLogs() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...vipKey, 'logs', lang],
    queryFn: ({ signal }) =>
      api(vipCalls.getVipBenefitLogs, { page: 1, size: 50, lang }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useCashBack() {
  return useQuery({
    queryKey: [...vipKey, 'cash-back'],
    queryFn: ({ signal }) => api(vipCalls.getVipCashBack, undefined, { silent: true, signal }),
    staleTime: 0,
  });
}

/** Claims a benefit; 5002 (already claimed) is left to the caller's alert (spec: cash_back.alert_msg). */
export function useClaimBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (benefitsId: number) =>
      api(vipCalls.claimVipBenefit, { benefitsId }, { handledCodes: [ALREADY_CLAIMED] }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vipKey });
      return refreshBalances(queryClient);
    },
  });
}

/** Claims last week's cash back; 5003 and 5002 are left to the caller's alert. */
export function useClaimCashBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(vipCalls.claimVipCashBack, undefined, { handledCodes: [ALREADY_CLAIMED, NOT_READY] }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vipKey });
      return refreshBalances(queryClient);
    },
  });
}
