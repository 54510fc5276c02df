import { selfExclusionPeriods } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { PERIOD_DAYS } from './periods.ts';
import { findExclusionEnd, findExclusionHistory } from './self-exclusion-repository.ts';

const HISTORY_SHOWN = 20;

/** The choices and the player's past exclusions, newest first. No errors. */
export async function getSelfExclusion(ctx: ServerContext, playerId: string) {
  const [end, history] = await Promise.all([
    findExclusionEnd(ctx.db, playerId, ctx.now()),
    findExclusionHistory(ctx.db, playerId, HISTORY_SHOWN),
  ]);
  return {
    excluded: end !== null,
    periods: selfExclusionPeriods.map((period) => ({ period, days: PERIOD_DAYS[period] })),
    history: history.map((record) => ({
      period: record.period,
      startsAt: record.startsAt.toISOString(),
      until: record.until ? record.until.toISOString() : null,
      permanent: record.permanent,
    })),
  };
}
