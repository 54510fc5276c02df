import type { RewardAsset } from '@sika/contract';
import { createFairStream, weightedSegment } from '@sika/fairness';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { AppError, isAppError } from '../../../http/errors.ts';
import { grantReward, shardStart } from '../../rewards/index.ts';
import {
  ensureRounds,
  findGift,
  type GiftRow,
  loadClaimState,
  type Prize,
  settleGift,
  takeFromPool,
  takeGiftPlace,
} from './cash-rain-repository.ts';
import { CASH_RAIN, cashRainToday } from './cash-rain-settings.ts';
import { memberStatusOf } from './get-cash-rain-cfg.ts';
import { claimableSlot, type DaySlot } from './slots.ts';

/** Gift types of the wire (§4): 1 withdrawable cash, 2 cash, 3 coins, 4 diamonds; 0 try again. */
const ASSET_OF: Record<1 | 2 | 3 | 4, RewardAsset> = {
  1: 'withdrawable_cash',
  2: 'cash',
  3: 'coins',
  4: 'diamonds',
};

/** The message of a player's draw: fixed per player, slot and day, so the gift is too (docs/cash-rain.md). */
export const drawMessage = (playerId: string, slotId: number, localDate: string) =>
  `${playerId}:${slotId}:${localDate}`;

/** The prize a player draws in a round: weightedSegment over HMAC_SHA256(seed, `{message}:0:0`). */
export function drawPrize(serverSeed: string, message: string, prizes: Prize[]): Prize | null {
  if (prizes.length === 0 || prizes.every((p) => p.weight === 0)) return null;
  const stream = createFairStream({ serverSeed, clientSeed: message, nonce: 0 });
  return prizes[
    weightedSegment(
      stream,
      prizes.map((p) => p.weight),
    )
  ]!;
}

/**
 * The player's gift of the slot open now (or within its grace period): drawn provably fair, given only
 * while the slot's pool of that prize and the day's budget last (otherwise "try again"), once per player,
 * slot and day — the gift row's primary key and the grant's idempotency key hold that, whatever the
 * concurrency. A repeat answers the first gift and moves nothing.
 * Errors: CASH_RAIN_CLOSED, TOP_UP_FIRST, ACTIVITY_INVALID, PLAY_PAUSED.
 */
export async function claimCashRainGift(ctx: ServerContext, playerId: string) {
  const now = ctx.now();
  const { settings, today, slots } = await cashRainToday(ctx, now, true);
  const slot = claimableSlot(slots, now, settings.claimGraceMs);
  if (!slot) throw new AppError('CASH_RAIN_CLOSED');
  const state = await loadClaimState(ctx.db, playerId, slot.id, today);
  const round = state.round ?? (await ensureRounds(ctx.db, [slot.id], today)).get(slot.id)!;
  if (state.gift) return view(state.gift, slot, round.serverSeedHash, false, playerId);
  if ((await memberStatusOf(ctx, settings, playerId)) !== 0) throw new AppError('TOP_UP_FIRST');

  const drawn = drawPrize(round.serverSeed, drawMessage(playerId, slot.id, today), state.prizes);
  const key = { playerId, slotId: slot.id, localDate: today };
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const place = await takeGiftPlace(tx, playerId, slot.id, today, drawn?.idx ?? null, now);
    if (!place) return null;
    // Nothing to pay: the place already says "try again".
    if (!drawn || drawn.giftType === 0) return place;
    return settleGift(tx, key, await payDrawn(tx, key, { ...drawn, giftType: drawn.giftType }, now));
  });
  // null: a concurrent claim of the same player took the place first and has committed its gift.
  const row = outcome ?? (await findGift(ctx.db, playerId, slot.id, today));
  if (!row) throw new Error(`cash-rain gift of ${playerId} slot ${slot.id} vanished`);
  return view(row, slot, round.serverSeedHash, outcome !== null, playerId);
}

/**
 * Pays the drawn prize if the slot's pool of it and the day's budget allow, in a savepoint: a spent pool
 * or budget undoes what was taken and the gift becomes "try again".
 */
async function payDrawn(
  tx: Tx,
  key: { playerId: string; slotId: number; localDate: string },
  drawn: Prize & { giftType: 1 | 2 | 3 | 4 },
  now: Date,
) {
  const tryAgain = (missed: string) => ({
    drawnIdx: drawn.idx,
    giftType: 0,
    amount: 0,
    missed,
    grantId: null,
  });
  await sql`SAVEPOINT cash_rain_pay`.execute(tx);
  try {
    // The pool first (a spent pool costs no budget work), then the budget; both sharded (migration 1760).
    if (!(await takeFromPool(tx, key.slotId, key.localDate, drawn.idx, shardStart(key.playerId)))) {
      await sql`ROLLBACK TO SAVEPOINT cash_rain_pay`.execute(tx);
      return tryAgain('pool');
    }
    const grant = await grantReward(tx, {
      activity: CASH_RAIN,
      playerId: key.playerId,
      idempotencyKey: `${CASH_RAIN}:${key.playerId}:${key.slotId}:${key.localDate}`,
      localDate: key.localDate,
      credits: [{ asset: ASSET_OF[drawn.giftType], amount: drawn.amount }],
      kind: 'bonus',
      reference: 'Cash rain',
      source: 'cash_rain',
      now,
    });
    await sql`RELEASE SAVEPOINT cash_rain_pay`.execute(tx);
    return {
      drawnIdx: drawn.idx,
      giftType: drawn.giftType,
      amount: drawn.amount,
      missed: null,
      grantId: grant.id,
    };
  } catch (error) {
    if (!isAppError(error) || error.errorName !== 'REWARD_BUDGET_SPENT') throw error;
    await sql`ROLLBACK TO SAVEPOINT cash_rain_pay`.execute(tx);
    return tryAgain('budget');
  }
}

function view(row: GiftRow, slot: DaySlot, serverSeedHash: string, created: boolean, playerId: string) {
  return {
    id: slot.id,
    giftType: row.gift_type,
    giftAmount: Number(row.amount),
    date: row.local_date,
    duration: `${slot.begin}-${slot.end}`,
    createTime: row.created_at.toISOString(),
    created,
    serverSeedHash,
    message: drawMessage(playerId, slot.id, row.local_date),
  };
}
