import type { ServerContext } from '../../../context.ts';
import { submitClaim } from './claim-batcher.ts';
import { drawMessage } from './draw-prize.ts';

/**
 * The player's gift of the slot open now (or within its grace period): drawn provably fair, given only
 * while the slot's pool of that prize and the day's budget last (otherwise "try again"), once per player,
 * slot and day — the gift row's primary key and the grant's idempotency key hold that, whatever the
 * concurrency. A repeat answers the first gift and moves nothing. Claims arriving together are settled
 * together, in one transaction (claim-batcher.ts).
 * Errors: CASH_RAIN_CLOSED, TOP_UP_FIRST, ACTIVITY_INVALID, PLAY_PAUSED.
 */
export async function claimCashRainGift(ctx: ServerContext, playerId: string) {
  const outcome = await submitClaim(ctx, { playerId, now: ctx.now() });
  if ('error' in outcome) throw outcome.error;
  const { gift, slot, created, serverSeedHash } = outcome;
  return {
    id: slot.id,
    giftType: gift.gift_type,
    giftAmount: Number(gift.amount),
    date: gift.local_date,
    duration: `${slot.begin}-${slot.end}`,
    createTime: gift.created_at.toISOString(),
    created,
    serverSeedHash,
    message: drawMessage(playerId, slot.id, gift.local_date),
  };
}
