import type { AdminWithdrawal, WithdrawReason } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import {
  checkPayout,
  findWithdrawOrder,
  listOrdersNeedingStaff,
  settleByOperator,
} from '../withdrawals/index.ts';
import { type Actor, audited, writeAudit } from './audit.ts';
import { payoutStateOf, toAdminWithdrawal } from './queue-views.ts';

/** Payouts that need a person (docs/withdrawals.md, Expiry and escalation). */

export async function listWithdrawalsForStaff(
  ctx: ServerContext,
  queue: 'escalated' | 'unknown' | 'review',
): Promise<AdminWithdrawal[]> {
  return (await listOrdersNeedingStaff(ctx.db, queue, 200)).map(toAdminWithdrawal);
}

/**
 * Asks the provider about the payout now (its status query, the only word that moves money on its own) and
 * applies a confirmed answer. The settlement is the withdrawals module's, in its own transaction; the audit
 * row records the question and what changed. Errors: NOT_FOUND.
 */
export async function checkWithdrawalAsStaff(
  ctx: ServerContext,
  actor: Actor,
  orderId: string,
): Promise<AdminWithdrawal> {
  const before = await findWithdrawOrder(ctx.db, orderId);
  if (!before) throw new AppError('NOT_FOUND');
  const after = (await checkPayout(ctx, orderId, 'check')) ?? before;
  await inTransaction(ctx.db, (tx) =>
    writeAudit(
      tx,
      {
        staffId: actor.staffId,
        ip: actor.ip,
        action: 'withdrawal.check',
        targetType: 'withdrawal',
        targetId: orderId,
        before: payoutStateOf(before),
        after: payoutStateOf(after),
      },
      ctx.now(),
    ),
  );
  return toAdminWithdrawal(after);
}

/**
 * Settles an escalated or unknown payout on the provider's statement (paid, or failed with the reason the
 * player reads), with its audit row, in one transaction. Errors: NOT_FOUND, WITHDRAWAL_NOT_OPEN.
 */
export async function settleWithdrawalAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { orderId: string; outcome: 'paid' | 'failed'; failure?: WithdrawReason; reason: string },
): Promise<AdminWithdrawal> {
  const after = await audited(
    ctx,
    actor,
    {
      action: `withdrawal.settle_${input.outcome}`,
      targetType: 'withdrawal',
      targetId: input.orderId,
      reason: input.reason,
    },
    async (tx) => {
      const { before, after } = await settleByOperator(ctx, tx, {
        orderId: input.orderId,
        outcome: input.outcome,
        ...(input.failure ? { failure: input.failure } : {}),
        note: `${actor.staffId}: ${input.reason}`,
      });
      return { before: payoutStateOf(before), after: payoutStateOf(after), result: after };
    },
  );
  return toAdminWithdrawal(after);
}
