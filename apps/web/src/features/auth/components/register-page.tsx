import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { PromotionIcon } from '../../../ui/icons/core.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useRegister } from '../api/register.ts';
import { EMPTY_PASSWORD_PAIR, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordPairField, SmsCodeField } from './fields.tsx';
import { useAfterLogin, useKeepReturnTarget } from './use-after-login.ts';

/** Register with mobile, SMS code (when the market has codes on), password and its confirmation. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const [inviteCode, setInviteCode] = useState(() => search.get('inviteCode') ?? search.get('code') ?? '');
  const register = useRegister();
  const afterLogin = useAfterLogin();
  const withReturn = useKeepReturnTarget();

  return (
    <AuthLayout
      title={t('routes.register')}
      heading={t('auth.registerHeading')}
      text={t('auth.registerText')}
    >
      {({ market, info }) => {
        const valid =
          isValidMobile(market, mobile) &&
          (!info.smsCodeEnabled || isValidSmsCode(smsCode)) &&
          isNewPasswordReady(pair);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || register.isPending) return;
          try {
            await register.mutateAsync({
              mobile,
              password: pair.password,
              confirmPassword: pair.confirmation,
              smsCode: info.smsCodeEnabled ? smsCode : undefined,
              inviteCode: inviteCode.trim() || undefined,
            });
          } catch {
            return; // shown by the API client
          }
          showToast(t('auth.welcome'), 'success');
          afterLogin();
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <MobileField market={market} value={mobile} onChange={setMobile} autoFocus />
            {info.smsCodeEnabled && (
              <SmsCodeField
                market={market}
                mobile={mobile}
                purpose="register"
                value={smsCode}
                onChange={setSmsCode}
              />
            )}
            <PasswordPairField label={t('auth.password')} value={pair} onChange={setPair} />
            <Field
              label={t('auth.inviteCode')}
              icon={<PromotionIcon />}
              name="inviteCode"
              autoComplete="off"
              maxLength={32}
              value={inviteCode}
              onChange={(event) => setInviteCode(event.target.value)}
            />
            <Button type="submit" block disabled={!valid} loading={register.isPending}>
              {t('auth.registerButton')}
            </Button>
            <p className={styles.note}>{t('auth.adultsOnly')}</p>
            <p className={styles.footer}>
              <span>{t('auth.haveAccount')}</span>
              <Link className={styles.link} to={withReturn('/login')} replace>
                {t('auth.loginLink')}
              </Link>
            </p>
          </form>
        );
      }}
    </AuthLayout>
  );
}
