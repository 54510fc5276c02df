import type { SmsPurpose } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';

export function sendSmsCode(input: { mobile: string; purpose: SmsPurpose }) {
  return api(calls.sendSmsCode, { ...input, mobile: wireMobile(input.mobile) });
}

export function useSendSmsCode(
  send: (input: {
    mobile: string;
    purpose: SmsPurpose;
  }) => Promise<{ resendInSeconds: number }> = sendSmsCode,
) {
  return useMutation({ mutationFn: send });
}
