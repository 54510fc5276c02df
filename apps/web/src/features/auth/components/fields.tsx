import type { SmsPurpose } from '@sika/contract';
import { formatMobile, isValidMobile, type Market, SMS_CODE_LENGTH, toLocalMobile } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { EyeIcon, EyeOffIcon, LockIcon, PhoneIcon, ShieldIcon } from '../../../ui/icons/core.tsx';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import {
  confirmProblem,
  digitsOnly,
  mobileProblem,
  type PasswordPair,
  passwordProblem,
  smsCodeProblem,
} from '../form-rules.ts';
import styles from './auth.module.css';
import { useCountdown } from './use-countdown.ts';

/** Errors show once the player leaves a field (or submits), never while they are still typing. */
function useTouched() {
  const [touched, setTouched] = useState(false);
  return { touched, onBlur: () => setTouched(true) };
}

export function MobileField({
  market,
  value,
  onChange,
  label,
  autoFocus,
}: {
  market: Market;
  value: string;
  onChange(value: string): void;
  label?: string;
  autoFocus?: boolean;
}) {
  const { t } = useT('auth');
  const { touched, onBlur } = useTouched();
  const problem = mobileProblem(market, value);
  return (
    <Field
      label={label ?? t('auth.mobile')}
      icon={<PhoneIcon />}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      name="mobile"
      placeholder={t('auth.mobilePlaceholder', { length: market.mobileLength })}
      // Shown in the market's national format (024 412 3456); kept and checked as the local digits. A
      // pasted +233 24 412 3456 becomes the local number too.
      maxLength={market.mobileDisplay.length + market.countryCode.length + 2}
      value={formatMobile(market, value)}
      autoFocus={autoFocus}
      onBlur={onBlur}
      onChange={(event) =>
        onChange(digitsOnly(toLocalMobile(market, event.target.value), market.mobileLength))
      }
      error={touched && problem ? t(problem) : null}
    />
  );
}

export function PasswordField({
  value,
  onChange,
  label,
  placeholder,
  autoComplete,
  name,
  error,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  /** Another rule than the length (e.g. the confirmation differs). */
  error?: string | null;
}) {
  const { t } = useT('auth');
  const [visible, setVisible] = useState(false);
  const { touched, onBlur } = useTouched();
  const problem = passwordProblem(value);
  return (
    <Field
      label={label}
      icon={<LockIcon />}
      type={visible ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      placeholder={placeholder ?? t('auth.passwordPlaceholder')}
      maxLength={20}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
      error={touched ? (error ?? (problem ? t(problem) : null)) : null}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/**
 * A new password and its confirmation (register, reset, modify): the confirmation says when it differs.
 * `label` names the first field ("Password" on register, "New password" elsewhere).
 */
export function PasswordPairField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PasswordPair;
  onChange(value: PasswordPair): void;
}) {
  const { t } = useT('auth');
  const differ = confirmProblem(value.password, value.confirmation);
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={t('auth.confirmPlaceholder')}
        value={value.confirmation}
        onChange={(confirmation) => onChange({ ...value, confirmation })}
        error={differ ? t(differ) : null}
      />
    </>
  );
}

/** The code field with its send button: 60 s countdown (or what the server says) before a resend. */
export function SmsCodeField({
  market,
  mobile,
  purpose,
  value,
  onChange,
  sendWith,
}: {
  market: Market;
  mobile: string;
  purpose: SmsPurpose;
  value: string;
  onChange(value: string): void;
  /** Another call that sends the code (the giveaway's `gifts`); the registration code by default. */
  sendWith?: (input: { mobile: string; purpose: SmsPurpose }) => Promise<{ resendInSeconds: number }>;
}) {
  const { t } = useT('auth');
  const { touched, onBlur } = useTouched();
  const send = useSendSmsCode(sendWith);
  const [secondsLeft, startCountdown] = useCountdown();
  const problem = smsCodeProblem(value);
  const canSend = isValidMobile(market, mobile) && secondsLeft === 0 && !send.isPending;
  const onSend = () => {
    send.mutate(
      { mobile, purpose },
      {
        onSuccess(result) {
          startCountdown(result.resendInSeconds || 60);
        },
      },
    );
  };
  return (
    <Field
      label={t('auth.smsCode')}
      icon={<ShieldIcon />}
      inputMode="numeric"
      autoComplete="one-time-code"
      name="smsCode"
      placeholder={t('auth.smsCodePlaceholder')}
      maxLength={SMS_CODE_LENGTH}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(digitsOnly(event.target.value, SMS_CODE_LENGTH))}
      error={touched && problem ? t(problem) : null}
      hint={send.isSuccess && secondsLeft > 0 ? t('auth.codeSent') : undefined}
      trailing={
        <Button size="sm" variant="secondary" onClick={onSend} disabled={!canSend} loading={send.isPending}>
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      }
    />
  );
}
