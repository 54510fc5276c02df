import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function changePassword(input: PasswordChange) {
  return api(calls.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
