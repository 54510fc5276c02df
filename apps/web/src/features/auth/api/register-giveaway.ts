import type * as contract from '@sika/contract';
import type { CallData, SmsPurpose } from '@sika/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCalls } from '../../../lib/api/activity-calls.ts';
import { api, isApiError } from '../../../lib/api/index.ts';
import { startSession } from '../../../lib/session/index.ts';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type GiveawayBasic = CallData<typeof contract.getGiveawayBasic>;

export function useGiveaway(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['giveaway', id, lang],
    queryFn: ({ signal }) => api(activityCalls.getGiveawayBasic, { id, lang }, { silent: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The giveaway's `gifts` call sends the registration code (and refuses a device that already got the gift). */
export function giveawayCodeSender(id: number) {
  return (input: { mobile: string; purpose: SmsPurpose }) =>
    api(activityCalls.sendGiveawayCode, { id, mobile: input.mobile });
}

export interface GiveawayRegistration {
  id: number;
  mobile: string;
  password: string;
  smsCode?: string;
  adultConfirmed: boolean;
  termsVersion: string;
}

/** Registers (as `register` does, with the 18+/terms tick) and receives the gift once per number and phone. */
export function useRegisterGiveaway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveawayRegistration) => api(activityCalls.registerGiveaway, input),
    onError(error) {
      if (isApiError(error) && error.code === 5406)
        void queryClient.invalidateQueries({ queryKey: ['app-info'] });
    },
    onSuccess(result) {
      startSession(result);
      if (!readStored(storageKeys.registerTime)) writeStored(storageKeys.registerTime, String(Date.now()));
    },
  });
}
