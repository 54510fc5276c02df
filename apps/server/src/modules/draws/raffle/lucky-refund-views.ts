import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import type { DrawRow } from '../draw-repository.ts';
import { jackpotFor } from '../lottery/lottery-draws.ts';
import { currentRound, raffleRulesOf } from './raffle-rounds.ts';

/** The spec's countdown: the last 60 s of sales (activities §9). */
export const COUNTDOWN_MS = 60_000;

interface ResultRow {
  id: number;
  draw_id: string;
  selection: string;
  prize: { place?: number } | null;
  prize_minor: number;
  mobile: string;
  redeemed_at: Date | null;
}

const mask = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-2)}`;

function resultView(row: ResultRow) {
  return {
    resultId: row.id,
    drawId: row.draw_id,
    code: row.selection,
    place: row.prize?.place ?? 0,
    amountMinor: row.prize_minor,
    mobile: mask(row.mobile),
    redeemed: row.redeemed_at !== null,
  };
}

async function results(
  ctx: ServerContext,
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  limit = 20,
) {
  const { rows } = await sql<ResultRow>`
    SELECT t.id, t.draw_id, t.selection, t.prize, t.prize_minor, p.mobile, t.redeemed_at
    FROM draw_tickets t JOIN draws d ON d.id = t.draw_id JOIN players p ON p.id = t.player_id
    WHERE d.game = 'lucky-refund' AND d.status = 'settled' AND t.prize_minor IS NOT NULL AND ${where}
    ORDER BY ${order} LIMIT ${limit}`.execute(ctx.db);
  return rows.map(resultView);
}

/** The round a player sees: one being drawn (status 5) before the next one on sale (1, then 2). */
async function shownRound(ctx: ServerContext): Promise<{ round: DrawRow; status: 1 | 2 | 5 }> {
  const { rows } = await sql<DrawRow>`
    SELECT * FROM draws WHERE game = 'lucky-refund' AND status IN ('closed', 'drawn')
      AND closes_at <= ${ctx.now()}
    ORDER BY closes_at LIMIT 1`.execute(ctx.db);
  if (rows[0]) return { round: rows[0], status: 5 };
  const round = await currentRound(ctx, 'lucky-refund');
  const remaining = round.closes_at.getTime() - ctx.now().getTime();
  return { round, status: remaining > COUNTDOWN_MS ? 1 : 2 };
}

export async function getActive(ctx: ServerContext) {
  const { round, status } = await shownRound(ctx);
  const rules = raffleRulesOf(round);
  const { rows } = await sql<{ members: number }>`
    SELECT count(DISTINCT player_id)::int AS members FROM draw_tickets WHERE draw_id = ${round.id}`.execute(
    ctx.db,
  );
  return {
    enable: true,
    oncountdown: status === 2,
    current: {
      id: round.id,
      status,
      finishTime: round.closes_at.toISOString(),
      remainingMillis: Math.max(0, round.closes_at.getTime() - ctx.now().getTime()),
      codes: round.ticket_count,
      members: rows[0]?.members ?? 0,
      results: [],
      priceMinor: rules.priceMinor,
      priceCoins: rules.priceCoins,
      priceDiamonds: rules.priceDiamonds,
      seedCommitment: round.seed_commitment,
      beaconRound: round.beacon_round,
    },
  };
}

/** The winners of the last finished round. */
export async function getPrevResults(ctx: ServerContext) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM draws WHERE game = 'lucky-refund' AND status = 'settled' ORDER BY closes_at DESC LIMIT 1`.execute(
    ctx.db,
  );
  const drawId = rows[0]?.id ?? null;
  if (!drawId) return { drawId, list: [] };
  return { drawId, list: await results(ctx, sql`d.id = ${drawId}`, sql`t.prize_minor DESC`) };
}

export async function getLatestResults(ctx: ServerContext) {
  return { drawId: null, list: await results(ctx, sql`true`, sql`d.closes_at DESC, t.prize_minor DESC`) };
}

export async function getSpecialResults(ctx: ServerContext) {
  return { drawId: null, list: await results(ctx, sql`t.prize_minor > 0`, sql`t.prize_minor DESC`, 10) };
}

export async function getPersonalResults(ctx: ServerContext, playerId: string) {
  return {
    drawId: null,
    list: await results(ctx, sql`t.player_id = ${playerId}`, sql`d.closes_at DESC, t.prize_minor DESC`, 50),
  };
}

export async function getPersonalCodes(ctx: ServerContext, playerId: string) {
  const round = await currentRound(ctx, 'lucky-refund');
  const { rows } = await sql<{ selection: string }>`
    SELECT selection FROM draw_tickets WHERE draw_id = ${round.id} AND player_id = ${playerId} ORDER BY seq`.execute(
    ctx.db,
  );
  return { drawId: round.id, list: rows.map((r) => ({ code: r.selection, enable: true, pin: false })) };
}

export async function getJackpot(ctx: ServerContext) {
  const round = await currentRound(ctx, 'lucky-refund');
  return { drawId: round.id, amountMinor: await jackpotFor(ctx.db, round) };
}
