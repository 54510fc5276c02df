import { localDate, weekStart } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { PlayerEvent, PlayerEventConsumer } from '../outbox/index.ts';
import { timeZoneOf } from '../rewards/index.ts';
import { pointsPerUnitOn } from './config-repository.ts';
import { findBetCredit, insertPointEntry } from './member-repository.ts';
import { addPoints, lockStanding } from './standing.ts';

/**
 * VIP points from the player-event outbox (docs/player-events.md): a settled bet earns 1 point per currency
 * unit staked (the holiday's rate on a configured holiday, by the bet's local date); a rolled-back bet takes
 * back exactly what it earned. Exactly once per bet: the outbox's receipts stop a redelivered event, and the
 * entries' partial unique indexes stop a second credit or take-back of the same bet whatever the route.
 * A bet also marks its player for that week's cash back job.
 */
export const vipPoints: PlayerEventConsumer = {
  name: 'vip-points',
  kinds: ['bet', 'rollback'],
  async handle(tx, event, ctx) {
    if (event.kind === 'bet') await creditBet(ctx, tx, event);
    else if (event.detail?.of === 'bet') await takeBackBet(ctx, tx, event);
  },
};

async function creditBet(ctx: ServerContext, tx: Tx, event: PlayerEvent) {
  const day = localDate(event.occurredAt, timeZoneOf(ctx));
  await sql`
    INSERT INTO vip_week_players (week_start, player_id) VALUES (${weekStart(day)}::date, ${event.playerId})
    ON CONFLICT DO NOTHING`.execute(tx);
  const pointsPerUnit = await pointsPerUnitOn(tx, day);
  // Hundredths of a point: 1 point per currency unit is 100 hundredths per minorScale minor units.
  const centi = Math.floor((event.amountMinor * pointsPerUnit * 100) / ctx.market.minorScale);
  if (centi <= 0) return;
  const year = Number(day.slice(0, 4));
  const fresh = await insertPointEntry(tx, {
    eventId: event.id,
    playerId: event.playerId,
    betRef: event.sourceRef,
    year,
    centi,
    pointsPerUnit,
    occurredAt: event.occurredAt,
  });
  if (!fresh) return;
  const member = await lockStanding(ctx, tx, event.playerId, year);
  await addPoints(ctx, tx, member, year, centi);
}

async function takeBackBet(ctx: ServerContext, tx: Tx, event: PlayerEvent) {
  const originalTxId = event.detail?.originalTxId;
  if (typeof originalTxId !== 'string') return;
  // The bet's event was `{provider}:{txId}`, the rollback's `{provider}:{its own txId}` (provider ids have no colon).
  const provider = event.sourceRef.slice(0, event.sourceRef.indexOf(':'));
  const betRef = `${provider}:${originalTxId}`;
  const credit = await findBetCredit(tx, betRef);
  if (!credit) return;
  const fresh = await insertPointEntry(tx, {
    eventId: event.id,
    playerId: credit.playerId,
    betRef,
    year: credit.year,
    centi: -credit.centi,
    pointsPerUnit: 1,
    occurredAt: event.occurredAt,
  });
  if (!fresh) return;
  const year = Number(localDate(event.occurredAt, timeZoneOf(ctx)).slice(0, 4));
  const member = await lockStanding(ctx, tx, credit.playerId, Math.max(year, credit.year));
  await addPoints(ctx, tx, member, credit.year, -credit.centi);
}
