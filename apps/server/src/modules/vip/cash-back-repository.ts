import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

export interface CashBackFigures {
  level: number;
  rateBp: number;
  gamesNetMinor: number;
  bonusesMinor: number;
  netLossMinor: number;
  capMinor: number;
  amountMinor: number;
}

export interface FrozenWeek extends CashBackFigures {
  weekStart: string;
  claimedAt: Date | null;
}

interface WeekRow {
  week_start: string;
  level: number;
  rate_bp: number;
  games_net_minor: string;
  bonuses_minor: string;
  net_loss_minor: string;
  cap_minor: string;
  amount_minor: string;
  claimed_at: Date | null;
}

function toWeek(row: WeekRow): FrozenWeek {
  return {
    weekStart: row.week_start,
    level: row.level,
    rateBp: row.rate_bp,
    gamesNetMinor: Number(row.games_net_minor),
    bonusesMinor: Number(row.bonuses_minor),
    netLossMinor: Number(row.net_loss_minor),
    capMinor: Number(row.cap_minor),
    amountMinor: Number(row.amount_minor),
    claimedAt: row.claimed_at,
  };
}

const COLUMNS = sql`to_char(week_start, 'YYYY-MM-DD') AS week_start, level, rate_bp, games_net_minor::text,
  bonuses_minor::text, net_loss_minor::text, cap_minor::text, amount_minor::text, claimed_at`;

/** Stores a closed week's figures once: the first writer wins, a second (the job, a read) keeps them. */
export async function freezeWeek(
  db: Db,
  playerId: string,
  weekStart: string,
  figures: CashBackFigures,
  now: Date,
): Promise<FrozenWeek> {
  await sql`
    INSERT INTO vip_cash_back_weeks (player_id, week_start, level, rate_bp, games_net_minor, bonuses_minor,
                                     net_loss_minor, cap_minor, amount_minor, computed_at)
    VALUES (${playerId}, ${weekStart}::date, ${figures.level}, ${figures.rateBp}, ${figures.gamesNetMinor},
            ${figures.bonusesMinor}, ${figures.netLossMinor}, ${figures.capMinor}, ${figures.amountMinor}, ${now})
    ON CONFLICT (player_id, week_start) DO NOTHING`.execute(db);
  return (await findWeek(db, playerId, weekStart))!;
}

export async function findWeek(db: Db, playerId: string, weekStart: string): Promise<FrozenWeek | null> {
  const { rows } = await sql<WeekRow>`
    SELECT ${COLUMNS} FROM vip_cash_back_weeks
    WHERE player_id = ${playerId} AND week_start = ${weekStart}::date`.execute(db);
  return rows[0] ? toWeek(rows[0]) : null;
}

/** Frozen weeks before `before`, newest first. */
export async function listWeeks(
  db: Db,
  playerId: string,
  before: string,
  limit: number,
): Promise<FrozenWeek[]> {
  const { rows } = await sql<WeekRow>`
    SELECT ${COLUMNS} FROM vip_cash_back_weeks
    WHERE player_id = ${playerId} AND week_start < ${before}::date
    ORDER BY week_start DESC LIMIT ${limit}`.execute(db);
  return rows.map(toWeek);
}

export async function markClaimed(tx: Tx, playerId: string, weekStart: string, grantId: number, now: Date) {
  await sql`
    UPDATE vip_cash_back_weeks SET grant_id = ${grantId}, claimed_at = ${now}
    WHERE player_id = ${playerId} AND week_start = ${weekStart}::date AND grant_id IS NULL`.execute(tx);
}

/** Players who bet in the week and whose week is not frozen yet (the job's work list). */
export async function unfrozenPlayers(db: Db, weekStart: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ player_id: string }>`
    SELECT p.player_id FROM vip_week_players p
    WHERE p.week_start = ${weekStart}::date
      AND NOT EXISTS (SELECT 1 FROM vip_cash_back_weeks w
                      WHERE w.player_id = p.player_id AND w.week_start = p.week_start)
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => r.player_id);
}
