import { appealReasons } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { insertAppealEvent, lockAppeal, setAppealStatus } from './appeal-repository.ts';
import { canMove, needsReason, statusName } from './appeal-states.ts';

export interface AppealMove {
  appealId: string;
  to: number;
  reason?: string | null;
  /** Shown to the player on the timeline. */
  note?: string | null;
  actor: 'agent' | 'operations' | 'system';
}

/**
 * Moves an appeal one step forward, under its row lock, and writes the step on its timeline; in `tx` when
 * given (the back office writes its audit row in the same transaction), else in one of its own. Answers the
 * status it moved from.
 * Errors: NOT_FOUND, CONFLICT (a move the status does not allow), BAD_REQUEST (a rejection without one
 * of the five reasons, or a reason where none belongs).
 */
export async function moveAppeal(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  move: AppealMove,
  tx?: Tx,
): Promise<{ from: number }> {
  const reason = move.reason ?? null;
  if (needsReason(move.to) !== (reason !== null)) {
    throw new AppError('BAD_REQUEST', {
      message: needsReason(move.to)
        ? `${statusName(move.to)} needs a reason: ${appealReasons.join(', ')}`
        : `${statusName(move.to)} takes no reason`,
    });
  }
  if (reason !== null && !(appealReasons as readonly string[]).includes(reason)) {
    throw new AppError('BAD_REQUEST', { message: `the reason is one of ${appealReasons.join(', ')}` });
  }
  const work = async (tx: Tx) => {
    const appeal = await lockAppeal(tx, move.appealId);
    if (!appeal) throw new AppError('NOT_FOUND');
    if (!canMove(appeal.status, move.to)) {
      throw new AppError('CONFLICT', {
        message: `an appeal ${statusName(appeal.status)} cannot become ${statusName(move.to)}`,
      });
    }
    const at = ctx.now();
    await setAppealStatus(tx, appeal.id, { status: move.to, reason, at });
    const note = move.note?.trim() || null;
    await insertAppealEvent(tx, {
      appealId: appeal.id,
      status: move.to,
      reason,
      note,
      actor: move.actor,
      at,
    });
    return { from: appeal.status };
  };
  return tx ? work(tx) : inTransaction(ctx.db, work);
}
