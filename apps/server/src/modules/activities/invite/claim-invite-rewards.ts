import type { CallData, claimInviteRewards } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { grantReward, localToday } from '../../rewards/index.ts';
import { invitationProgress } from './invite-consumer.ts';
import { lockClaimable, markPaid } from './invite-repository.ts';
import { findInviteConfig, INVITE_ACTIVITY } from './invite-settings.ts';

/**
 * Pays the inviter's earned, unpaid invitation rewards (one by id, or all) through the rewards module: one
 * grant per invitee and task under `invite:{inviter}:{invitee}:{task}`, so whatever the concurrency or the
 * retries each is paid exactly once. Rows are locked in id order; a concurrent claim then finds them paid.
 * Errors: ACTIVITY_INVALID, INVITE_NOTHING_TO_CLAIM, REWARD_BUDGET_SPENT, PLAY_PAUSED.
 */
export async function claimInviteRewardsOf(
  ctx: ServerContext,
  inviterId: string,
  id: number | undefined,
): Promise<CallData<typeof claimInviteRewards>> {
  const config = await findInviteConfig(ctx.db);
  if (!config?.enabled) throw new AppError('ACTIVITY_INVALID', { internal: 'invite is off' });
  await deliverPlayerEvents(ctx, invitationProgress);
  const now = ctx.now();
  const today = localToday(ctx, now);
  return inTransaction(ctx.db, async (tx) => {
    const rows = await lockClaimable(tx, inviterId, id);
    if (rows.length === 0) throw new AppError('INVITE_NOTHING_TO_CLAIM');
    let paidMinor = 0;
    for (const row of rows) {
      const grant = await grantReward(tx, {
        activity: INVITE_ACTIVITY,
        playerId: inviterId,
        idempotencyKey: `invite:${inviterId}:${row.invitee_id}:${row.task_id}`,
        localDate: today,
        credits: [{ asset: row.asset, amount: row.amount }],
        kind: 'bonus',
        reference: 'Invitation reward',
        source: 'invite',
        now,
      });
      await markPaid(tx, row.id, grant.id, now);
      if (grant.created) paidMinor += row.amount;
    }
    return { count: rows.length, paidMinor, asset: rows[0]?.asset ?? config.asset };
  });
}
