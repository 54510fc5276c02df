import type { CallData, getVipCashBack } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { cashBackPeriod, weekOf } from './calendar.ts';
import { cashBackFigures, cashBackSettings, lastWeekPeriod, settledWeek, toWeekView } from './cash-back.ts';
import { listWeeks } from './cash-back-repository.ts';

const HISTORY_WEEKS = 12;

/** The cash back page: this week so far, last week (claimable in its window), and earlier stored weeks. */
export async function getCashBack(
  ctx: ServerContext,
  playerId: string,
): Promise<CallData<typeof getVipCashBack>> {
  const now = ctx.now();
  const thisPeriod = cashBackPeriod(ctx, weekOf(ctx, now));
  const lastPeriod = lastWeekPeriod(ctx, now);
  const thisWeek = await cashBackFigures(ctx, playerId, thisPeriod);
  const lastWeek = await settledWeek(ctx, playerId, lastPeriod);
  const earlier = await listWeeks(ctx.db, playerId, lastPeriod.weekStart, HISTORY_WEEKS);
  return {
    asset: (await cashBackSettings(ctx.db)).asset,
    thisWeek: toWeekView(thisPeriod, { ...thisWeek, claimedAt: null }, now),
    lastWeek: toWeekView(lastPeriod, lastWeek, now),
    history: earlier.map((week) => toWeekView(cashBackPeriod(ctx, week.weekStart), week, now)),
  };
}
