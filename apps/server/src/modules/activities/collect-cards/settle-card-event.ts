import { localDate } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { isAppError } from '../../../http/errors.ts';
import type { ScheduledJob } from '../../../jobs/index.ts';
import { grantReward, timeZoneOf } from '../../rewards/index.ts';
import { requireCardEvent } from './card-event.ts';

/**
 * When an event has ended, its pool is shared equally by the players holding all eight cards (the rule
 * text of content/demo/rules.ts), the remainder of the division staying with the house. Once: the event
 * row is locked and marked settled in the same transaction, each share is a grant keyed
 * `collect-cards:{event}:{player}:set` and a card_prizes row whose primary key is (event, player).
 * A player paused (time-out, self-exclusion) at that moment is skipped and logged: no money goes to them.
 * Answers the number of shares paid now (0 when not ended yet or already settled).
 */
export async function settleCardEvent(ctx: ServerContext, eventId: number): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const event = await requireCardEvent(tx, eventId, now, true);
    if (event.settledAt !== null || now < event.endsAt) return 0;
    const { rows } = await sql<{ player_id: string }>`
      SELECT player_id FROM card_members
      WHERE event_id = ${event.id} AND completed_at IS NOT NULL AND completed_at < ${event.endsAt}
      ORDER BY player_id`.execute(tx);
    const share = rows.length === 0 ? 0 : Math.floor(event.poolMinor / rows.length);
    const day = localDate(event.endsAt, timeZoneOf(ctx));
    let paid = 0;
    for (const { player_id: playerId } of rows) {
      const claimed = await sql`
        INSERT INTO card_prizes (event_id, player_id, amount, created_at)
        VALUES (${event.id}, ${playerId}, ${share}, ${now}) ON CONFLICT DO NOTHING`.execute(tx);
      if (Number(claimed.numAffectedRows ?? 0) === 0 || share === 0) continue;
      try {
        const grant = await grantReward(tx, {
          activity: event.activity,
          playerId,
          idempotencyKey: `collect-cards:${event.id}:${playerId}:set`,
          localDate: day,
          credits: [{ asset: event.prizeAsset, amount: share }],
          kind: 'bonus',
          reference: 'Collect cards prize',
          source: 'collect_cards',
          now,
        });
        await sql`UPDATE card_prizes SET grant_id = ${grant.id}
                  WHERE event_id = ${event.id} AND player_id = ${playerId}`.execute(tx);
        paid += 1;
      } catch (error) {
        // Thrown before anything was written for this player (assertPlayAllowed reads first).
        if (!isAppError(error) || error.errorName !== 'PLAY_PAUSED') throw error;
        await sql`UPDATE card_prizes SET amount = 0 WHERE event_id = ${event.id} AND player_id = ${playerId}`.execute(
          tx,
        );
        ctx.log.warn({ eventId: event.id, playerId }, 'collect-cards share not paid: play paused');
      }
    }
    await sql`UPDATE card_events SET settled_at = ${now}, share_minor = ${share} WHERE id = ${event.id}`.execute(
      tx,
    );
    return paid;
  });
}

/** Every minute, one instance settles the events that have ended. */
export const settleCardEventsJob: ScheduledJob = {
  name: 'settle-card-events',
  cron: '* * * * *',
  async run(ctx) {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM card_events WHERE settled_at IS NULL AND ends_at <= ${ctx.now()} ORDER BY id`.execute(
      ctx.db,
    );
    for (const { id } of rows) await settleCardEvent(ctx, id);
  },
};
