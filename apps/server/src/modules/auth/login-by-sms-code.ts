import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { findPlayerByMobile } from '../players/index.ts';
import { admitPlayer } from './admit-player.ts';
import { assertMobile, assertSmsCodeFormat } from './input-rules.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { throttleCodeCheck } from './throttles.ts';

/** Errors: BAD_REQUEST, RATE_LIMITED, INVALID_SMS_CODE, and those of admitPlayer. */
export async function loginBySmsCode(
  ctx: ServerContext,
  input: { mobile: string; smsCode: string; selfInclusion: boolean },
  client: ClientInfo,
): Promise<AuthResult> {
  assertMobile(ctx, input.mobile);
  assertSmsCodeFormat(input.smsCode);
  await throttleCodeCheck(ctx, input.mobile, client.ip);
  const valid = await consumeSmsCode(ctx.db, input.mobile, 'login', input.smsCode, ctx.now());
  const player = valid ? await findPlayerByMobile(ctx.db, input.mobile) : undefined;
  if (!player) throw new AppError('INVALID_SMS_CODE');
  return admitPlayer(ctx, player, client, input.selfInclusion);
}
