import type { AuthResult } from '@sika/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, calls, isApiError } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';
import { referralGuid } from '../../../lib/referral.ts';
import { startSession } from '../../../lib/session/index.ts';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

export interface Registration {
  mobile: string;
  password: string;
  confirmPassword: string;
  smsCode?: string;
  inviteCode?: string;
  /** The tick "18 or older, I accept the terms" and the terms version it accepts (getAppInfo's). */
  adultConfirmed: boolean;
  termsVersion: string;
}

/** The referral guid cookie (1 day) rides along; the server also reads it from the cookie. */
export function register(input: Registration): Promise<AuthResult> {
  return api(calls.register, { ...input, mobile: wireMobile(input.mobile), guid: referralGuid() });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onError(error) {
      // The terms changed since the page was opened: read the new version, so the next tap accepts it.
      if (isApiError(error) && error.code === 5406)
        void queryClient.invalidateQueries({ queryKey: ['app-info'] });
    },
    onSuccess(result) {
      startSession(result);
      // Spec core §3 Stored locally: RegisterTime, read later by the app-rating prompt (24 h after).
      if (!readStored(storageKeys.registerTime)) writeStored(storageKeys.registerTime, String(Date.now()));
    },
  });
}
