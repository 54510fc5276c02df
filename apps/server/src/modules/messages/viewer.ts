import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findPlayerById } from '../players/index.ts';
import type { Viewer } from './system-message-repository.ts';

/** The player as broadcasts see them: market, registration time and the clock. Errors: UNAUTHORIZED if gone. */
export async function viewerOf(ctx: ServerContext, playerId: string): Promise<Viewer> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED');
  return { playerId, market: ctx.market.code, registeredAt: player.created_at, now: ctx.now() };
}
