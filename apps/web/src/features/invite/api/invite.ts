import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { inviteCalls } from '../../../lib/api/invite-calls.ts';
import { refreshBalances } from '../../../lib/rewards/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type InviteDetail = CallData<typeof contract.getInviteDetail>;
export type InviteTasks = CallData<typeof contract.getInviteTasks>;
export type Invitees = CallData<typeof contract.listInvitees>;
export type InviteRewards = CallData<typeof contract.listInviteRewards>;
export type InvitationLanding = CallData<typeof contract.openInvitation>;

const inviteKey = ['invite'] as const;
/** Nothing to claim: the page answers it with its own words rather than a toast. */
export const NOTHING_TO_CLAIM = 5671;

export function useInviteDetail() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...inviteKey, 'detail', lang],
    queryFn: ({ signal }) => api(inviteCalls.getInviteDetail, { lang }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useInviteTasks() {
  return useQuery({
    queryKey: [...inviteKey, 'tasks'],
    queryFn: ({ signal }) => api(inviteCalls.getInviteTasks, undefined, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useInvitees() {
  return useQuery({
    queryKey: [...inviteKey, 'invitees'],
    queryFn: ({ signal }) => api(inviteCalls.listInvitees, { page: 1, size: 50 }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useInviteRewards() {
  return useQuery({
    queryKey: [...inviteKey, 'rewards'],
    queryFn: ({ signal }) =>
      api(inviteCalls.listInviteRewards, { page: 1, size: 50 }, { silent: true, signal }),
    staleTime: 0,
  });
}

/** Claims every claimable invitation reward; 5671 is left to the caller. */
export function useClaimInviteRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(inviteCalls.claimInviteRewards, {}, { handledCodes: [NOTHING_TO_CLAIM] }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inviteKey });
      return refreshBalances(queryClient);
    },
  });
}

/** The landing of a share link: records the click once per page view (5670, 5672 shown by the page). */
export function useInvitationLanding(code: string, channel: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...inviteKey, 'open', code, channel],
    queryFn: () => api(inviteCalls.openInvitation, { code, channel, lang }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
