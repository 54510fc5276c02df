import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { clearEndedSelfExclusion, getProfile, type PlayerRow } from '../players/index.ts';
import { startPlaySession } from '../responsible-gaming/index.ts';
import { createSession } from './session-repository.ts';

/**
 * The last step of every login, once the player has proved who they are: account state, self-exclusion
 * (spec core §4 Login errors), then a fresh session, which starts a play session (the session time limit
 * and reality checks count from it). A player still self-excluded or on a time-out is admitted paused
 * (docs/decisions/017): the profile says until when, and only withdrawals, messages and settings answer.
 * Called only after credentials check out, so none of these answers tells a stranger anything about a
 * number. Errors: ACCOUNT_DISABLED, SELF_EXCLUDED 1003 (exclusion over; retry with selfInclusion).
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
  // pg reads 'infinity' (a permanent exclusion) as the number Infinity, which compares above any date.
  const exclusionOver = excludedUntil !== null && Number(excludedUntil) <= now.getTime();
  if (exclusionOver) {
    if (!selfInclusion) throw new AppError('SELF_EXCLUDED');
    await clearEndedSelfExclusion(ctx.db, player.id, now);
  }
  const token = await createSession(ctx.db, player.id, client, now);
  await startPlaySession(ctx.db, player.id, now);
  ctx.log.info({ playerId: player.id, ip: client.ip }, 'login succeeded');
  return { token, memberInfo: await getProfile(ctx, player.id) };
}
