import type * as contract from '@sika/contract';
import type { CallData, SelfExclusionPeriod } from '@sika/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { profileKey } from '../../../lib/session/index.ts';

export type SelfExclusionRecord = CallData<typeof contract.setSelfExclusion>;

/**
 * Takes effect at once (decisions 005, 017): the session stays, paused (withdrawals and messages only), so
 * the profile is asked again to learn the pause. Errors: 1101 wrong password, 1006 too many tries (shown
 * by the API client).
 */
export function setSelfExclusion(input: { period: SelfExclusionPeriod; password: string }) {
  return api(calls.setSelfExclusion, input);
}

export function useSetSelfExclusion(onExcluded: (record: SelfExclusionRecord) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSelfExclusion,
    onSuccess: (record) => {
      onExcluded(record);
      void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
    },
  });
}
