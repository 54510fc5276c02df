import type { VipBenefitAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { currentRound, giftRaffleTickets } from '../draws/index.ts';
import { grantReward, localToday, requireActivity } from '../rewards/index.ts';
import { isClaimable, periodKey } from './benefit-view.ts';
import { type BenefitRow, listBenefits } from './config-repository.ts';
import { currentLevel } from './get-personal-level.ts';

export const BENEFITS_ACTIVITY = 'vip-benefits';

export interface BenefitClaim {
  benefitId: number;
  amount: number;
  asset: VipBenefitAsset;
  period: string;
  /** Tickets benefits: the lucky refund round the codes are in, and the codes; null and [] otherwise. */
  drawId: string | null;
  codes: string[];
}

/**
 * Claims a benefit of type 0, 7, 8 or 9 of the player's own level, once per its period: the grant key
 * `vip-benefit:{player}:{benefit}:{period}` is unique, so of 200 parallel taps exactly one pays and the
 * others answer 5002. Every refusal comes before any money moves, and the grant's transaction rolls back
 * whole on a later one (self-exclusion, budget).
 * A tickets benefit (asset `tickets`) gives `amount` free codes of the lucky refund round on sale instead of
 * money (giftRaffleTickets, in the same transaction as the claim row).
 * Errors: VIP_BENEFIT_NOT_FOUND, VIP_BENEFIT_OTHER_LEVEL, VIP_BENEFIT_NOT_CLAIMABLE, VIP_BENEFIT_DISABLED,
 * ALREADY_CLAIMED, ACTIVITY_INVALID, REWARD_BUDGET_SPENT, SELF_EXCLUDED, PLAY_PAUSED; for tickets
 * DRAW_SALES_CLOSED and BEACON_UNAVAILABLE (no round can take them: nothing is claimed).
 */
export async function claimBenefit(
  ctx: ServerContext,
  playerId: string,
  benefitId: number,
): Promise<BenefitClaim> {
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
  if (asset === 'tickets') return claimTickets(ctx, playerId, benefit, period, now);
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
    return { benefitId: benefit.id, amount: benefit.amount, asset, period, drawId: null, codes: [] };
  });
}

/**
 * Type 8: the gift sale and the claim row in one transaction. Of parallel claims one sells; the others wait
 * on its sale key, are answered its tickets (no new ones) and then find the claim row taken: 5002. The
 * round is read (and announced if none is on sale) before the transaction, as a purchase does.
 */
async function claimTickets(
  ctx: ServerContext,
  playerId: string,
  benefit: BenefitRow,
  period: string,
  now: Date,
): Promise<BenefitClaim> {
  const round = await currentRound(ctx, 'lucky-refund');
  const giftKey = `vip-gift:${playerId}:${benefit.id}:${period}`;
  return inTransaction(ctx.db, async (tx) => {
    const tickets = await giftRaffleTickets(tx, {
      round,
      playerId,
      count: benefit.amount,
      giftKey,
      reason: { vipBenefit: benefit.id, period },
      now,
    });
    const claimed = await sql<{ id: string }>`
      INSERT INTO vip_benefit_claims (player_id, benefit_id, period_key, asset, amount, purchase_key, created_at)
      VALUES (${playerId}, ${benefit.id}, ${period}, 'tickets', ${benefit.amount}, ${giftKey}, ${now})
      ON CONFLICT (player_id, benefit_id, period_key) DO NOTHING
      RETURNING id`.execute(tx);
    if (claimed.rows.length === 0) throw new AppError('ALREADY_CLAIMED');
    return {
      benefitId: benefit.id,
      amount: tickets.length,
      asset: 'tickets',
      period,
      drawId: tickets[0]?.draw_id ?? round.id,
      codes: tickets.map((t) => t.selection),
    };
  });
}
