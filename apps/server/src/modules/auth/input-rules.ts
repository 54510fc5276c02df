import { isValidMobile, isValidPassword, isValidSmsCode } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

/** The market's mobile rule (spec core §5): "Incorrect format of mobile". */
export function assertMobile(ctx: ServerContext, mobile: string) {
  if (!isValidMobile(ctx.market, mobile)) {
    throw new AppError('BAD_REQUEST', { message: 'Incorrect format of mobile', data: { fields: 'mobile' } });
  }
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
