import { commitServerSeed, newServerSeed } from '@sika/fairness';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { type BeaconClient, beaconOf } from './beacon-client.ts';
import type { DrawGame } from './draw-repository.ts';

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
