import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Trans } from '../../../i18n/trans.tsx';
import { H5_PAGE } from '../../../lib/content/index.ts';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
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

/**
 * Register with mobile, SMS code (when the market has codes on), password and its confirmation, and the
 * tick "18 or older, I accept the terms" (docs/decisions/017), sent with the terms version it accepts.
 */
export default function RegisterPage() {
  const { t } = useT('auth');
  const [search] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const [inviteCode, setInviteCode] = useState(() => search.get('inviteCode') ?? search.get('code') ?? '');
  const [consented, setConsented] = useState(false);
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
          isNewPasswordReady(pair) &&
          consented;
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
              adultConfirmed: consented,
              termsVersion: info.termsVersion,
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
            <label className={styles.consent}>
              <input
                type="checkbox"
                name="consent"
                checked={consented}
                onChange={(event) => setConsented(event.target.checked)}
              />
              <span>
                <Trans
                  i18nKey="auth.consent"
                  components={{
                    terms: <Link className={styles.inlineLink} to={`/pages/h5/${H5_PAGE.TERMS}`} />,
                  }}
                />
              </span>
            </label>
            <Button type="submit" block disabled={!valid} loading={register.isPending}>
              {t('auth.registerButton')}
            </Button>
            <p className={styles.note}>
              {t('auth.adultsOnly')}{' '}
              <Link className={styles.inlineLink} to="/me/settings/responsible-gaming">
                {t('auth.responsibleGaming')}
              </Link>
            </p>
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
