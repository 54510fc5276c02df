import type { RewardAsset } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { findPlayerById } from '../../players/index.ts';
import { findActivity, grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import { hasRated, insertRatingClaim, listRatingScores } from './rating-repository.ts';

const DAY_MS = 86_400_000;

async function eligibleAt(
  ctx: ServerContext,
  playerId: string,
  settings: Record<string, unknown>,
): Promise<Date> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED');
  const delay = typeof settings.eligibleAfterMs === 'number' ? settings.eligibleAfterMs : DAY_MS;
  return new Date(player.created_at.getTime() + delay);
}

/** Whether the rating bonus is open to this player on this device (activities spec §4, Rating bonus). */
export async function getRatingOffer(ctx: ServerContext, playerId: string, deviceId: string) {
  const activity = await findActivity(ctx.db, 'rating');
  const scores = await listRatingScores(ctx.db);
  const at = await eligibleAt(ctx, playerId, activity?.settings ?? {});
  const enable =
    Boolean(activity?.enabled) &&
    ctx.now() >= at &&
    scores.length > 0 &&
    !(await hasRated(ctx.db, playerId, deviceId));
  return {
    enable,
    configs: scores.map((s) => ({ score: s.score, bonusAmount: s.amount })),
    bonusAmount: Math.max(0, ...scores.map((s) => s.amount)),
    asset: (scores[0]?.asset ?? 'coins') as RewardAsset,
    eligibleAt: at.toISOString(),
  };
}

/**
 * Records the rating and pays the bonus of that score, once per player and once per device (the grant key
 * names the player; the claim row's UNIQUE device refuses a second account on one phone).
 * Errors: RATING_NOT_READY, ALREADY_RATED, ACTIVITY_INVALID, REWARD_BUDGET_SPENT, SELF_EXCLUDED.
 */
export async function rateApp(
  ctx: ServerContext,
  playerId: string,
  input: { deviceId: string; ratingScore: number; utmSource?: string | undefined },
): Promise<{ bonusAmount: number; asset: RewardAsset }> {
  const activity = await requireActivity(ctx.db, 'rating');
  const now = ctx.now();
  if (now < (await eligibleAt(ctx, playerId, activity.settings))) throw new AppError('RATING_NOT_READY');
  const score = (await listRatingScores(ctx.db)).find((s) => s.score === input.ratingScore);
  if (!score) throw new AppError('ACTIVITY_INVALID', { internal: `no bonus for ${input.ratingScore} stars` });
  const today = localToday(ctx, now);
  return inTransaction(ctx.db, async (tx) => {
    if (await hasRated(tx, playerId, input.deviceId)) throw new AppError('ALREADY_RATED');
    const grant = await grantReward(tx, {
      activity: 'rating',
      playerId,
      idempotencyKey: `rating:${playerId}:once`,
      localDate: today,
      credits: [{ asset: score.asset, amount: score.amount }],
      kind: 'bonus',
      reference: 'App rating bonus',
      source: 'rating',
      now,
    });
    if (!grant.created) throw new AppError('ALREADY_RATED');
    const recorded = await insertRatingClaim(tx, {
      playerId,
      deviceId: input.deviceId,
      score: input.ratingScore,
      utmSource: input.utmSource ?? null,
      grantId: grant.id,
      now,
    });
    // Another account on this device rated in the meantime: roll the whole grant back.
    if (!recorded) throw new AppError('ALREADY_RATED');
    return { bonusAmount: score.amount, asset: score.asset };
  });
}
