import type { CallData, getVipPersonalLevel, Language } from '@sika/contract';
import { localDate } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { timeZoneOf } from '../rewards/index.ts';
import { localYear, reviewAt } from './calendar.ts';
import { listLevels, pointsPerUnitOn } from './config-repository.ts';
import { findMember, type MemberRow, yearCenti } from './member-repository.ts';
import { lockStanding } from './standing.ts';

/**
 * The member as of now: a player without points is V1 in the current year; a member whose year has ended
 * is reviewed first (the yearly job may not have reached them yet), so every read shows the reviewed level.
 */
export async function currentStanding(ctx: ServerContext, playerId: string): Promise<MemberRow> {
  const year = localYear(ctx, ctx.now());
  const member = await findMember(ctx.db, playerId);
  if (!member) return { playerId, level: 1, year };
  if (member.year >= year) return member;
  return inTransaction(ctx.db, (tx) => lockStanding(ctx, tx, playerId, year));
}

export async function currentLevel(ctx: ServerContext, playerId: string): Promise<number> {
  return (await currentStanding(ctx, playerId)).level;
}

export async function getPersonalLevel(
  ctx: ServerContext,
  playerId: string,
  lang: Language,
): Promise<CallData<typeof getVipPersonalLevel>> {
  const member = await currentStanding(ctx, playerId);
  const levels = await listLevels(ctx.db, lang);
  const level = levels.find((l) => l.level === member.level);
  const next = levels.find((l) => l.level === member.level + 1) ?? null;
  const points = Math.floor((await yearCenti(ctx.db, playerId, member.year)) / 100);
  const today = localDate(ctx.now(), timeZoneOf(ctx));
  return {
    levelId: member.level,
    name: level?.name ?? `V${member.level}`,
    points,
    year: member.year,
    target: level?.target ?? 0,
    nextLevelId: next?.level ?? null,
    nextName: next?.name ?? null,
    nextTarget: next?.target ?? null,
    pointsToNext: next ? Math.max(0, next.target - points) : 0,
    cashBackRate: level?.rateBp ?? 0,
    maxLevelId: levels.at(-1)?.level ?? member.level,
    reviewAt: reviewAt(ctx, member.year).toISOString(),
    pointsPerUnitToday: await pointsPerUnitOn(ctx.db, today),
  };
}
