import {
  claimInviteRewards,
  getInviteDetail,
  getInviteTasks,
  listInvitees,
  listInviteRewards,
  openInvitation,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { clientInfo } from '../../../http/request-context.ts';
import { registerCall } from '../../../http/route.ts';
import { claimInviteRewardsOf } from './claim-invite-rewards.ts';
import { getInviteDetailOf, getInviteTasksOf } from './get-invite-detail.ts';
import { listInviteesOf, listInviteRewardsOf } from './list-invitees.ts';
import { openInvitationLink } from './open-invitation.ts';

export function inviteRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getInviteDetail, ({ player, query }) =>
    getInviteDetailOf(ctx, player.playerId, query.lang),
  );
  registerCall(app, getInviteTasks, ({ player }) => getInviteTasksOf(ctx, player?.playerId ?? null));
  registerCall(app, listInvitees, ({ player, query }) => listInviteesOf(ctx, player.playerId, query));
  registerCall(app, listInviteRewards, ({ player, query }) =>
    listInviteRewardsOf(ctx, player.playerId, query),
  );
  registerCall(app, claimInviteRewards, ({ player, body }) =>
    claimInviteRewardsOf(ctx, player.playerId, body.id),
  );
  registerCall(app, openInvitation, ({ player, body, request }) =>
    openInvitationLink(ctx, body, {
      playerId: player?.playerId ?? null,
      deviceId: clientInfo(request).deviceId,
    }),
  );
}
