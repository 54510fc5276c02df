import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { EMPTY_PASSWORD_PAIR, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordPairField, SmsCodeField } from './fields.tsx';

/** Forgotten password: a code by SMS, then a new password; then log in with it. */
export default function ResetPasswordPage() {
  const { t } = useT('auth');
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const reset = useResetPassword();

  return (
    <AuthLayout
      title={t('routes.password-reset')}
      heading={t('auth.resetHeading')}
      text={t('auth.resetText')}
      brand={false}
    >
      {({ market, info }) => {
        const valid = isValidMobile(market, mobile) && isValidSmsCode(smsCode) && isNewPasswordReady(pair);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || reset.isPending) return;
          try {
            await reset.mutateAsync({
              mobile,
              smsCode,
              password: pair.password,
              confirmPassword: pair.confirmation,
            });
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
            <PasswordPairField label={t('auth.newPassword')} value={pair} onChange={setPair} />
            <Button type="submit" block disabled={!valid} loading={reset.isPending}>
              {t('auth.resetButton')}
            </Button>
          </form>
        );
      }}
    </AuthLayout>
  );
}
