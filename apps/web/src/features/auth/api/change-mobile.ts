import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { wireMobile } from '../../../lib/app-info.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { profileKey } from '../../../lib/session/index.ts';

export interface MobileChange {
  mobile: string;
  smsCode: string;
  password: string;
}

export function changeMobile(input: MobileChange) {
  return api(calls.changeMobile, { ...input, mobile: wireMobile(input.mobile) });
}

export function useChangeMobile() {
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
