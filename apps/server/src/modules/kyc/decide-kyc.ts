import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { KycRecordRow } from './tables.ts';

export interface KycDecision {
  recordId: string;
  decision: 'approve' | 'reject';
  /** Shown to the player on the withdraw page when rejected. */
  reason: string;
  /** Who decided: a staff member's id. */
  by: string;
  at: Date;
}

/**
 * An operator's decision on a record, in the caller's transaction (the back office writes its audit row in
 * the same one): a submitted record is approved or rejected; an approved one may be revoked (rejected). A
 * rejected record is final: the player submits a new one. Answers the record before and after.
 * Errors: NOT_FOUND, ALREADY_DECIDED (someone decided first, or the move is not allowed from its state).
 */
export async function decideKyc(
  tx: Tx,
  decision: KycDecision,
): Promise<{ before: KycRecordRow; after: KycRecordRow }> {
  const before = await tx
    .selectFrom('kyc_records')
    .selectAll()
    .where('id', '=', decision.recordId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw new AppError('NOT_FOUND');
  const allowed =
    before.state === 'submitted' || (before.state === 'approved' && decision.decision === 'reject');
  if (!allowed) throw new AppError('ALREADY_DECIDED');
  const after = await tx
    .updateTable('kyc_records')
    .set({
      state: decision.decision === 'approve' ? 'approved' : 'rejected',
      decided_by: decision.by,
      decision_reason: decision.reason,
      decided_at: decision.at,
    })
    .where('id', '=', decision.recordId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}
