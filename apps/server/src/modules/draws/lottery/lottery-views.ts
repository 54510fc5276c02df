import type { LotteryTicket } from '@sika/contract';
import { DEFAULT_LOTTERY_RULES, lotteryLines, parseLotteryPick } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import type { DrawRow, DrawStatus, TicketRow } from '../draw-repository.ts';
import { currentLotteryDraw, jackpotFor, rulesOf, tiersOf } from './lottery-draws.ts';

/** The draw on sale, its jackpot and its rules. Errors: BEACON_UNAVAILABLE. */
export async function getLotteryCurrent(ctx: ServerContext) {
  const draw = await currentLotteryDraw(ctx);
  const rules = rulesOf(draw);
  return {
    draw: {
      id: draw.id,
      status: draw.status,
      closesAt: draw.closes_at.toISOString(),
      jackpotMinor: await jackpotFor(ctx.db, draw),
      seedCommitment: draw.seed_commitment,
      beaconRound: draw.beacon_round,
      ticketCount: draw.ticket_count,
    },
    rules: {
      redPool: rules.redPool,
      redPicks: rules.redPicks,
      bluePool: rules.bluePool,
      maxRed: rules.maxRed,
      maxBlue: rules.maxBlue,
      priceMinor: rules.priceMinor,
      tiers: tiersOf(rules),
    },
  };
}

export function ticketView(ticket: TicketRow, drawStatus: DrawStatus): LotteryTicket {
  const pick = parseLotteryPick(ticket.selection, DEFAULT_LOTTERY_RULES) ?? { red: [], blue: [] };
  return {
    id: ticket.id,
    drawId: ticket.draw_id,
    seq: ticket.seq,
    red: pick.red,
    blue: pick.blue,
    lines: lotteryLines(pick, DEFAULT_LOTTERY_RULES),
    costMinor: ticket.cost_minor,
    soldAt: ticket.sold_at.toISOString(),
    drawStatus,
    prizes: ticket.prize,
    prizeMinor: ticket.prize_minor,
  };
}

export async function getMyLotteryTickets(ctx: ServerContext, playerId: string, page: number, size: number) {
  const { rows } = await sql<TicketRow & { draw_status: DrawStatus }>`
    SELECT t.*, d.status AS draw_status FROM draw_tickets t JOIN draws d ON d.id = t.draw_id
    WHERE t.player_id = ${playerId} AND d.game = 'lottery'
    ORDER BY t.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(ctx.db);
  return { list: rows.map((row) => ticketView(row, row.draw_status)) };
}

/** Drawn draws newest first, with winning lines per tier; and the draws waiting for their beacon round. */
export async function getLotteryResults(ctx: ServerContext, page: number, size: number) {
  const { rows } = await sql<DrawRow & { winners: Record<string, number> | null }>`
    SELECT d.*, (
      SELECT jsonb_object_agg(tier, lines) FROM (
        SELECT w.key AS tier, sum(w.value::int) AS lines
        FROM draw_tickets t, jsonb_each_text(t.prize) w WHERE t.draw_id = d.id GROUP BY w.key) tiers
    ) AS winners
    FROM draws d WHERE d.game = 'lottery' AND d.status IN ('drawn', 'settled')
    ORDER BY d.closes_at DESC LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(ctx.db);
  const waiting = await sql<{ id: string; beacon_round: number; beacon_waiting_since: Date | null }>`
    SELECT id, beacon_round, beacon_waiting_since FROM draws WHERE game = 'lottery' AND status = 'closed'
    ORDER BY closes_at`.execute(ctx.db);
  return {
    list: rows.map((draw) => {
      const outcome = draw.outcome as { red: number[]; blue: number };
      return {
        drawId: draw.id,
        closesAt: draw.closes_at.toISOString(),
        status: draw.status,
        red: outcome.red,
        blue: outcome.blue,
        jackpotMinor: (draw.jackpot_in_minor ?? 0) + draw.jackpot_share_minor,
        winners: Object.fromEntries(Object.entries(draw.winners ?? {}).map(([k, v]) => [k, Number(v)])),
      };
    }),
    waiting: waiting.rows.map((d) => ({
      drawId: d.id,
      beaconRound: d.beacon_round,
      since: d.beacon_waiting_since?.toISOString() ?? null,
    })),
  };
}
