import { isValidMobile, isValidPassword } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Link, useLocation } from '../../../lib/router/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { useLoginByPassword } from '../api/login-by-password.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordField } from './fields.tsx';
import { loginWithSelfInclusion } from './self-inclusion.ts';
import { useAfterLogin, useKeepReturnTarget } from './use-after-login.ts';

/** Spec core §2 Login: mobile and password, disabled until both are valid, Enter submits. */
export default function LoginPage() {
  const { t } = useT('auth');
  const location = useLocation();
  const [mobile, setMobile] = useState(() => (location.state as { mobile?: string } | null)?.mobile ?? '');
  const [password, setPassword] = useState('');
  const login = useLoginByPassword();
  const afterLogin = useAfterLogin();
  const withReturn = useKeepReturnTarget();

  return (
    <AuthLayout title={t('routes.login')} heading={t('auth.loginHeading')} text={t('auth.loginText')}>
      {({ market }) => {
        const valid = isValidMobile(market, mobile) && isValidPassword(password);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || login.isPending) return;
          const result = await loginWithSelfInclusion(
            (selfInclusion) =>
              login.mutateAsync({ mobile, password, selfInclusion: selfInclusion || undefined }),
            t,
          );
          if (result) afterLogin();
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <MobileField market={market} value={mobile} onChange={setMobile} autoFocus={mobile === ''} />
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <div className={styles.end}>
              <Link className={styles.link} to="/password/reset">
                {t('auth.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" block disabled={!valid} loading={login.isPending}>
              {t('auth.loginButton')}
            </Button>
            <ButtonLink
              variant="ghost"
              block
              to={withReturn(`/authentication/sms${mobile ? `/${mobile}` : ''}`)}
            >
              {t('auth.smsLoginLink')}
            </ButtonLink>
            <p className={styles.footer}>
              <span>{t('auth.noAccount')}</span>
              <Link className={styles.link} to={withReturn('/register')}>
                {t('auth.registerLink')}
              </Link>
            </p>
          </form>
        );
      }}
    </AuthLayout>
  );
}
