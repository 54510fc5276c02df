import { isValidMobile, isValidPassword, isValidSmsCode, toLocalMobile } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The local number (what is stored and what the market's mobile rule of spec core §5 checks) of a mobile
 * sent in E.164 (+233244123456, what the web sends), as international digits or in the national form;
 * "Incorrect format of mobile" when it is not one of the market's numbers.
 */
export function localMobileOf(ctx: ServerContext, mobile: string): string {
  const local = toLocalMobile(ctx.market, mobile);
  if (!isValidMobile(ctx.market, local)) {
    throw new AppError('BAD_REQUEST', { message: 'Incorrect format of mobile', data: { fields: 'mobile' } });
  }
  return local;
}

/** 6 to 20 characters (docs/decisions/002), and the confirmation must match. */
export function assertNewPassword(password: string, confirmPassword: string | undefined) {
  if (!isValidPassword(password)) {
    throw new AppError('BAD_REQUEST', {
      message: 'The password must be 6 to 20 characters.',
      data: { fields: 'password' },
    });
  }
  if (confirmPassword !== undefined && confirmPassword !== password) throw new AppError('PASSWORDS_DIFFER');
}

export function assertSmsCodeFormat(code: string) {
  if (!isValidSmsCode(code)) {
    throw new AppError('BAD_REQUEST', { message: 'The code is 6 digits.', data: { fields: 'smsCode' } });
  }
}
