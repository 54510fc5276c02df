import type { WithdrawReason } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { lockOrder } from './order-repository.ts';
import { STATE } from './payout-states.ts';
import { settleWithdrawal } from './settle-withdrawal.ts';
import type { WithdrawOrderRow } from './tables.ts';

export interface OperatorSettlement {
  orderId: string;
  /** What the provider's statement (portal, support line) says happened to the payout. */
  outcome: 'paid' | 'failed';
  /** For a failed payout: the reason the player reads (withdrawReasonLabels). */
  failure?: WithdrawReason;
  /** The operator's note: which statement, which ticket. Kept on the order's event. */
  note: string;
}

/**
 * An operator settles a payout that its status query cannot settle (escalated past its deadline, or its
 * outcome unknown), on the provider's statement, in the caller's transaction: paid posts the hold, failed
 * voids it back to the player's withdrawable balance. The same state machine as the provider's own answer,
 * so the hold is settled once whoever comes first. Answers the order before and after.
 * Errors: NOT_FOUND, WITHDRAWAL_NOT_OPEN (settled meanwhile, or not escalated nor unknown: ask the provider).
 */
export async function settleByOperator(
  ctx: ServerContext,
  tx: Tx,
  settlement: OperatorSettlement,
): Promise<{ before: WithdrawOrderRow; after: WithdrawOrderRow }> {
  const before = await lockOrder(tx, settlement.orderId);
  if (!before) throw new AppError('NOT_FOUND');
  const open = before.state === STATE.CREATED || before.state === STATE.PROCESSING;
  const stuck = before.escalated_at !== null || before.provider_status === 'UNKNOWN';
  if (!open || !stuck || before.sent_at === null) throw new AppError('WITHDRAWAL_NOT_OPEN');
  const note = settlement.note.slice(0, 200);
  const after = await settleWithdrawal(
    ctx,
    before.id,
    settlement.outcome === 'paid'
      ? { state: 'SUCCESSFUL', failure: null, amountMinor: null, currency: null, providerTxnId: null }
      : {
          state: 'FAILED',
          failure: {
            code: settlement.failure ?? 'PROVIDER_ERROR',
            providerCode: 'OPERATOR',
            providerText: note,
          },
          amountMinor: null,
          currency: null,
          providerTxnId: null,
        },
    'operator',
    tx,
  );
  if (!after) throw new AppError('NOT_FOUND');
  return { before, after };
}
