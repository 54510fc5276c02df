import type { CallData, listInvitees, listInviteRewards } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { maskMobile } from '../spins/spin-view.ts';
import { invitationProgress } from './invite-consumer.ts';
import { listInviteeRows, listRewardRows } from './invite-repository.ts';
import { findInviteConfig } from './invite-settings.ts';

/** The inviter's invitees, newest first, masked. No errors. */
export async function listInviteesOf(
  ctx: ServerContext,
  inviterId: string,
  page: { page: number; size: number },
): Promise<CallData<typeof listInvitees>> {
  await deliverPlayerEvents(ctx, invitationProgress);
  const rows = await listInviteeRows(ctx.db, inviterId, page.page, page.size);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((row) => ({
      mobile: maskMobile(row.mobile),
      registeredAt: row.created_at.toISOString(),
      channel: row.channel,
      state: row.refused_reason ? 'refused' : row.first_deposit_at ? 'qualified' : 'waiting',
      refusedReason: row.refused_reason,
      wageredMinor: row.wagered_minor,
      earnedMinor: row.earned,
    })),
  };
}

/** The rewards the inviter's invitees earned, newest first. No errors. */
export async function listInviteRewardsOf(
  ctx: ServerContext,
  inviterId: string,
  page: { page: number; size: number },
): Promise<CallData<typeof listInviteRewards>> {
  await deliverPlayerEvents(ctx, invitationProgress);
  const config = await findInviteConfig(ctx.db);
  const kinds = new Map((config?.tasks ?? []).map((task) => [task.id, task.kind]));
  const rows = await listRewardRows(ctx.db, inviterId, page.page, page.size);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      inviteeMobile: maskMobile(row.mobile),
      taskId: row.task_id,
      kind: kinds.get(row.task_id) ?? 'registered',
      amount: row.amount,
      asset: row.asset,
      state: row.paid_at ? 'paid' : 'claimable',
      earnedAt: row.earned_at.toISOString(),
      paidAt: row.paid_at?.toISOString() ?? null,
    })),
  };
}
