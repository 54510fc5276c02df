import type { PublicDraw } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { beaconOf } from './beacon-client.ts';
import { DRAW_METHOD } from './draw-method.ts';
import { findDraw, ticketsOf } from './draw-repository.ts';

/**
 * The public record of a draw: everything a verifier needs, and nothing secret before its time — the
 * server seed only once the draw is drawn. Errors: DRAW_NOT_FOUND, BEACON_UNAVAILABLE (chain info).
 */
export async function getPublicDraw(ctx: ServerContext, drawId: string): Promise<PublicDraw> {
  const draw = await findDraw(ctx.db, drawId);
  if (!draw) throw new AppError('DRAW_NOT_FOUND');
  const beacon = beaconOf(ctx.config);
  let chain: Awaited<ReturnType<typeof beacon.info>>;
  try {
    chain = await beacon.info();
  } catch (error) {
    throw new AppError('BEACON_UNAVAILABLE', { internal: (error as Error).message });
  }
  const revealed = draw.status === 'drawn' || draw.status === 'settled';
  return {
    id: draw.id,
    game: draw.game,
    status: draw.status,
    rules: draw.rules,
    opensAt: draw.opens_at.toISOString(),
    closesAt: draw.closes_at.toISOString(),
    seedCommitment: draw.seed_commitment,
    beacon: {
      relay: beacon.url,
      chainHash: draw.beacon_chain_hash,
      publicKey: chain.public_key,
      schemeId: chain.schemeID,
      genesisTime: chain.genesis_time,
      period: chain.period,
      round: draw.beacon_round,
      roundAt: new Date((chain.genesis_time + (draw.beacon_round - 1) * chain.period) * 1000).toISOString(),
      randomness: draw.beacon_randomness,
      signature: draw.beacon_signature,
      waitingSince: draw.beacon_waiting_since?.toISOString() ?? null,
    },
    ticketCount: draw.ticket_count,
    ticketsHash: draw.tickets_hash,
    serverSeed: revealed ? draw.server_seed : null,
    outcome: revealed ? draw.outcome : null,
    drawnAt: draw.drawn_at?.toISOString() ?? null,
    method: DRAW_METHOD,
  };
}

/** The tickets of a closed draw, in sale order, without who bought them; none while sales are open. */
export async function getPublicTickets(ctx: ServerContext, drawId: string) {
  const draw = await findDraw(ctx.db, drawId);
  if (!draw) throw new AppError('DRAW_NOT_FOUND');
  if (draw.status === 'selling') return { list: [] };
  const tickets = await ticketsOf(ctx.db, drawId);
  return { list: tickets.map((t) => ({ seq: t.seq, selection: t.selection, clientSeed: t.client_seed })) };
}
