import type { Appeal } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY, queryClient } from '../../../lib/query-client.ts';

export interface AppealSubmission {
  transNo: string;
  transactionId: string;
  remark?: string;
  receipt: Blob;
}

/** Multipart: the transaction id, an optional remark and the receipt image (spec core §5: at most 10 MB). */
export function submitAppeal(input: AppealSubmission): Promise<Appeal> {
  return api(calls.submitDepositAppeal, {
    transNo: input.transNo,
    transactionId: input.transactionId,
    remark: input.remark || undefined,
    receipt: input.receipt,
  });
}

export function useSubmitAppeal() {
  return useMutation({
    mutationFn: submitAppeal,
    onSuccess(appeal) {
      queryClient.setQueryData([PLAYER_KEY, 'appeal', appeal.id], appeal);
      void queryClient.invalidateQueries({ queryKey: [PLAYER_KEY, 'appeals'] });
      void queryClient.invalidateQueries({ queryKey: [PLAYER_KEY, 'appeal-form', appeal.transNo] });
    },
  });
}
