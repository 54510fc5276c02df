import type {
  CallData,
  CallInput,
  resolvePayoutBankAccount as resolveCall,
  savePayoutBankAccount as saveCall,
} from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls, errorCodes } from '../../../lib/api/index.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { withdrawChannelsKey } from './get-withdraw-channels.ts';

export type BankAccountInput = CallInput<typeof resolveCall>;
export type ResolvedBankAccount = CallData<typeof resolveCall>;
export type SavedBankAccount = CallData<typeof saveCall>;

/** The bank's answers a player can act on: shown beside the form, not as a toast. */
const BANK_CODES = [
  errorCodes.BANK_NOT_LISTED,
  errorCodes.BANK_ACCOUNT_NOT_FOUND,
  errorCodes.BANK_LOOKUP_UNAVAILABLE,
  errorCodes.KYC_REQUIRED,
];

/** The holder's name as the bank gives it for this account number (stores nothing). Errors: 5755, 5756, 5757. */
export function resolveBankAccount(input: BankAccountInput): Promise<ResolvedBankAccount> {
  return api(calls.resolvePayoutBankAccount, input, { handledCodes: BANK_CODES });
}

/** Confirms the account withdrawals are paid to (resolved again by the server). Errors: 5755–5757, 6005. */
export function saveBankAccount(input: BankAccountInput): Promise<SavedBankAccount> {
  return api(calls.savePayoutBankAccount, input, { handledCodes: BANK_CODES });
}

export function useResolveBankAccount() {
  return useMutation({ mutationFn: resolveBankAccount });
}

/** Once saved, the channels call answers with the new payout account. */
export function useSaveBankAccount() {
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawChannelsKey }),
  });
}
