import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import type { Db } from '../../../db/pool.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { assertPlayAllowed } from '../../responsible-gaming/index.ts';
import { localToday, requireActivity } from '../../rewards/index.ts';
import { assertOpen, memberOf, moveChances, requireCardEvent } from './card-event.ts';
import { memberView } from './card-views.ts';

async function freeTakenToday(db: Db, eventId: number, playerId: string, today: string) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM card_chance_moves
    WHERE event_id = ${eventId} AND player_id = ${playerId} AND reason = 'free'
      AND source_ref LIKE ${`${today}:%`}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** GET free: whether a free chance is left today (the market's local day). */
export async function freeChanceStatus(ctx: ServerContext, playerId: string, actId: number | undefined) {
  const now = ctx.now();
  const event = await requireCardEvent(ctx.db, actId, now);
  const taken = await freeTakenToday(ctx.db, event.id, playerId, localToday(ctx, now));
  return {
    available: taken < event.freePerDay && now >= event.beginsAt && now < event.endsAt,
    freePerDay: event.freePerDay,
  };
}

/**
 * POST free: one chance per local day (free_per_day of them), keyed `{date}:{n}` under the member lock and
 * a unique constraint, so any number of calls takes it once.
 * Errors: CARD_EVENT_NOT_FOUND, CARD_EVENT_CLOSED, ACTIVITY_INVALID, FREE_CHANCE_TAKEN, PLAY_PAUSED.
 */
export async function takeFreeChance(ctx: ServerContext, playerId: string, actId: number | undefined) {
  const now = ctx.now();
  const today = localToday(ctx, now);
  return inTransaction(ctx.db, async (tx) => {
    const event = await requireCardEvent(tx, actId, now);
    await requireActivity(tx, event.activity);
    assertOpen(event, now);
    await assertPlayAllowed(tx, playerId, now);
    await memberOf(tx, event.id, playerId, now, true);
    const taken = await freeTakenToday(tx, event.id, playerId, today);
    if (taken >= event.freePerDay) throw new AppError('FREE_CHANCE_TAKEN');
    await moveChances(tx, {
      eventId: event.id,
      playerId,
      reason: 'free',
      sourceRef: `${today}:${taken + 1}`,
      delta: 1,
      now,
    });
    return memberView(tx, event, playerId, now);
  });
}
