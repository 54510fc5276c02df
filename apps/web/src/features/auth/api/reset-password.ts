import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';

export interface PasswordReset {
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(input: PasswordReset) {
  return api(calls.resetPassword, { ...input, mobile: wireMobile(input.mobile) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
