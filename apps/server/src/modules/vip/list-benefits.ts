import type { Language, VipBenefit, VipLevel } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { claimedNow, toBenefits } from './benefit-view.ts';
import { lastWeekPeriod, settledWeek } from './cash-back.ts';
import { type BenefitRow, listBenefits, listLevels } from './config-repository.ts';
import { currentLevel } from './get-personal-level.ts';

export async function listVipLevels(ctx: ServerContext, lang: Language): Promise<VipLevel[]> {
  return (await listLevels(ctx.db, lang)).map((l) => ({
    levelId: l.level,
    name: l.name,
    target: l.target,
    cashBackRate: l.rateBp,
    benefits: l.benefits,
  }));
}

async function present(ctx: ServerContext, playerId: string, rows: BenefitRow[]): Promise<VipBenefit[]> {
  const level = await currentLevel(ctx, playerId);
  const claimed = await claimedNow(ctx, ctx.db, playerId, rows);
  // Only a cash back benefit of the player's own level shows last week's amount to claim.
  const showsCashBack = rows.some((r) => r.type === 1 && r.level === level);
  let cashBack = 0;
  if (showsCashBack) {
    const now = ctx.now();
    const period = lastWeekPeriod(ctx, now);
    const week = await settledWeek(ctx, playerId, period);
    const open = now >= period.claimOpensAt && now < period.claimClosesAt;
    cashBack = open && !week.claimedAt ? week.amountMinor : 0;
  }
  return toBenefits(rows, level, claimed, cashBack);
}

/** The benefits of one level, seen by this player. Errors: VIP_LEVEL_NOT_FOUND. */
export async function listLevelBenefits(
  ctx: ServerContext,
  playerId: string,
  levelId: number,
  lang: Language,
): Promise<VipBenefit[]> {
  if (!(await listLevels(ctx.db)).some((l) => l.level === levelId)) throw new AppError('VIP_LEVEL_NOT_FOUND');
  return present(ctx, playerId, await listBenefits(ctx.db, { level: levelId }, lang));
}

/** The benefits of the player's own level (the me page's carousel). */
export async function listEnjoyedBenefits(
  ctx: ServerContext,
  playerId: string,
  lang: Language,
): Promise<VipBenefit[]> {
  const level = await currentLevel(ctx, playerId);
  return present(ctx, playerId, await listBenefits(ctx.db, { level }, lang));
}

/** One benefit's settings and state. Errors: VIP_BENEFIT_NOT_FOUND. */
export async function getBenefitSettings(
  ctx: ServerContext,
  playerId: string,
  benefitId: number,
  lang: Language,
): Promise<VipBenefit> {
  const rows = await listBenefits(ctx.db, { id: benefitId }, lang);
  if (rows.length === 0) throw new AppError('VIP_BENEFIT_NOT_FOUND');
  return (await present(ctx, playerId, rows))[0]!;
}
