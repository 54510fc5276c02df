import { isValidMobile, isValidPassword, isValidSmsCode, type Market } from '@sika/domain';

/** The i18n key of what is wrong with a field, or null (spec core §5). Empty fields are not "wrong" yet. */
export type RuleKey =
  | 'validation.mobile'
  | 'validation.password'
  | 'validation.passwordsDiffer'
  | 'validation.smsCode';

export function mobileProblem(market: Market, mobile: string): RuleKey | null {
  return mobile === '' || isValidMobile(market, mobile) ? null : 'validation.mobile';
}

export function passwordProblem(password: string): RuleKey | null {
  return password === '' || isValidPassword(password) ? null : 'validation.password';
}

export function confirmProblem(password: string, confirmation: string): RuleKey | null {
  return confirmation === '' || confirmation === password ? null : 'validation.passwordsDiffer';
}

export function smsCodeProblem(code: string): RuleKey | null {
  return code === '' || isValidSmsCode(code) ? null : 'validation.smsCode';
}

/** Only digits, at most `max` of them: what a number field keeps of what was typed or pasted. */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D+/g, '').slice(0, max);
}

/** A new password and its confirmation, as the pair field holds them. */
export interface PasswordPair {
  password: string;
  confirmation: string;
}

export const EMPTY_PASSWORD_PAIR: PasswordPair = { password: '', confirmation: '' };

/** A new password and its confirmation, both complete and equal. */
export function isNewPasswordReady({ password, confirmation }: PasswordPair): boolean {
  return isValidPassword(password) && confirmation === password;
}
