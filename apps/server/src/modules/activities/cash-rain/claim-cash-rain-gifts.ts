import type { RewardAsset } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { AppError, isAppError } from '../../../http/errors.ts';
import { playersWithCreditedDeposit } from '../../payments/index.ts';
import { grantRewards, localToday, requireActivity, shardStart, timeZoneOf } from '../../rewards/index.ts';
import { ensureRounds, loadSlots, type Prize } from './cash-rain-repository.ts';
import { CASH_RAIN, type CashRainSettings, settingsOf } from './cash-rain-settings.ts';
import { drawMessage, drawPrize } from './draw-prize.ts';
import {
  findGifts,
  loadRoundState,
  lockPoolShards,
  type PlayerGiftRow,
  type PoolShard,
  settleGifts,
  takeGiftPlaces,
} from './gift-batch-repository.ts';
import { claimableSlot, type DaySlot, type SlotConfig, slotsOfDay, statusAt } from './slots.ts';

/** Gift types of the wire (§4): 1 withdrawable cash, 2 cash, 3 coins, 4 diamonds; 0 try again. */
const ASSET_OF: Record<1 | 2 | 3 | 4, RewardAsset> = {
  1: 'withdrawable_cash',
  2: 'cash',
  3: 'coins',
  4: 'diamonds',
};

/** A player's claim, at the moment it arrived (its slot is the one claimable then). */
export interface Claim {
  playerId: string;
  now: Date;
}

/** What a claim gets: its gift (created false: an earlier claim's) or a catalogue error. */
export type ClaimOutcome =
  | { gift: PlayerGiftRow; created: boolean; slot: DaySlot; serverSeedHash: string }
  | { error: AppError };

/**
 * The gifts of many claims at once (docs/cash-rain.md "Rush"): per round, one read of the round, its prizes
 * and the players' earlier gifts, then one transaction for all new gifts — places taken by primary key,
 * pool shards and budgets locked once and decided in memory in arrival order, one set-based grant (one
 * wallet statement for all transfers), one commit. Each player's prize is drawn from the committed seed
 * alone; arrival order only decides whether that prize is still in stock, as for single claims.
 * Answers one outcome per claim, in order. A claim repeated in the batch, or made before, answers the first
 * gift with created false. Throws (nothing committed) on anything else, e.g. PLAY_PAUSED from the grant:
 * the batcher then runs the claims apart.
 */
export async function claimCashRainGifts(ctx: ServerContext, claims: Claim[]): Promise<ClaimOutcome[]> {
  let settings: CashRainSettings;
  let config: SlotConfig[];
  try {
    const [activity, slots] = await Promise.all([requireActivity(ctx.db, CASH_RAIN), loadSlots(ctx.db)]);
    settings = settingsOf(activity.settings ?? {});
    config = slots;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return claims.map(() => ({ error }));
  }
  // Claims of one round go together; a batch normally holds one round (two only around a slot's end).
  const rounds = new Map<string, { slot: DaySlot; date: string; at: number[] }>();
  const days = new Map<string, DaySlot[]>();
  let closed: AppError | null = null;
  const outcomes: (ClaimOutcome | null)[] = claims.map(() => null);
  // A local date only moves forward: when the earliest and the latest claim share it, so do all.
  const times = claims.map((c) => c.now.getTime());
  const first = localToday(ctx, new Date(Math.min(...times)));
  const same = first === localToday(ctx, new Date(Math.max(...times)));
  for (const [i, claim] of claims.entries()) {
    const date = same ? first : localToday(ctx, claim.now);
    // The day's slot instants once per batch; each claim's status at its own moment.
    let slots = days.get(date);
    if (!slots) {
      slots = slotsOfDay(config, date, timeZoneOf(ctx), claim.now);
      days.set(date, slots);
    }
    const slot = claimableSlot(statusAt(slots, claim.now), claim.now, settings.claimGraceMs);
    if (!slot) {
      closed ??= new AppError('CASH_RAIN_CLOSED');
      outcomes[i] = { error: closed };
      continue;
    }
    const key = `${slot.id}|${date}`;
    const round = rounds.get(key) ?? { slot, date, at: [] };
    round.at.push(i);
    rounds.set(key, round);
  }
  for (const { slot, date, at } of rounds.values()) {
    const answers = await claimRound(
      ctx,
      settings,
      slot,
      date,
      at.map((i) => claims[i]!),
    );
    for (const [k, i] of at.entries()) outcomes[i] = answers[k]!;
  }
  return outcomes as ClaimOutcome[];
}

async function claimRound(
  ctx: ServerContext,
  settings: CashRainSettings,
  slot: DaySlot,
  date: string,
  claims: Claim[],
): Promise<ClaimOutcome[]> {
  const players = [...new Set(claims.map((c) => c.playerId))];
  const state = await loadRoundState(ctx.db, players, slot.id, date);
  // Read first: only the first claim of the day (or cfg call) writes the round.
  const round = state.round ?? (await ensureRounds(ctx.db, [slot.id], date)).get(slot.id)!;
  const gifts = new Map(state.gifts.map((g) => [g.player_id, g]));
  const created = new Set<string>();
  const refused = new Map<string, AppError>();

  const newcomers = players.filter((p) => !gifts.has(p));
  const depositors = settings.requireDeposit ? await playersWithCreditedDeposit(ctx.db, newcomers) : null;
  const claimers = newcomers.filter((p) => {
    if (!depositors || depositors.has(p)) return true;
    refused.set(p, new AppError('TOP_UP_FIRST'));
    return false;
  });
  if (claimers.length > 0) {
    const at = new Map(claims.map((c) => [c.playerId, c.now] as const).reverse());
    const rows = await inTransaction(ctx.db, (tx) =>
      giveGifts(tx, slot.id, date, state.prizes, round.serverSeed, claimers, at),
    );
    for (const row of rows) {
      gifts.set(row.player_id, row);
      created.add(row.player_id);
    }
    // Taken meanwhile by a claim of another batch (another server) that has committed: its gift.
    const late = claimers.filter((p) => !created.has(p));
    for (const row of await findGifts(ctx.db, late, slot.id, date)) gifts.set(row.player_id, row);
  }
  const answered = new Set<string>();
  return claims.map((claim) => {
    const error = refused.get(claim.playerId);
    if (error) return { error };
    const gift = gifts.get(claim.playerId);
    if (!gift) throw new Error(`cash-rain gift of ${claim.playerId} slot ${slot.id} vanished`);
    // Only the first claim of a player in the batch is the one that created the gift.
    const first = created.has(claim.playerId) && !answered.has(claim.playerId);
    answered.add(claim.playerId);
    return { gift, created: first, slot, serverSeedHash: round.serverSeedHash };
  });
}

/**
 * One transaction for the new gifts of a round: the places (primary key), then for the paying draws one
 * unit each from the pool shards (locked once, decided in arrival order, starting at the player's shard),
 * then the set-based grant within the day's budget; what the pool or the budget cannot pay becomes "try
 * again" with its reason. Answers the rows this transaction created.
 */
async function giveGifts(
  tx: Tx,
  slotId: number,
  date: string,
  prizes: Prize[],
  serverSeed: string,
  claimers: string[],
  at: Map<string, Date>,
): Promise<PlayerGiftRow[]> {
  const drawn = new Map(
    claimers.map((p) => [p, drawPrize(serverSeed, drawMessage(p, slotId, date), prizes)]),
  );
  const placed = await takeGiftPlaces(
    tx,
    slotId,
    date,
    claimers.map((p) => ({ playerId: p, drawnIdx: drawn.get(p)?.idx ?? null, createdAt: at.get(p)! })),
  );
  const placedSet = new Set(placed.map((r) => r.player_id));
  // Arrival order, not the insert's (player) order: who came first gets a prize still in stock.
  const paying = claimers.filter((p) => placedSet.has(p) && (drawn.get(p)?.giftType ?? 0) !== 0);
  if (paying.length === 0) return placed;

  const idxs = [...new Set(paying.map((p) => drawn.get(p)!.idx))];
  const shards = await lockPoolShards(tx, slotId, date, idxs);
  const shardOf = new Map<string, PoolShard>();
  for (const p of paying) {
    const shard = takeUnit(shards, drawn.get(p)!.idx, shardStart(p));
    if (shard) shardOf.set(p, shard);
  }
  const stocked = paying.filter((p) => shardOf.has(p));
  const grants = await grantRewards(
    tx,
    CASH_RAIN,
    stocked.map((p) => {
      const prize = drawn.get(p)! as Prize & { giftType: 1 | 2 | 3 | 4 };
      return {
        activity: CASH_RAIN,
        playerId: p,
        idempotencyKey: `${CASH_RAIN}:${p}:${slotId}:${date}`,
        localDate: date,
        credits: [{ asset: ASSET_OF[prize.giftType], amount: prize.amount }],
        kind: 'bonus' as const,
        reference: 'Cash rain',
        source: 'cash_rain',
        now: at.get(p)!,
      };
    }),
  );
  const grantOf = new Map(stocked.map((p, k) => [p, grants[k]!]));
  // A budget miss gives its pool unit back: the pool counts only what was paid.
  for (const p of stocked) if (!grantOf.get(p)) shardOf.get(p)!.given -= 1;
  const settled = await settleGifts(
    tx,
    slotId,
    date,
    paying.map((p) => {
      const prize = drawn.get(p)!;
      const grant = grantOf.get(p);
      if (grant)
        return {
          playerId: p,
          giftType: prize.giftType,
          amount: prize.amount,
          missed: null,
          grantId: grant.id,
        };
      return {
        playerId: p,
        giftType: 0,
        amount: 0,
        missed: shardOf.has(p) ? 'budget' : 'pool',
        grantId: null,
      };
    }),
    shards,
  );
  const byPlayer = new Map(placed.map((r) => [r.player_id, r]));
  for (const row of settled) byPlayer.set(row.player_id, row);
  return [...byPlayer.values()];
}

/** One unit of prize `idx` from the first shard with room, starting at `start` (the player's own shard). */
function takeUnit(shards: PoolShard[], idx: number, start: number): PoolShard | null {
  const own = shards.filter((s) => s.idx === idx);
  if (own.length === 0) return null;
  const n = 8;
  const ordered = [...own].sort(
    (a, b) => ((a.shard - (start % n) + n) % n) - ((b.shard - (start % n) + n) % n),
  );
  const shard = ordered.find((s) => s.given < s.cap);
  if (!shard) return null;
  shard.given += 1;
  return shard;
}
