import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { clearEndedSelfExclusion, getProfile, type PlayerRow } from '../players/index.ts';
import { createSession } from './session-repository.ts';

/**
 * The last step of every login, once the player has proved who they are: account state, self-exclusion
 * (spec core §4 Login errors), then a fresh session. Called only after credentials check out, so none of
 * these answers tells a stranger anything about a number.
 * Errors: ACCOUNT_DISABLED, SELF_EXCLUSION_ACTIVE (period not over), SELF_EXCLUDED 1003 (over; retry with selfInclusion).
 */
export async function admitPlayer(
  ctx: ServerContext,
  player: PlayerRow,
  client: ClientInfo,
  selfInclusion: boolean,
): Promise<AuthResult> {
  const now = ctx.now();
  if (player.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const excludedUntil = player.self_excluded_until;
  if (excludedUntil && excludedUntil > now) {
    throw new AppError('SELF_EXCLUSION_ACTIVE', {
      // pg reads 'infinity' (a permanent exclusion) as the number Infinity, not a Date.
      data: {
        until: Number.isFinite(Number(excludedUntil)) ? new Date(excludedUntil).toISOString() : 'permanent',
      },
    });
  }
  if (excludedUntil) {
    if (!selfInclusion) throw new AppError('SELF_EXCLUDED');
    await clearEndedSelfExclusion(ctx.db, player.id, now);
  }
  const token = await createSession(ctx.db, player.id, client, now);
  ctx.log.info({ playerId: player.id, ip: client.ip }, 'login succeeded');
  return { token, memberInfo: await getProfile(ctx, player.id) };
}
