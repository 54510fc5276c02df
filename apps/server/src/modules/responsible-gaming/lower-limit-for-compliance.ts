import type { LimitKind, LimitPeriod } from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { applyLimitChange } from './change-limit.ts';

export interface ComplianceLimitInput {
  playerId: string;
  kind: LimitKind;
  period: LimitPeriod;
  value: number;
  /** Who decided: a staff member's name or id, kept with the change. */
  staff: string;
  reason: string;
}

/**
 * A compliance officer sets a player's limit lower (or sets one where there was none), never higher, with
 * a reason; it holds at once and is kept in rg_limit_changes with the staff member and the reason. The
 * back office (apps/admin) is to call this; until then `npm run rg:limit` does (cli/lower-limit.ts).
 * Errors: BAD_REQUEST (no reason or staff, wrong period), AMOUNT_INVALID, LIMIT_RAISE_REFUSED, NOT_FOUND.
 */
export async function lowerLimitForCompliance(
  db: Db,
  input: ComplianceLimitInput,
  now: Date,
): Promise<{ effectiveAt: Date }> {
  const reason = input.reason.trim();
  const staff = input.staff.trim();
  if (reason.length < 5 || reason.length > 500 || staff === '' || staff.length > 100) {
    throw new AppError('BAD_REQUEST', {
      message: 'A staff name and a reason (5–500 characters) are required.',
    });
  }
  if (!/^[0-9a-f-]{36}$/i.test(input.playerId))
    throw new AppError('NOT_FOUND', { message: 'No such player.' });
  return inTransaction(db, async (tx) => {
    const player = await tx
      .selectFrom('players')
      .select('id')
      .where('id', '=', input.playerId)
      .executeTakeFirst();
    if (!player) throw new AppError('NOT_FOUND', { message: 'No such player.' });
    return applyLimitChange(tx, {
      playerId: input.playerId,
      kind: input.kind,
      period: input.period,
      value: input.value,
      now,
      by: { actor: 'compliance', staff, reason },
    });
  });
}
