import type { DailyBonusEntry } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { localToday, requireActivity } from '../../rewards/index.ts';
import { findLastSignIn, listSignDays } from './daily-sign-repository.ts';
import { streakOf } from './streak.ts';

/** The 7 tiles: signed ones (status 1) up to the current streak, and which one is today's. */
export async function previewDailyBonus(ctx: ServerContext, playerId: string): Promise<DailyBonusEntry[]> {
  await requireActivity(ctx.db, 'daily-sign');
  const today = localToday(ctx);
  const streak = streakOf(await findLastSignIn(ctx.db, playerId, today), today);
  const signedUpTo = streak.signedToday ? streak.todayDay : streak.signedBefore;
  return (await listSignDays(ctx.db)).map((d) => ({
    day: d.day,
    status: d.day <= signedUpTo ? 1 : 0,
    cashBack: d.amount,
    asset: d.asset,
    today: d.day === streak.todayDay,
    grand: d.day === 7,
  }));
}
