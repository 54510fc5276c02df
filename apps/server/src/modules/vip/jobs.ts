import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ScheduledJob } from '../../jobs/index.ts';
import { deliverPlayerEvents } from '../outbox/index.ts';
import { localYear } from './calendar.ts';
import { lastWeekPeriod, settledWeek } from './cash-back.ts';
import { unfrozenPlayers } from './cash-back-repository.ts';
import { vipPoints } from './points-consumer.ts';
import { lockStanding } from './standing.ts';

const BATCH = 500;

/**
 * Stores last week's cash back of every player who bet in it, once its claim window has opened (Monday
 * 06:00 local). Safe to run twice or in parallel: a stored week is never recomputed (one row per player
 * and week, first writer wins), and players already stored are not read again. Returns how many it stored.
 */
export async function settleCashBackWeeks(ctx: ServerContext): Promise<number> {
  const period = lastWeekPeriod(ctx, ctx.now());
  if (ctx.now() < period.claimOpensAt) return 0;
  let stored = 0;
  for (;;) {
    const players = await unfrozenPlayers(ctx.db, period.weekStart, BATCH);
    for (const playerId of players) await settledWeek(ctx, playerId, period);
    stored += players.length;
    if (players.length < BATCH) return stored;
  }
}

/**
 * The yearly review on the market's calendar: after local 1 January, every member whose year has ended is
 * reviewed (kept, or lowered one level). Points still in the outbox are delivered first, so late bets of
 * the old year count. Safe to run twice: a member already in the new year is skipped, and a review is
 * recorded once per player and year. Returns how many members it reviewed.
 */
export async function reviewVipYear(ctx: ServerContext): Promise<number> {
  await deliverPlayerEvents(ctx, vipPoints);
  const year = localYear(ctx, ctx.now());
  let reviewed = 0;
  for (;;) {
    const { rows } = await sql<{ player_id: string }>`
      SELECT player_id FROM vip_members WHERE year < ${year} LIMIT ${BATCH}`.execute(ctx.db);
    for (const row of rows) await inTransaction(ctx.db, (tx) => lockStanding(ctx, tx, row.player_id, year));
    reviewed += rows.length;
    if (rows.length < BATCH) return reviewed;
  }
}

/** Hourly: the cron is UTC and markets are not, so each run checks whether its local moment has come. */
export const vipCashBackJob: ScheduledJob = {
  name: 'vip-cash-back-weeks',
  cron: '7 * * * *',
  async run(ctx) {
    await settleCashBackWeeks(ctx);
  },
};

export const vipYearlyReviewJob: ScheduledJob = {
  name: 'vip-yearly-review',
  cron: '13 * * * *',
  async run(ctx) {
    await reviewVipYear(ctx);
  },
};
