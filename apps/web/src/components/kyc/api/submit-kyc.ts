import type { CallInput, KycStatus, submitKyc as submitKycCall } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY, queryClient } from '../../../lib/query-client.ts';
import { kycKey } from './get-kyc-fields.ts';

export type KycSubmission = CallInput<typeof submitKycCall>;

/** Errors: 1000 "Please check the content." with data.errors by field name; 1005 already submitted. */
export function submitKyc(input: KycSubmission): Promise<KycStatus> {
  return api(calls.submitKyc, input);
}

export function useSubmitKyc() {
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (status) => {
      queryClient.setQueryData(kycKey, (form) => (form ? { ...form, ...status } : form));
      void queryClient.invalidateQueries({ queryKey: kycKey });
      // The payout account's name comes from the approved KYC record.
      void queryClient.invalidateQueries({ queryKey: [PLAYER_KEY, 'withdraw', 'channels'] });
    },
  });
}
