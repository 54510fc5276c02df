import { commitServerSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { type BeaconClient, beaconOf } from './beacon-client.ts';
import { type DrawGame, type DrawRow, drawOnSale } from './draw-repository.ts';

/** The beacon round a draw commits to is the one due this long after its close (integration-contracts §6.4). */
export const BEACON_DELAY_MS = 60_000;

export interface NewDraw {
  id: string;
  game: DrawGame;
  rules: Record<string, unknown>;
  opensAt: Date;
  closesAt: Date;
}

/**
 * Announces a draw if it does not exist yet: a fresh server seed, its SHA-256 as the commitment, and the
 * drand round due 60 s after the close, which cannot exist before the close. Idempotent on the id.
 * Errors: BEACON_UNAVAILABLE (the chain's schedule cannot be read, so no round can be promised).
 */
export async function ensureDraw(
  ctx: ServerContext,
  draw: NewDraw,
  beacon: BeaconClient = beaconOf(ctx.config),
) {
  const existing = await sql`SELECT 1 FROM draws WHERE id = ${draw.id}`.execute(ctx.db);
  if (existing.rows.length > 0) return;
  let chain: Awaited<ReturnType<BeaconClient['info']>>;
  let round: number;
  try {
    chain = await beacon.info();
    round = await beacon.roundAt(draw.closesAt.getTime() + BEACON_DELAY_MS);
  } catch (error) {
    throw new AppError('BEACON_UNAVAILABLE', { internal: `beacon info: ${(error as Error).message}` });
  }
  const serverSeed = newServerSeed();
  await sql`
    INSERT INTO draws (id, game, rules, opens_at, closes_at, seed_commitment, beacon_chain_hash, beacon_round,
                       server_seed)
    VALUES (${draw.id}, ${draw.game}, ${JSON.stringify(draw.rules)}::jsonb, ${draw.opensAt}, ${draw.closesAt},
            ${commitServerSeed(serverSeed)}, ${chain.hash}, ${round}, ${serverSeed})
    ON CONFLICT (id) DO NOTHING`.execute(ctx.db);
}

/** A game's timetable: when its next draw after a moment closes, that draw's id, and the rules it sells under. */
export interface DrawSchedule {
  nextClose(after: Date): Date;
  idOf(closesAt: Date): string;
  rules(): Record<string, unknown>;
}

/** More scheduled draws than can be off sale at once (a test clock moved back past announced ones). */
const MAX_DRAWS_AHEAD = 16;

/**
 * The game's draw on sale, announcing the next scheduled one when none is (sales open at once and close at
 * the draw time). A scheduled draw that exists but does not sell (closed early, or announced under a test
 * clock that was later moved back) is passed over for the one after it, so a page always has one to sell.
 * Errors: BEACON_UNAVAILABLE when a draw must be announced and the beacon cannot be read.
 */
export async function drawOnSaleOrNext(
  ctx: ServerContext,
  game: DrawGame,
  schedule: DrawSchedule,
): Promise<DrawRow> {
  const now = ctx.now();
  let closesAt = now;
  for (let slot = 0; slot < MAX_DRAWS_AHEAD; slot++) {
    const onSale = await drawOnSale(ctx.db, game, now);
    if (onSale) return onSale;
    closesAt = schedule.nextClose(closesAt);
    await ensureDraw(ctx, {
      id: schedule.idOf(closesAt),
      game,
      rules: schedule.rules(),
      opensAt: now,
      closesAt,
    });
  }
  throw new Error(`no ${game} draw on sale within ${MAX_DRAWS_AHEAD} scheduled draws`);
}
