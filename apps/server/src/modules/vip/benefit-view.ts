import { claimableBenefitTypes, type VipBenefit, type VipBenefitState } from '@sika/contract';
import { localDate } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { timeZoneOf } from '../rewards/index.ts';
import { weekOf } from './calendar.ts';
import type { BenefitPeriod, BenefitRow } from './config-repository.ts';

export function isClaimable(type: number): boolean {
  return (claimableBenefitTypes as readonly number[]).includes(type);
}

/** The period a claim made now covers: `once`, the local week's Monday, `YYYY-MM` or `YYYY`. */
export function periodKey(ctx: ServerContext, period: BenefitPeriod, now: Date): string {
  const today = localDate(now, timeZoneOf(ctx));
  switch (period) {
    case 'week':
      return weekOf(ctx, now);
    case 'month':
      return today.slice(0, 7);
    case 'year':
      return today.slice(0, 4);
    default:
      return 'once';
  }
}

/** Which of these benefits the player claimed in their current period. */
export async function claimedNow(
  ctx: ServerContext,
  db: Db,
  playerId: string,
  benefits: BenefitRow[],
): Promise<Set<number>> {
  const wanted = benefits.filter((b) => isClaimable(b.type));
  if (wanted.length === 0) return new Set();
  const now = ctx.now();
  const { rows } = await sql<{ benefit_id: number; period_key: string }>`
    SELECT benefit_id, period_key FROM vip_benefit_claims
    WHERE player_id = ${playerId} AND benefit_id = ANY (${wanted.map((b) => b.id)}::int[])`.execute(db);
  return new Set(
    rows
      .filter((r) => {
        const benefit = wanted.find((b) => b.id === r.benefit_id);
        return benefit && r.period_key === periodKey(ctx, benefit.period, now);
      })
      .map((r) => r.benefit_id),
  );
}

/** The spec's state (activities §4): 0 claimable, 1 claimed this period, -1 not open to this player, 9 a page. */
export function stateOf(benefit: BenefitRow, playerLevel: number, claimed: Set<number>): VipBenefitState {
  if (!benefit.enabled) return -1;
  if (!isClaimable(benefit.type)) return 9;
  if (benefit.level !== playerLevel) return -1;
  return claimed.has(benefit.id) ? 1 : 0;
}

const STATE_ORDER: Record<VipBenefitState, number> = { 0: 0, 1: 1, [-1]: 2, 9: 3 };

export function toBenefits(
  rows: BenefitRow[],
  playerLevel: number,
  claimed: Set<number>,
  cashBackClaimable: number,
): VipBenefit[] {
  return rows
    .map((row) => ({
      id: row.id,
      levelId: row.level,
      type: row.type,
      name: row.name,
      description: row.description,
      enable: row.enabled,
      statu: stateOf(row, playerLevel, claimed),
      state: row.amount,
      asset: row.asset,
      period: row.period,
      cashbackAmount: row.type === 1 ? cashBackClaimable : 0,
      link: row.type === 5 ? row.link : null,
      sort: row.sort,
    }))
    .sort((a, b) => STATE_ORDER[a.statu] - STATE_ORDER[b.statu] || a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...benefit }) => benefit);
}
