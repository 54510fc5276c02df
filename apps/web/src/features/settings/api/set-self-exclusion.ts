import type * as contract from '@sika/contract';
import type { CallData, SelfExclusionPeriod } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { endSession } from '../../../lib/session/index.ts';

export type SelfExclusionRecord = CallData<typeof contract.setSelfExclusion>;

/**
 * Takes effect at once (decision 005): the server ends every session of the player, this one included, so
 * the local session is cleared as soon as the answer arrives. Errors: 1101 wrong password, 1006 too many
 * tries (shown by the API client).
 */
export function setSelfExclusion(input: { period: SelfExclusionPeriod; password: string }) {
  return api(calls.setSelfExclusion, input);
}

export function useSetSelfExclusion(onExcluded: (record: SelfExclusionRecord) => void) {
  return useMutation({
    mutationFn: setSelfExclusion,
    onSuccess: (record) => {
      onExcluded(record);
      endSession();
    },
  });
}
