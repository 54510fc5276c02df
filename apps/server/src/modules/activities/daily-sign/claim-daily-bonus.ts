import type { RewardAsset } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import { findLastSignIn, insertSignIn, listSignDays } from './daily-sign-repository.ts';
import { streakOf } from './streak.ts';

/**
 * Signs today in and pays today's tile, once per local day: the grant key `daily-sign:{player}:{date}` is
 * unique, so of 200 parallel presses exactly one pays and the others answer 5104.
 * Errors: ALREADY_SIGNED, ACTIVITY_INVALID, REWARD_BUDGET_SPENT, SELF_EXCLUDED.
 */
export async function claimDailyBonus(
  ctx: ServerContext,
  playerId: string,
): Promise<{ day: number; cashBack: number; asset: RewardAsset }> {
  await requireActivity(ctx.db, 'daily-sign');
  const now = ctx.now();
  const today = localToday(ctx, now);
  return inTransaction(ctx.db, async (tx) => {
    const streak = streakOf(await findLastSignIn(tx, playerId, today), today);
    if (streak.signedToday) throw new AppError('ALREADY_SIGNED');
    const tile = (await listSignDays(tx)).find((d) => d.day === streak.todayDay);
    if (!tile)
      throw new AppError('ACTIVITY_INVALID', { internal: `no reward configured for day ${streak.todayDay}` });
    const grant = await grantReward(tx, {
      activity: 'daily-sign',
      playerId,
      idempotencyKey: `daily-sign:${playerId}:${today}`,
      localDate: today,
      credits: [{ asset: tile.asset, amount: tile.amount }],
      kind: 'bonus',
      reference: `Daily sign-in day ${tile.day}`,
      source: 'daily_sign',
      now,
    });
    // A twin committed between our read and our claim: it signed today, not us.
    if (!grant.created) throw new AppError('ALREADY_SIGNED');
    await insertSignIn(tx, { playerId, localDate: today, day: tile.day, grantId: grant.id });
    return { day: tile.day, cashBack: tile.amount, asset: tile.asset };
  });
}
