import {
  type CallData,
  type getInviteDetail,
  type getInviteTasks,
  invitationPath,
  type Language,
  OPTION_TYPE,
  shareChannels,
} from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { readOption } from '../../options/index.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { findPlayerById } from '../../players/index.ts';
import { invitationProgress } from './invite-consumer.ts';
import { inviteTotals, rewardsPerTask } from './invite-repository.ts';
import { findInviteConfig, toInviteTask } from './invite-settings.ts';

/** The invitation texts of options 4009 (top) and 4008 (bottom), in the player's language. */
export async function invitationTexts(ctx: ServerContext, lang: Language) {
  return {
    topText: (await readOption(ctx, OPTION_TYPE.INVITATION_TOP_TEXT, lang)) ?? '',
    bottomText: (await readOption(ctx, OPTION_TYPE.INVITATION_BOTTOM_TEXT, lang)) ?? '',
  };
}

/** The refer-a-friend page of a signed-in player. Errors: UNAUTHORIZED. */
export async function getInviteDetailOf(
  ctx: ServerContext,
  playerId: string,
  lang: Language,
): Promise<CallData<typeof getInviteDetail>> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED');
  // A fresh read: what the outbox has not yet handed over is counted first (docs/player-events.md).
  await deliverPlayerEvents(ctx, invitationProgress);
  const config = await findInviteConfig(ctx.db);
  const totals = await inviteTotals(ctx.db, playerId);
  return {
    enable: Boolean(config?.enabled),
    activityId: config?.activityId ?? 1,
    inviteCode: player.invite_code,
    links: shareChannels.map((channel, i) => ({
      channel,
      number: i + 1,
      path: invitationPath(player.invite_code, channel),
    })),
    ...(await invitationTexts(ctx, lang)),
    invited: totals.invited,
    qualified: totals.qualified,
    clicks: totals.clicks,
    earnedMinor: totals.earned,
    paidMinor: totals.paid,
    claimableMinor: totals.earned - totals.paid,
    asset: config?.asset ?? 'cash',
  };
}

/** The tasks, with the signed-in inviter's counts (zeros for a visitor). No errors. */
export async function getInviteTasksOf(
  ctx: ServerContext,
  playerId: string | null,
): Promise<CallData<typeof getInviteTasks>> {
  const config = await findInviteConfig(ctx.db);
  const perTask = playerId ? await rewardsPerTask(ctx.db, playerId) : new Map();
  return {
    enable: Boolean(config?.enabled),
    activityId: config?.activityId ?? 1,
    tasks: (config?.tasks ?? []).map((task) => {
      const mine = perTask.get(task.id);
      return toInviteTask(task, mine?.reached ?? 0, mine?.earned ?? 0);
    }),
  };
}
