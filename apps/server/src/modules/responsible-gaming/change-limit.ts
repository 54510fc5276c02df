import type { LimitKind, LimitPeriod } from '@sika/contract';
import { SESSION_LIMIT_MINUTES } from '@sika/contract';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { changeLimit, effectiveValue, isStricter, NO_LIMIT, PERIODS_OF } from './limits.ts';
import { ensureRgPlayer, insertLimitChange, listLimits, saveLimit } from './rg-repository.ts';

/** The most a money limit may be: the largest deposit order ten times over, far inside a safe integer. */
const MAX_MONEY_LIMIT_MINOR = 100_000_000_000;

export interface LimitChange {
  playerId: string;
  kind: LimitKind;
  period: LimitPeriod;
  /** null: remove. */
  value: number | null;
  now: Date;
  /** A player, or compliance staff with a reason (which may only make it stricter). */
  by: { actor: 'player' } | { actor: 'compliance'; staff: string; reason: string };
}

/**
 * Changes one limit in the caller's transaction, under the player's row lock, and records it
 * (rg_limit_changes). Returns when the asked value holds.
 * Errors: BAD_REQUEST (period not of this kind, value out of range), LIMIT_RAISE_REFUSED (compliance
 * asking for a looser limit).
 */
export async function applyLimitChange(tx: Tx, change: LimitChange): Promise<{ effectiveAt: Date }> {
  assertShape(change);
  await ensureRgPlayer(tx, change.playerId, change.now);
  const rows = await listLimits(tx, change.playerId, change.kind);
  const state = rows.find((row) => row.period === change.period) ?? NO_LIMIT;
  if (change.by.actor === 'compliance' && !isStricter(change.value, effectiveValue(state, change.now))) {
    throw new AppError('LIMIT_RAISE_REFUSED');
  }
  const { next, old, effectiveAt } = changeLimit(state, change.value, change.now);
  await saveLimit(tx, change.playerId, { kind: change.kind, period: change.period, ...next }, change.now);
  await insertLimitChange(tx, {
    playerId: change.playerId,
    kind: change.kind,
    period: change.period,
    oldValue: old,
    newValue: change.value,
    effectiveAt,
    actor: change.by.actor,
    staff: change.by.actor === 'compliance' ? change.by.staff : null,
    reason: change.by.actor === 'compliance' ? change.by.reason : null,
    at: change.now,
  });
  return { effectiveAt };
}

function assertShape(change: LimitChange): void {
  if (!PERIODS_OF[change.kind].includes(change.period)) {
    throw new AppError('BAD_REQUEST', { message: `A ${change.kind} limit has no ${change.period} period.` });
  }
  if (change.value === null) return;
  if (!Number.isSafeInteger(change.value) || change.value <= 0) throw new AppError('AMOUNT_INVALID');
  if (change.kind === 'session') {
    if (change.value < SESSION_LIMIT_MINUTES.min || change.value > SESSION_LIMIT_MINUTES.max) {
      throw new AppError('BAD_REQUEST', {
        message: `A session limit is ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes.`,
      });
    }
  } else if (change.value > MAX_MONEY_LIMIT_MINOR) {
    throw new AppError('AMOUNT_INVALID');
  }
}
