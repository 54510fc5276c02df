import { describe, expect, it } from 'vitest';
import { markets } from './markets.ts';
import { isValidEmail, isValidMobile, isValidPassword, isValidPin, isValidSmsCode } from './validation.ts';

const ghana = markets.GH;

describe('mobile (spec core §5)', () => {
  it.each(['0244123456', '0501234567', '0209999999'])('accepts the Ghana number %s', (mobile) => {
    expect(isValidMobile(ghana, mobile)).toBe(true);
  });
  it.each([
    ['too short', '024412345'],
    ['too long', '02441234567'],
    ['no leading 0', '2441234567'],
    ['international form', '+233244123456'],
    ['letters', '02441234ab'],
    ['spaces', '024 412 345'],
    ['empty', ''],
  ])('refuses %s', (_case, mobile) => {
    expect(isValidMobile(ghana, mobile)).toBe(false);
  });
});

describe('password: 6 to 20 characters (decision 002)', () => {
  it.each([
    ['5 characters', 'abcde', false],
    ['6 characters', 'abcdef', true],
    ['20 characters', 'a'.repeat(20), true],
    ['21 characters', 'a'.repeat(21), false],
    ['spaces and symbols count', 'pa ss!w', true],
  ])('%s → %s', (_case, password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('e-mail', () => {
  it('is optional', () => expect(isValidEmail('')).toBe(true));
  it('accepts a plain address', () => expect(isValidEmail('ama.mensah@example.com.gh')).toBe(true));
  it.each(['ama', 'ama@', '@example.com', 'ama@example', 'a b@example.com'])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('refuses more than 128 characters', () => {
    expect(isValidEmail(`${'a'.repeat(120)}@example.com`)).toBe(false);
  });
});

describe('SMS code and PIN', () => {
  it('needs exactly 6 digits for a code', () => {
    expect(isValidSmsCode('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', ' 12345', '']) expect(isValidSmsCode(code)).toBe(false);
  });
  it('needs exactly 4 digits for a PIN', () => {
    expect(isValidPin('0007')).toBe(true);
    for (const pin of ['123', '12345', 'abcd']) expect(isValidPin(pin)).toBe(false);
  });
});
