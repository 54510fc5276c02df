import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { effectiveValue, windowStart } from './limits.ts';
import { findPause, listLimits, lockRgPlayer } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

/**
 * Before a deposit order is made (so before any prompt reaches the phone): refuses a paused player, and a
 * deposit that would take the player's deposits over any deposit limit in force. Runs in the caller's
 * transaction, which must insert the order before it commits: the player's row lock taken here makes a
 * second deposit wait until this one's order counts, so two deposits can never together pass a limit.
 * Exactly the remaining room passes; one minor unit more is refused.
 * Errors: PLAY_PAUSED, DEPOSIT_LIMIT_REACHED (data: period, limitMinor, remainingMinor).
 */
export async function assertDepositWithinLimits(
  tx: Tx,
  usage: Pick<RgUsage, 'depositedSince'>,
  deposit: { playerId: string; amountMinor: number; now: Date },
): Promise<void> {
  const { playerId, amountMinor, now } = deposit;
  const pause = await findPause(tx, playerId, now, true);
  if (pause) {
    throw new AppError('PLAY_PAUSED', {
      data: { reason: pause.reason, until: pause.until?.toISOString() ?? null },
    });
  }
  if (!(await lockRgPlayer(tx, playerId))) return;
  for (const limit of await listLimits(tx, playerId, 'deposit')) {
    const value = effectiveValue(limit, now);
    if (value === null || limit.period === 'session') continue;
    const used = await usage.depositedSince(tx, playerId, windowStart(limit.period, now));
    if (used + amountMinor > value) {
      throw new AppError('DEPOSIT_LIMIT_REACHED', {
        data: { period: limit.period, limitMinor: value, remainingMinor: Math.max(0, value - used) },
      });
    }
  }
}
