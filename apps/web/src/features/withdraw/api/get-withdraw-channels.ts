import type { CallData, getWithdrawChannels as getWithdrawChannelsCall } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type WithdrawChannels = CallData<typeof getWithdrawChannelsCall>;

export function getWithdrawChannels(signal?: AbortSignal): Promise<WithdrawChannels> {
  return api(calls.getWithdrawChannels, undefined, { silent: true, signal });
}

export const withdrawChannelsKey = [PLAYER_KEY, 'withdraw', 'channels'] as const;

/** The market's channels with their fees, the default one and the payout account (spec core §3, §4). */
export function withdrawChannelsQueryOptions() {
  return queryOptions({
    queryKey: withdrawChannelsKey,
    queryFn: ({ signal }) => getWithdrawChannels(signal),
  });
}

export function useWithdrawChannels(enabled = true) {
  return useQuery({ ...withdrawChannelsQueryOptions(), enabled });
}
