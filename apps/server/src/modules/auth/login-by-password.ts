import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { findPlayerByMobile } from '../players/index.ts';
import { admitPlayer } from './admit-player.ts';
import { localMobileOf } from './input-rules.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { throttleLogin } from './throttles.ts';

/**
 * Errors: BAD_REQUEST (mobile format), RATE_LIMITED, INVALID_CREDENTIALS (unknown number and wrong password
 * answer alike, in the same time), and those of admitPlayer.
 */
export async function loginByPassword(
  ctx: ServerContext,
  rawInput: { mobile: string; password: string; selfInclusion: boolean },
  client: ClientInfo,
): Promise<AuthResult> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  await throttleLogin(ctx, input.mobile, client.ip);
  const player = await findPlayerByMobile(ctx.db, input.mobile);
  const valid = player
    ? await verifyPassword(player.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!player || !valid) {
    ctx.log.info({ ip: client.ip }, 'login failed');
    throw new AppError('INVALID_CREDENTIALS');
  }
  return admitPlayer(ctx, player, client, input.selfInclusion);
}
