import type { CashBackWeek, RewardAsset } from '@sika/contract';
import { addDays } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { findActivity } from '../rewards/index.ts';
import { playerCashFlows } from '../wallet/index.ts';
import { type CashBackPeriod, cashBackPeriod, weekOf } from './calendar.ts';
import { type CashBackFigures, type FrozenWeek, findWeek, freezeWeek } from './cash-back-repository.ts';
import { listLevels } from './config-repository.ts';
import { levelAt } from './member-repository.ts';

export const CASH_BACK_ACTIVITY = 'cash-back';

export interface CashBackSettings {
  /** The most one player gets for one week (spec §9: GHS 300), a market setting. */
  weeklyCapMinor: number;
  asset: RewardAsset;
}

/** The market's cash back settings (reward_activities 'cash-back'); no cap configured means nothing is paid. */
export async function cashBackSettings(db: Db): Promise<CashBackSettings> {
  const settings = (await findActivity(db, CASH_BACK_ACTIVITY))?.settings ?? {};
  const cap = Number(settings.weeklyCapMinor);
  const asset = settings.asset;
  return {
    weeklyCapMinor: Number.isSafeInteger(cap) && cap > 0 ? cap : 0,
    asset: asset === 'withdrawable_cash' || asset === 'coins' ? asset : 'cash',
  };
}

/**
 * A week's figures from the ledger (docs/vip.md, the VIP decision): the real money the player lost to the
 * games in it (stakes − wins − refunded stakes), less the cash bonuses granted in it, times the cash back
 * rate of the level held when the week ended, rounded down, capped per week.
 */
export async function cashBackFigures(
  ctx: ServerContext,
  playerId: string,
  period: CashBackPeriod,
): Promise<CashBackFigures> {
  // A running week reads to its end too: the ledger holds nothing later than now.
  const to = period.to;
  const flows = await playerCashFlows(ctx.db, playerId, period.from, to);
  const level = await levelAt(ctx.db, playerId, to);
  const rateBp = (await listLevels(ctx.db)).find((l) => l.level === level)?.rateBp ?? 0;
  const { weeklyCapMinor } = await cashBackSettings(ctx.db);
  const netLossMinor = Math.max(0, flows.gamesNetMinor - flows.promotionsMinor);
  return {
    level,
    rateBp,
    gamesNetMinor: flows.gamesNetMinor,
    bonusesMinor: flows.promotionsMinor,
    netLossMinor,
    capMinor: weeklyCapMinor,
    amountMinor: Math.min(Math.floor((netLossMinor * rateBp) / 10_000), weeklyCapMinor),
  };
}

/**
 * A finished week's figures, stored once its claim window has opened (Monday 06:00: by then every
 * transaction of the week has long committed); before that they are computed and not kept.
 */
export async function settledWeek(
  ctx: ServerContext,
  playerId: string,
  period: CashBackPeriod,
): Promise<FrozenWeek | (CashBackFigures & { weekStart: string; claimedAt: null })> {
  const frozen = await findWeek(ctx.db, playerId, period.weekStart);
  if (frozen) return frozen;
  const now = ctx.now();
  const figures = await cashBackFigures(ctx, playerId, period);
  if (now < period.claimOpensAt) return { ...figures, weekStart: period.weekStart, claimedAt: null };
  return freezeWeek(ctx.db, playerId, period.weekStart, figures, now);
}

export function lastWeekPeriod(ctx: ServerContext, now: Date): CashBackPeriod {
  return cashBackPeriod(ctx, addDays(weekOf(ctx, now), -7));
}

export function toWeekView(
  period: CashBackPeriod,
  figures: CashBackFigures & { claimedAt: Date | null },
  now: Date,
): CashBackWeek {
  const state: CashBackWeek['state'] =
    now < period.to
      ? 'running'
      : figures.claimedAt
        ? 'claimed'
        : figures.amountMinor <= 0
          ? 'none'
          : now < period.claimOpensAt
            ? 'not_ready'
            : now < period.claimClosesAt
              ? 'claimable'
              : 'expired';
  return {
    weekStart: period.weekStart,
    weekEnd: period.weekEnd,
    gamesNetMinor: figures.gamesNetMinor,
    bonusesMinor: figures.bonusesMinor,
    netLossMinor: figures.netLossMinor,
    levelId: figures.level,
    rate: figures.rateBp,
    amount: figures.amountMinor,
    capMinor: figures.capMinor,
    capped: Math.floor((figures.netLossMinor * figures.rateBp) / 10_000) > figures.capMinor,
    state,
    claimOpensAt: period.claimOpensAt.toISOString(),
    claimClosesAt: period.claimClosesAt.toISOString(),
    claimedAt: figures.claimedAt?.toISOString() ?? null,
  };
}
