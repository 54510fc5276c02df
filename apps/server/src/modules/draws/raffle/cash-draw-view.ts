import type { CashDrawRound } from '@sika/contract';
import { beaconRoundTime } from '@sika/fairness';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { beaconOf } from '../beacon-client.ts';
import type { DrawRow } from '../draw-repository.ts';
import { jackpotFor } from '../lottery/lottery-draws.ts';
import { currentRound, raffleRulesOf } from './raffle-rounds.ts';

const mask = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-2)}`;

interface TicketView {
  seq: number;
  client_seed: string | null;
  player_id: string;
  prize: { place?: number } | null;
  prize_minor: number | null;
  mobile: string;
}

async function roundView(
  ctx: ServerContext,
  round: DrawRow,
  playerId: string | null,
  chain: { genesis_time: number; period: number },
): Promise<CashDrawRound> {
  const { rows } = await sql<TicketView>`
    SELECT t.seq, t.client_seed, t.player_id, t.prize, t.prize_minor, p.mobile
    FROM draw_tickets t JOIN players p ON p.id = t.player_id
    WHERE t.draw_id = ${round.id} AND (t.player_id = ${playerId} OR t.prize_minor IS NOT NULL)
    ORDER BY t.seq`.execute(ctx.db);
  const winners = rows
    .filter((t) => t.prize_minor !== null && round.status === 'settled')
    .map((t) => ({
      place: t.prize?.place ?? 0,
      seq: t.seq,
      clientSeed: t.client_seed ?? '',
      amountMinor: t.prize_minor ?? 0,
      mobile: mask(t.mobile),
      mine: t.player_id === playerId,
    }))
    .sort((a, b) => a.place - b.place);
  return {
    id: round.id,
    status: round.status,
    closesAt: round.closes_at.toISOString(),
    remainingMillis: Math.max(0, round.closes_at.getTime() - ctx.now().getTime()),
    seedCommitment: round.seed_commitment,
    beaconRound: round.beacon_round,
    beaconRoundAt: new Date(
      beaconRoundTime(round.beacon_round, chain.genesis_time, chain.period),
    ).toISOString(),
    beaconWaitingSince: round.beacon_waiting_since?.toISOString() ?? null,
    ticketCount: round.ticket_count,
    poolMinor: round.status === 'settled' ? (round.jackpot_paid_minor ?? 0) : await jackpotFor(ctx.db, round),
    myTickets: rows
      .filter((t) => t.player_id === playerId)
      .map((t) => ({ seq: t.seq, clientSeed: t.client_seed ?? '' })),
    winners,
  };
}

/**
 * The cash draw a player sees: the round on sale (announced on demand) and the last one that closed —
 * waiting for its beacon round, drawn, or settled with its winners. Errors: BEACON_UNAVAILABLE.
 */
export async function getCashDraw(ctx: ServerContext, playerId: string | null) {
  const current = await currentRound(ctx, 'cash-draw');
  const rules = raffleRulesOf(current);
  // Closed by the clock as well as by status: a round closed under a test clock that later moved back
  // is not the last one to have closed.
  const { rows } = await sql<DrawRow>`
    SELECT * FROM draws WHERE game = 'cash-draw' AND status <> 'selling' AND closes_at <= ${ctx.now()}
    ORDER BY closes_at DESC LIMIT 1`.execute(ctx.db);
  let chain: { genesis_time: number; period: number };
  try {
    chain = await beaconOf(ctx.config).info();
  } catch (error) {
    throw new AppError('BEACON_UNAVAILABLE', { internal: (error as Error).message });
  }
  return {
    priceMinor: rules.priceMinor,
    maxPerPurchase: rules.maxPerPurchase,
    prizeSharesBp: rules.prizeSharesBp,
    current: await roundView(ctx, current, playerId, chain),
    last: rows[0] ? await roundView(ctx, rows[0], playerId, chain) : null,
  };
}
