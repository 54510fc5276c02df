import type { AuthResult } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls, errorCodes } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';
import { startSession } from '../../../lib/session/index.ts';

export interface SmsLogin {
  mobile: string;
  smsCode: string;
  selfInclusion?: boolean;
}

export function loginBySmsCode(input: SmsLogin): Promise<AuthResult> {
  return api(
    calls.loginBySmsCode,
    { ...input, mobile: wireMobile(input.mobile) },
    { handledCodes: [errorCodes.SELF_EXCLUDED] },
  );
}

export function useLoginBySmsCode() {
  return useMutation({ mutationFn: loginBySmsCode, onSuccess: startSession });
}
