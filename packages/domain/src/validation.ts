import type { Market } from './markets.ts';

/**
 * The input rules of spec core §5, shared by the web forms and the server. Each returns true when valid.
 * Password: the spec gives three readings (6–20, 6–12, 1–16); we take 6–20 (docs/decisions/002).
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 128;
export const SMS_CODE_LENGTH = 6;
export const PIN_LENGTH = 4;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidMobile(m: Market, mobile: string): boolean {
  return mobile.length === m.mobileLength && m.mobilePattern.test(mobile);
}

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/** E-mail is optional: empty is valid; otherwise the pattern and at most 128 characters. */
export function isValidEmail(email: string): boolean {
  if (email === '') return true;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidSmsCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export function isValidPin(pin: string): boolean {
  return /^\d{4}$/.test(pin);
}
