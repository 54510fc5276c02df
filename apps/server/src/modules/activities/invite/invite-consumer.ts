import type { Tx } from '../../../db/transaction.ts';
import type { PlayerEventConsumer } from '../../outbox/index.ts';
import { refusedReason } from './abuse-rules.ts';
import {
  addWagered,
  type InviteeRow,
  insertReward,
  inviterOf,
  lockInvitee,
  recordFirstDeposit,
} from './invite-repository.ts';
import { findInviteConfig, type InviteConfig, taskReward } from './invite-settings.ts';

/**
 * Feeds the invitation tasks from the player-event outbox (docs/player-events.md): an invitee's first
 * credited deposit decides the abuse rules once and releases what they earned their inviter (registered,
 * first deposit ≥ X); their stakes count towards "wagered Y" (a rolled-back bet takes its stake off, never
 * below 0; an earned reward stays earned). Until the first deposit nothing is earned: rewards are held.
 * Receipts make a redelivered event a no-op; invite_rewards' UNIQUE (invitee, task) makes an earning single.
 */
export const invitationProgress: PlayerEventConsumer = {
  name: 'invitations',
  kinds: ['deposit', 'bet', 'rollback'],
  async handle(tx, event) {
    if (event.kind === 'rollback' && event.detail?.of !== 'bet') return;
    const inviterId = await inviterOf(tx, event.playerId);
    if (!inviterId) return;
    const config = await findInviteConfig(tx);
    if (!config) return;
    const invitee = await lockInvitee(tx, event.playerId, inviterId, event.occurredAt);

    if (event.kind === 'deposit') {
      if (invitee.first_deposit_at !== null) return;
      const transNo = typeof event.detail?.transNo === 'string' ? event.detail.transNo : null;
      const refused = await refusedReason(tx, { inviteeId: event.playerId, inviterId }, transNo);
      await recordFirstDeposit(tx, event.playerId, event.amountMinor, event.occurredAt, refused);
      invitee.first_deposit_at = event.occurredAt;
      invitee.first_deposit_minor = event.amountMinor;
      invitee.refused_reason = refused;
    } else {
      const sign = event.kind === 'rollback' ? -1 : 1;
      invitee.wagered_minor = await addWagered(tx, event.playerId, sign * event.amountMinor);
    }
    await earnReached(tx, config, invitee, event.occurredAt);
  },
};

async function earnReached(tx: Tx, config: InviteConfig, invitee: InviteeRow, now: Date) {
  if (invitee.first_deposit_at === null || invitee.refused_reason !== null) return;
  for (const task of config.tasks) {
    const amount = taskReward(task, {
      firstDepositMinor: invitee.first_deposit_minor,
      wageredMinor: invitee.wagered_minor,
    });
    if (amount <= 0) continue;
    await insertReward(tx, {
      inviterId: invitee.inviter_id,
      inviteeId: invitee.invitee_id,
      taskId: task.id,
      asset: task.asset,
      amount,
      now,
    });
  }
}
