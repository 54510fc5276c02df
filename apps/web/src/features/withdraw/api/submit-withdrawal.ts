import type { CallInput, submitWithdrawal as submitWithdrawalCall, WithdrawOrder } from '@sika/contract';
import { api, calls, errorCodes, isApiError } from '../../../lib/api/index.ts';
import { PLAYER_KEY, queryClient } from '../../../lib/query-client.ts';
import { profileKey } from '../../../lib/session/index.ts';
import { withdrawChannelsKey } from './get-withdraw-channels.ts';

export type WithdrawSubmission = CallInput<typeof submitWithdrawalCall> & { idempotencyKey: string };

export function submitWithdrawal(input: WithdrawSubmission): Promise<WithdrawOrder> {
  // 5201 (active bonuses would be forfeited) is the confirmation's to ask, not a toast.
  return api(calls.submitWithdrawal, input, { handledCodes: [errorCodes.BONUS_FORFEIT_UNCONFIRMED] });
}

/**
 * One submission per idempotency key for the life of the page: a re-render, a remount (React's strict
 * mode mounts twice) or a second tap waits for the same request instead of sending another. A retry after
 * a lost answer sends the same key again, and the server answers with the order it already made.
 */
const submissions = new Map<string, Promise<WithdrawOrder>>();

export function submitWithdrawalOnce(input: WithdrawSubmission): Promise<WithdrawOrder> {
  const known = submissions.get(input.idempotencyKey);
  if (known) return known;
  const request = submitWithdrawal(input).then(
    (order) => {
      // Success refreshes the balance (spec core §4 Withdraw preview) and whatever shows the withdrawal.
      void queryClient.invalidateQueries({ queryKey: profileKey });
      void queryClient.invalidateQueries({ queryKey: [PLAYER_KEY, 'withdraw'] });
      return order;
    },
    (error: unknown) => {
      // A failed request may be sent again (with the same key) by a retry.
      submissions.delete(input.idempotencyKey);
      // The bank account changed or is gone (another tab, another device): show the one the server has.
      if (
        isApiError(error) &&
        (error.code === errorCodes.BANK_ACCOUNT_CHANGED || error.code === errorCodes.BANK_ACCOUNT_REQUIRED)
      ) {
        void queryClient.invalidateQueries({ queryKey: withdrawChannelsKey });
      }
      throw error;
    },
  );
  submissions.set(input.idempotencyKey, request);
  return request;
}
