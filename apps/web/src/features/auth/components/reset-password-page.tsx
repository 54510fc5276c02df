import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { confirmProblem, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordField, SmsCodeField } from './fields.tsx';

/** Forgotten password: a code by SMS, then a new password; then log in with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  const differ = confirmProblem(password, confirmation);

  return (
    <AuthLayout
      title={t('routes.password-reset')}
      heading={t('auth.resetHeading')}
      text={t('auth.resetText')}
      brand={false}
    >
      {({ market, info }) => {
        const valid =
          isValidMobile(market, mobile) &&
          isValidSmsCode(smsCode) &&
          isNewPasswordReady(password, confirmation);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || reset.isPending) return;
          try {
            await reset.mutateAsync({ mobile, smsCode, password, confirmPassword: confirmation });
          } catch {
            return;
          }
          showToast(t('auth.resetDone'), 'success');
          navigate('/login', { replace: true, state: { mobile } });
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <MobileField market={market} value={mobile} onChange={setMobile} autoFocus />
            {info.smsCodeEnabled ? (
              <SmsCodeField
                market={market}
                mobile={mobile}
                purpose="reset"
                value={smsCode}
                onChange={setSmsCode}
              />
            ) : (
              <p className={styles.note} role="alert">
                {t('errors.1107')}
              </p>
            )}
            <PasswordField
              label={t('auth.newPassword')}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              placeholder={t('auth.confirmPlaceholder')}
              value={confirmation}
              onChange={setConfirmation}
              error={differ ? t(differ) : null}
            />
            <Button type="submit" block disabled={!valid} loading={reset.isPending}>
              {t('auth.resetButton')}
            </Button>
          </form>
        );
      }}
    </AuthLayout>
  );
}
