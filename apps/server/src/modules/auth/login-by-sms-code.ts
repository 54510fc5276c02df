import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { findPlayerByMobile } from '../players/index.ts';
import { admitPlayer } from './admit-player.ts';
import { assertSmsCodeFormat, localMobileOf } from './input-rules.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { throttleCodeCheck } from './throttles.ts';

/** Errors: BAD_REQUEST, RATE_LIMITED, INVALID_SMS_CODE, and those of admitPlayer. */
export async function loginBySmsCode(
  ctx: ServerContext,
  rawInput: { mobile: string; smsCode: string; selfInclusion: boolean },
  client: ClientInfo,
): Promise<AuthResult> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  assertSmsCodeFormat(input.smsCode);
  await throttleCodeCheck(ctx, input.mobile, client.ip);
  const valid = await consumeSmsCode(ctx.db, input.mobile, 'login', input.smsCode, ctx.now());
  const player = valid ? await findPlayerByMobile(ctx.db, input.mobile) : undefined;
  if (!player) throw new AppError('INVALID_SMS_CODE');
  return admitPlayer(ctx, player, client, input.selfInclusion);
}
