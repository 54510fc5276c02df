import type { AuthResult } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls, errorCodes } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';
import { startSession } from '../../../lib/session/index.ts';

export interface PasswordLogin {
  mobile: string;
  password: string;
  selfInclusion?: boolean;
}

/** Self-exclusion (1003) is the page's to handle: it asks, then retries with selfInclusion. */
export function loginByPassword(input: PasswordLogin): Promise<AuthResult> {
  return api(
    calls.loginByPassword,
    { ...input, mobile: wireMobile(input.mobile) },
    { handledCodes: [errorCodes.SELF_EXCLUDED] },
  );
}

export function useLoginByPassword() {
  return useMutation({ mutationFn: loginByPassword, onSuccess: startSession });
}
