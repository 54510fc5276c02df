import type { RewardAsset } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { grantReward, localToday, requireActivity } from '../rewards/index.ts';
import { CASH_BACK_ACTIVITY, cashBackSettings, lastWeekPeriod, settledWeek } from './cash-back.ts';
import { markClaimed } from './cash-back-repository.ts';

/**
 * Claims last week's cash back inside its window (Monday 06:00 to Sunday 23:59:59 local), once: the grant
 * key `cash-back:{player}:{week}` is unique, so of any number of parallel claims exactly one credits.
 * Errors: BONUS_NOT_READY (outside the window), CASH_BACK_NONE, ALREADY_CLAIMED, ACTIVITY_INVALID,
 * REWARD_BUDGET_SPENT, SELF_EXCLUDED — nothing is credited on any of them.
 */
export async function claimCashBack(
  ctx: ServerContext,
  playerId: string,
): Promise<{ weekStart: string; amount: number; asset: RewardAsset }> {
  const now = ctx.now();
  const period = lastWeekPeriod(ctx, now);
  // Before Monday 06:00 last week's window has not opened, and the week before's closed at midnight.
  if (now < period.claimOpensAt || now >= period.claimClosesAt) throw new AppError('BONUS_NOT_READY');
  await requireActivity(ctx.db, CASH_BACK_ACTIVITY);
  const week = await settledWeek(ctx, playerId, period);
  if (week.claimedAt) throw new AppError('ALREADY_CLAIMED');
  if (week.amountMinor <= 0) throw new AppError('CASH_BACK_NONE');
  const { asset } = await cashBackSettings(ctx.db);
  return inTransaction(ctx.db, async (tx) => {
    const grant = await grantReward(tx, {
      activity: CASH_BACK_ACTIVITY,
      playerId,
      idempotencyKey: `cash-back:${playerId}:${period.weekStart}`,
      localDate: localToday(ctx, now),
      credits: [{ asset, amount: week.amountMinor }],
      kind: 'bonus',
      reference: `Cash back ${period.weekStart}`,
      source: 'cash_back',
      now,
    });
    if (!grant.created) throw new AppError('ALREADY_CLAIMED');
    await markClaimed(tx, playerId, period.weekStart, grant.id, now);
    return { weekStart: period.weekStart, amount: week.amountMinor, asset };
  });
}
