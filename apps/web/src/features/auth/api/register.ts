import type { AuthResult } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { referralGuid } from '../../../lib/referral.ts';
import { startSession } from '../../../lib/session/index.ts';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

export interface Registration {
  mobile: string;
  password: string;
  confirmPassword: string;
  smsCode?: string;
  inviteCode?: string;
}

/** The referral guid cookie (1 day) rides along; the server also reads it from the cookie. */
export function register(input: Registration): Promise<AuthResult> {
  return api(calls.register, { ...input, guid: referralGuid() });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess(result) {
      startSession(result);
      // Spec core §3 Stored locally: RegisterTime, read later by the app-rating prompt (24 h after).
      if (!readStored(storageKeys.registerTime)) writeStored(storageKeys.registerTime, String(Date.now()));
    },
  });
}
