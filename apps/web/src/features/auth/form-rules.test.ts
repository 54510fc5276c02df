import { markets } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  digitsOnly,
  isNewPasswordReady,
  mobileProblem,
  passwordProblem,
  smsCodeProblem,
} from './form-rules.ts';

const ghana = markets.GH;

describe('the account form rules (spec core §5)', () => {
  it('says nothing about an empty field, and names a wrong one', () => {
    expect(mobileProblem(ghana, '')).toBeNull();
    expect(mobileProblem(ghana, '0244123456')).toBeNull();
    expect(mobileProblem(ghana, '024412345')).toBe('validation.mobile');
    expect(mobileProblem(ghana, '1244123456')).toBe('validation.mobile');
    expect(passwordProblem('12345')).toBe('validation.password');
    expect(passwordProblem('123456')).toBeNull();
    expect(passwordProblem('x'.repeat(21))).toBe('validation.password');
    expect(smsCodeProblem('12345')).toBe('validation.smsCode');
    expect(smsCodeProblem('123456')).toBeNull();
  });

  it('needs the confirmation to equal the new password', () => {
    expect(confirmProblem('secret1', 'secret2')).toBe('validation.passwordsDiffer');
    expect(isNewPasswordReady({ password: 'secret1', confirmation: 'secret1' })).toBe(true);
    expect(isNewPasswordReady({ password: 'secret1', confirmation: '' })).toBe(false);
  });

  it('keeps only digits of what was typed or pasted, up to the length', () => {
    expect(digitsOnly('024 412-3456 789', 10)).toBe('0244123456');
  });
});
