import type { LimitView, ResponsibleGamingSettings } from '@sika/contract';
import { timeOutPeriods } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { effectiveValue, PERIODS_OF, pendingChange, windowStart } from './limits.ts';
import { REALITY_CHECK_DEFAULT_MINUTES } from './market-defaults.ts';
import { findPause, findRgPlayer, type LimitRow, listLimits, type RgPlayerRow } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

const MINUTE_MS = 60_000;

/** The settings page: every limit (set or not) with what is used of it, reality checks, any pause. No errors. */
export async function getResponsibleGaming(
  ctx: ServerContext,
  usage: RgUsage,
  playerId: string,
  db: Db = ctx.db,
): Promise<ResponsibleGamingSettings> {
  const now = ctx.now();
  const [rg, limits, pause] = await Promise.all([
    findRgPlayer(db, playerId),
    listLimits(db, playerId),
    findPause(db, playerId, now, false),
  ]);
  const views: LimitView[] = [];
  for (const kind of ['deposit', 'loss', 'session'] as const) {
    for (const period of PERIODS_OF[kind]) {
      const row = limits.find((limit) => limit.kind === kind && limit.period === period);
      views.push(await limitView(usage, db, playerId, rg, { kind, period, row }, now));
    }
  }
  return {
    limits: views,
    realityCheck: {
      minutes: rg?.realityCheckMinutes ?? null,
      defaultMinutes: REALITY_CHECK_DEFAULT_MINUTES[ctx.market.code],
    },
    timeOutPeriods: [...timeOutPeriods],
    pause: pause ? { reason: pause.reason, until: pause.until?.toISOString() ?? null } : null,
  };
}

async function limitView(
  usage: RgUsage,
  db: Db,
  playerId: string,
  rg: RgPlayerRow | null,
  limit: { kind: LimitView['kind']; period: LimitView['period']; row: LimitRow | undefined },
  now: Date,
): Promise<LimitView> {
  const { kind, period, row } = limit;
  const pending = row ? pendingChange(row, now) : null;
  let used = 0;
  if (period === 'session') {
    used = rg?.sessionStartedAt ? Math.floor((now.getTime() - rg.sessionStartedAt.getTime()) / MINUTE_MS) : 0;
  } else if (kind === 'deposit') {
    used = await usage.depositedSince(db, playerId, windowStart(period, now));
  } else {
    used = await usage.lostSince(db, playerId, windowStart(period, now));
  }
  return {
    kind,
    period,
    value: row ? effectiveValue(row, now) : null,
    pending: pending ? { value: pending.value, from: pending.from.toISOString() } : null,
    used,
  };
}
