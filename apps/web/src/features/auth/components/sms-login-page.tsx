import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Link, useParams } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { useLoginBySmsCode } from '../api/login-by-sms-code.ts';
import { digitsOnly } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, SmsCodeField } from './fields.tsx';
import { loginWithSelfInclusion } from './self-inclusion.ts';
import { useAfterLogin, useKeepReturnTarget } from './use-after-login.ts';

/** Log in with a code sent by SMS (spec core §2 /authentication/sms/{data}: data pre-fills the mobile). */
export default function SmsLoginPage() {
  const { t } = useT('auth');
  const { data } = useParams();
  const [mobile, setMobile] = useState(() => digitsOnly(data ?? '', 15));
  const [smsCode, setSmsCode] = useState('');
  const login = useLoginBySmsCode();
  const afterLogin = useAfterLogin();
  const withReturn = useKeepReturnTarget();

  return (
    <AuthLayout
      title={t('routes.authentication-sms')}
      heading={t('auth.smsHeading')}
      text={t('auth.smsText')}
    >
      {({ market, info }) => {
        if (!info.smsCodeEnabled) {
          return (
            <Empty
              icon={<AlertIcon />}
              title={t('errors.1107')}
              action={
                <Link className={styles.link} to={withReturn('/login')} replace>
                  {t('auth.passwordLoginLink')}
                </Link>
              }
            />
          );
        }
        const valid = isValidMobile(market, mobile) && isValidSmsCode(smsCode);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || login.isPending) return;
          const result = await loginWithSelfInclusion(
            (selfInclusion) =>
              login.mutateAsync({ mobile, smsCode, selfInclusion: selfInclusion || undefined }),
            t,
          );
          if (result) afterLogin();
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <MobileField market={market} value={mobile.slice(0, market.mobileLength)} onChange={setMobile} />
            <SmsCodeField
              market={market}
              mobile={mobile}
              purpose="login"
              value={smsCode}
              onChange={setSmsCode}
            />
            <Button type="submit" block disabled={!valid} loading={login.isPending}>
              {t('auth.loginButton')}
            </Button>
            <p className={styles.footer}>
              <Link className={styles.link} to={withReturn('/login')} replace>
                {t('auth.passwordLoginLink')}
              </Link>
            </p>
          </form>
        );
      }}
    </AuthLayout>
  );
}
