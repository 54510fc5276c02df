import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { findPlayerById, findPlayerByMobile, updatePasswordHash } from '../players/index.ts';
import { assertNewPassword, assertSmsCodeFormat, localMobileOf } from './input-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokePlayerSessions } from './session-repository.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { throttleCodeCheck, throttleLogin } from './throttles.ts';

/**
 * Forgotten password: a reset code proves the number. Every session ends, so a thief holding a token
 * is out. Errors: BAD_REQUEST, PASSWORDS_DIFFER, RATE_LIMITED, INVALID_SMS_CODE.
 */
export async function resetPassword(
  ctx: ServerContext,
  rawInput: { mobile: string; smsCode: string; password: string; confirmPassword: string },
  ip: string,
): Promise<null> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  assertSmsCodeFormat(input.smsCode);
  assertNewPassword(input.password, input.confirmPassword);
  await throttleCodeCheck(ctx, input.mobile, ip);
  const valid = await consumeSmsCode(ctx.db, input.mobile, 'reset', input.smsCode, ctx.now());
  const player = valid ? await findPlayerByMobile(ctx.db, input.mobile) : undefined;
  if (!player) throw new AppError('INVALID_SMS_CODE');
  await updatePasswordHash(ctx.db, player.id, await hashPassword(input.password));
  await revokePlayerSessions(ctx.db, player.id, ctx.now());
  return null;
}

/**
 * Change the password knowing the old one; the other sessions end, this one stays.
 * Errors: BAD_REQUEST, PASSWORDS_DIFFER, RATE_LIMITED, INVALID_CREDENTIALS (old password wrong).
 */
export async function changePassword(
  ctx: ServerContext,
  session: SessionPlayer,
  input: { oldPassword: string; password: string; confirmPassword: string },
  ip: string,
): Promise<null> {
  assertNewPassword(input.password, input.confirmPassword);
  await throttleLogin(ctx, session.mobile, ip);
  const player = await findPlayerById(ctx.db, session.playerId);
  if (!player || !(await verifyPassword(player.password_hash, input.oldPassword))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'The old password is not correct.' });
  }
  await updatePasswordHash(ctx.db, player.id, await hashPassword(input.password));
  await revokePlayerSessions(ctx.db, player.id, ctx.now(), session.tokenHash);
  return null;
}
