import type { RewardAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { grantReward, localToday, requireActivity } from '../rewards/index.ts';
import { isClaimable, periodKey } from './benefit-view.ts';
import { listBenefits } from './config-repository.ts';
import { currentLevel } from './get-personal-level.ts';

export const BENEFITS_ACTIVITY = 'vip-benefits';

/**
 * Claims a benefit of type 0, 7, 8 or 9 of the player's own level, once per its period: the grant key
 * `vip-benefit:{player}:{benefit}:{period}` is unique, so of 200 parallel taps exactly one pays and the
 * others answer 5002. Every refusal comes before any money moves, and the grant's transaction rolls back
 * whole on a later one (self-exclusion, budget).
 * Errors: VIP_BENEFIT_NOT_FOUND, VIP_BENEFIT_OTHER_LEVEL, VIP_BENEFIT_NOT_CLAIMABLE, VIP_BENEFIT_DISABLED,
 * ALREADY_CLAIMED, ACTIVITY_INVALID, REWARD_BUDGET_SPENT, SELF_EXCLUDED.
 */
export async function claimBenefit(
  ctx: ServerContext,
  playerId: string,
  benefitId: number,
): Promise<{ benefitId: number; amount: number; asset: RewardAsset; period: string }> {
  const [benefit] = await listBenefits(ctx.db, { id: benefitId });
  if (!benefit) throw new AppError('VIP_BENEFIT_NOT_FOUND');
  if (!isClaimable(benefit.type) || !benefit.asset) throw new AppError('VIP_BENEFIT_NOT_CLAIMABLE');
  const level = await currentLevel(ctx, playerId);
  if (benefit.level !== level) throw new AppError('VIP_BENEFIT_OTHER_LEVEL');
  if (!benefit.enabled) throw new AppError('VIP_BENEFIT_DISABLED');
  await requireActivity(ctx.db, BENEFITS_ACTIVITY);
  const asset = benefit.asset;
  const now = ctx.now();
  const period = periodKey(ctx, benefit.period, now);
  return inTransaction(ctx.db, async (tx) => {
    const grant = await grantReward(tx, {
      activity: BENEFITS_ACTIVITY,
      playerId,
      idempotencyKey: `vip-benefit:${playerId}:${benefit.id}:${period}`,
      localDate: localToday(ctx, now),
      credits: [{ asset, amount: benefit.amount }],
      kind: 'bonus',
      reference: `VIP ${benefit.level} ${benefit.name}`,
      source: 'vip_benefit',
      now,
    });
    if (!grant.created) throw new AppError('ALREADY_CLAIMED');
    await sql`
      INSERT INTO vip_benefit_claims (player_id, benefit_id, period_key, asset, amount, grant_id, created_at)
      VALUES (${playerId}, ${benefit.id}, ${period}, ${asset}, ${benefit.amount}, ${grant.id}, ${now})`.execute(
      tx,
    );
    return { benefitId: benefit.id, amount: benefit.amount, asset, period };
  });
}
