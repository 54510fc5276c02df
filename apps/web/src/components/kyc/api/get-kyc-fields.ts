import type { CallData, getKycFields as getKycFieldsCall } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export type KycForm = CallData<typeof getKycFieldsCall>;

export function getKycFields(signal?: AbortSignal): Promise<KycForm> {
  return api(calls.getKycFields, undefined, { silent: true, signal });
}

export const kycKey = [PLAYER_KEY, 'kyc'] as const;

/** The KYC popup's fields and the player's KYC state (spec core §3 KYC, §4 KYC on withdraw). */
export function kycFieldsQueryOptions() {
  return queryOptions({
    queryKey: kycKey,
    queryFn: ({ signal }) => getKycFields(signal),
    // Entering /withdraw asks afresh (spec core §4: fetched on activation).
    staleTime: 0,
  });
}

export function useKycFields(enabled = true) {
  return useQuery({ ...kycFieldsQueryOptions(), enabled });
}
