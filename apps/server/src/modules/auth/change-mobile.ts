import type { Profile } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { changeMobileOnce, findPlayerById, getProfile } from '../players/index.ts';
import { assertSmsCodeFormat, localMobileOf } from './input-rules.ts';
import { verifyPassword } from './passwords.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { throttleCodeCheck } from './throttles.ts';

/**
 * Moves the login to a new number, once per player (spec core §5): the password proves the player (a fresh
 * step-up, reliability checklist S14), the code proves the new number.
 * Errors: BAD_REQUEST, RATE_LIMITED, INVALID_CREDENTIALS, INVALID_SMS_CODE, MOBILE_CHANGE_USED, MOBILE_EXISTS.
 */
export async function changeMobile(
  ctx: ServerContext,
  session: SessionPlayer,
  rawInput: { mobile: string; smsCode: string; password: string },
  ip: string,
): Promise<Profile> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  assertSmsCodeFormat(input.smsCode);
  await throttleCodeCheck(ctx, session.mobile, ip);
  const player = await findPlayerById(ctx.db, session.playerId);
  if (!player || !(await verifyPassword(player.password_hash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'The password is not correct.' });
  }
  if (player.mobile_changed_at) throw new AppError('MOBILE_CHANGE_USED');
  if (!(await consumeSmsCode(ctx.db, input.mobile, 'change-mobile', input.smsCode, ctx.now()))) {
    throw new AppError('INVALID_SMS_CODE');
  }
  try {
    if (!(await changeMobileOnce(ctx.db, player.id, input.mobile, ctx.now()))) {
      throw new AppError('MOBILE_CHANGE_USED');
    }
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('MOBILE_EXISTS');
    throw error;
  }
  return getProfile(ctx, player.id);
}
