import type { CallData, DepositOrder, getPayForm as getPayFormCall } from '@sika/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

/**
 * The pay hall (/pay/hall/panpay, /pay/hall/mpesa, /pay/deposit/mpesa): an order opened from its link
 * (transNo and sign), no session needed. `payToken` is the order's transNo.
 */
export interface PayLink {
  transNo: string;
  sign: string;
}

export type PayForm = CallData<typeof getPayFormCall>;

export function getPayForm(link: PayLink, signal?: AbortSignal): Promise<PayForm> {
  return api(calls.getPayForm, { payToken: link.transNo, sign: link.sign }, { silent: true, signal });
}

export function payFormQueryOptions(link: PayLink) {
  return queryOptions({
    queryKey: ['pay-hall', link.transNo, link.sign],
    queryFn: ({ signal }) => getPayForm(link, signal),
    staleTime: 0,
    retry: false,
  });
}

export function usePayForm(link: PayLink) {
  return useQuery(payFormQueryOptions(link));
}

/** The hall's Pay: sends the prompt. `mobile` pays from another number (extendInfo). */
export function initPayment(link: PayLink, payChannelId: number, mobile?: string): Promise<DepositOrder> {
  return api(calls.initPayment, {
    payToken: link.transNo,
    sign: link.sign,
    payChannelId,
    extendInfo: mobile ? JSON.stringify({ mobile }) : undefined,
  });
}

export function useInitPayment(link: PayLink) {
  return useMutation({
    mutationFn: (input: { payChannelId: number; mobile?: string }) =>
      initPayment(link, input.payChannelId, input.mobile),
  });
}

/** The hall's poller (spec activities §7 get-payment-result {transNo, sign}); silent, as every poll. */
export function getPaymentResult(link: PayLink, signal?: AbortSignal): Promise<DepositOrder> {
  return api(calls.getPaymentResult, { transNo: link.transNo, sign: link.sign }, { silent: true, signal });
}
