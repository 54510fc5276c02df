import type * as contract from '@sika/contract';
import { call } from './calls.ts';

const invite = '/api/activity-service/invite';

/** The invitation calls (issue 17), apart from `calls` so that only the lazy invite screens carry them. */
export const inviteCalls = {
  getInviteDetail: call<typeof contract.getInviteDetail>({
    method: 'GET',
    path: `${invite}/detail`,
    auth: 'player',
  }),
  getInviteTasks: call<typeof contract.getInviteTasks>({
    method: 'GET',
    path: `${invite}/tasks`,
    auth: 'optional',
  }),
  listInvitees: call<typeof contract.listInvitees>({
    method: 'GET',
    path: `${invite}/invitees`,
    auth: 'player',
  }),
  listInviteRewards: call<typeof contract.listInviteRewards>({
    method: 'GET',
    path: `${invite}/rewards`,
    auth: 'player',
  }),
  claimInviteRewards: call<typeof contract.claimInviteRewards>({
    method: 'POST',
    path: `${invite}/claim`,
    auth: 'player',
  }),
  openInvitation: call<typeof contract.openInvitation>({
    method: 'POST',
    path: `${invite}/open`,
    auth: 'optional',
  }),
};
