import type { SmsPurpose } from '@sika/contract';
import { SMS_CODE_TTL_MS } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { findPlayerByMobile } from '../players/index.ts';
import { localMobileOf } from './input-rules.ts';
import { newSmsCode, storeSmsCode } from './sms-codes.ts';
import { throttleSmsSend } from './throttles.ts';

const RESEND_AFTER_S = 60;

/**
 * Sends a code, answering the same way whether or not the number has an account (no enumeration):
 * a login or reset code to an unknown number, or a register code to a known one, is replaced by an SMS
 * that tells the owner what to do, and no usable code exists.
 * Errors: BAD_REQUEST (mobile format), SMS_DISABLED, RATE_LIMITED.
 */
export async function sendSmsCode(
  ctx: ServerContext,
  rawInput: { mobile: string; purpose: SmsPurpose },
  client: ClientInfo,
): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  if (!ctx.config.SMS_CODE_ENABLED) throw new AppError('SMS_DISABLED');
  await throttleSmsSend(ctx, input.mobile, client.ip);
  const exists = (await findPlayerByMobile(ctx.db, input.mobile)) !== undefined;
  const wantsAccount = input.purpose === 'login' || input.purpose === 'reset';
  if (wantsAccount === exists) {
    const code = newSmsCode();
    await storeSmsCode(ctx.db, input.mobile, input.purpose, code, ctx.now());
    await ctx.sms.send(input.mobile, `Your Sika code is ${code}. It expires in 5 minutes. Never share it.`);
  } else {
    await ctx.sms.send(input.mobile, explainWithoutCode(input.purpose));
  }
  return { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: RESEND_AFTER_S };
}

function explainWithoutCode(purpose: SmsPurpose): string {
  if (purpose === 'register' || purpose === 'change-mobile') {
    return 'This number already has a Sika account. Log in, or reset your password if you forgot it.';
  }
  return 'Someone asked for a Sika code for this number, which has no account. Register at Sika to play.';
}
