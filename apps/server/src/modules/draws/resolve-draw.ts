import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { type BeaconClient, BeaconRoundNotYet } from './beacon-client.ts';
import type { DrawRow } from './draw-repository.ts';
import { outcomeOf } from './outcomes.ts';

export type Resolution = 'drawn' | 'not-due' | 'waiting';

/**
 * Draws a closed draw once its beacon round is due: fetches the round, has drand-client verify its BLS
 * signature, and stores the beacon's randomness, its signature and the outcome (revealing the seed).
 * If the round is late or the beacon cannot be reached, the draw waits and records since when: there is
 * no fallback to any other randomness.
 */
export async function resolveDraw(
  ctx: ServerContext,
  beacon: BeaconClient,
  draw: DrawRow,
): Promise<Resolution> {
  if (draw.status !== 'closed' || !draw.tickets_hash) return 'not-due';
  const due = await beacon.roundTime(draw.beacon_round);
  if (ctx.now().getTime() < due) return 'not-due';
  let round: Awaited<ReturnType<BeaconClient['round']>>;
  try {
    const chain = await beacon.info();
    if (chain.hash !== draw.beacon_chain_hash)
      throw new Error(
        `the draw committed to chain ${draw.beacon_chain_hash}, the beacon serves ${chain.hash}`,
      );
    round = await beacon.round(draw.beacon_round);
  } catch (error) {
    await sql`
      UPDATE draws SET beacon_waiting_since = COALESCE(beacon_waiting_since, ${ctx.now()})
      WHERE id = ${draw.id} AND status = 'closed'`.execute(ctx.db);
    const late = error instanceof BeaconRoundNotYet;
    ctx.log.warn(
      { drawId: draw.id, round: draw.beacon_round, err: late ? undefined : error },
      late ? 'draw waits: beacon round not published yet' : 'draw waits: beacon unreachable or invalid',
    );
    return 'waiting';
  }
  const outcome = outcomeOf(draw, {
    drawId: draw.id,
    serverSeed: draw.server_seed,
    beaconRandomness: round.randomness,
    ticketsHash: draw.tickets_hash,
  });
  await sql`
    UPDATE draws SET status = 'drawn', beacon_randomness = ${round.randomness},
                     beacon_signature = ${round.signature}, outcome = ${JSON.stringify(outcome)}::jsonb,
                     drawn_at = ${ctx.now()}
    WHERE id = ${draw.id} AND status = 'closed'`.execute(ctx.db);
  return 'drawn';
}
