import { randomUUID } from 'node:crypto';
import { createFairStream, weightedSegment } from '@sika/fairness';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import { getPlayerBalances } from '../../wallet/index.ts';
import { hasSignedIn } from '../daily-sign/index.ts';
import {
  activeSeed,
  countFreeSpins,
  findSpinByGrant,
  insertSpin,
  loadWheel,
  takeNonce,
  type Wheel,
} from './spin-repository.ts';
import { toSpinRecord } from './spin-view.ts';

export async function requireWheel(ctx: ServerContext, name: string): Promise<Wheel> {
  const wheel = await loadWheel(ctx.db, name);
  if (!wheel || wheel.prizes.length === 0)
    throw new AppError('ACTIVITY_INVALID', { internal: `no wheel ${name}` });
  await requireActivity(ctx.db, wheel.activity);
  return wheel;
}

/** Free spins left today: the coin wheel gives its free spins only to players who signed in today. */
export async function freeSpinsLeft(ctx: ServerContext, wheel: Wheel, playerId: string, today: string) {
  if (wheel.freePerDay === 0 || !(await hasSignedIn(ctx.db, playerId, today))) return 0;
  return Math.max(0, wheel.freePerDay - (await countFreeSpins(ctx.db, wheel.wheel, playerId, today)));
}

/**
 * One spin: the segment is HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`) mapped by the prize
 * weights (packages/fairness weightedSegment), so the player can recompute it once the seed is revealed.
 * The cost and the prize × multiplier move in one transfer under `{activity}:{player}:{key}`; the same
 * key answers the same spin (a double tap spins once). The seed row lock orders one player's spins.
 * Errors: SPIN_OPTION_NOT_FOUND, NOT_ENOUGH_DIAMONDS / NOT_ENOUGH_COINS, ACTIVITY_INVALID,
 * REWARD_BUDGET_SPENT, IDEMPOTENCY_MISMATCH, SELF_EXCLUDED.
 */
export async function spinWheel(
  ctx: ServerContext,
  wheelName: string,
  playerId: string,
  input: { index: number; idempotencyKey?: string | undefined },
) {
  const wheel = await requireWheel(ctx, wheelName);
  const bet = wheel.bets.find((b) => b.index === input.index);
  if (!bet) throw new AppError('SPIN_OPTION_NOT_FOUND');
  const now = ctx.now();
  const today = localToday(ctx, now);
  const key = `${wheel.activity}:${playerId}:${input.idempotencyKey ?? randomUUID()}`;
  const spin = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const seed = await activeSeed(tx, playerId, wheel.wheel, now, true);
    const free = bet.index === 0 && (await freeSpinsLeft(txCtx, wheel, playerId, today)) > 0;
    const nonce = seed.next_nonce;
    const stream = createFairStream({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
    const prize =
      wheel.prizes[
        weightedSegment(
          stream,
          wheel.prizes.map((p) => p.weight),
        )
      ]!;
    const amount = prize.asset ? prize.amount * bet.multiplier : 0;
    const grant = await grantReward(tx, {
      activity: wheel.activity,
      playerId,
      idempotencyKey: key,
      localDate: today,
      request: { wheel: wheel.wheel, index: bet.index },
      credits: prize.asset ? [{ asset: prize.asset, amount }] : [],
      debits: free ? [] : [{ asset: wheel.costAsset, amount: bet.cost }],
      kind: 'bonus',
      reference: wheel.activity === 'diamond-spin' ? 'Diamond spin' : 'Coin spin',
      source: wheel.activity === 'diamond-spin' ? 'diamond_spin' : 'coin_spin',
      now,
    });
    if (grant.created) {
      await takeNonce(tx, seed.id);
      await insertSpin(tx, {
        wheel: wheel.wheel,
        playerId,
        grantId: grant.id,
        betIndex: bet.index,
        cost: free ? 0 : bet.cost,
        free,
        prizeIndex: prize.index,
        asset: prize.asset,
        amount,
        seedId: seed.id,
        nonce,
        localDate: today,
        now,
      });
    }
    const row = await findSpinByGrant(tx, grant.id);
    if (!row) throw new Error(`spin of grant ${grant.id} not found`);
    return row;
  });
  const balances = await getPlayerBalances(ctx.db, playerId);
  return { ...toSpinRecord(spin), free: spin.free, diamond: balances.diamond, coins: balances.bonusMoney };
}
