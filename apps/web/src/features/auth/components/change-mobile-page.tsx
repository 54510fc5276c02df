import { isValidMobile, isValidPassword, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { safeRedirectPath } from '../../../lib/navigation.ts';
import { useNavigate, useParams } from '../../../lib/router/index.ts';
import { useProfile } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { PhoneIcon } from '../../../ui/icons/core.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useChangeMobile } from '../api/change-mobile.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordField, SmsCodeField } from './fields.tsx';

/**
 * /account/mobile/{redirect}/{title}: change the login mobile, once (spec core §6), with the password and a
 * code sent to the new number. `redirect` (URL-encoded path) is where to go after; `title` is not shown
 * as given, since it would be untranslated text from a link.
 */
export default function ChangeMobilePage() {
  const { t } = useT('auth');
  const navigate = useNavigate();
  const { redirect } = useParams();
  const profile = useProfile();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const change = useChangeMobile();

  return (
    <AuthLayout title={t('routes.account-mobile')} text={t('auth.changeMobileText')} brand={false}>
      {({ market }) => {
        if (profile.isPending) return <Skeleton height="1.3rem" lines={3} />;
        if (profile.data && !profile.data.mobileChangeable) {
          return <Empty icon={<PhoneIcon />} title={t('auth.mobileChangeUsed')} />;
        }
        const valid = isValidMobile(market, mobile) && isValidSmsCode(smsCode) && isValidPassword(password);
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || change.isPending) return;
          try {
            await change.mutateAsync({ mobile, smsCode, password });
          } catch {
            return;
          }
          showToast(t('auth.mobileChanged'), 'success');
          navigate(safeRedirectPath(redirect) ?? '/me', { replace: true });
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <MobileField market={market} label={t('auth.newMobile')} value={mobile} onChange={setMobile} />
            <SmsCodeField
              market={market}
              mobile={mobile}
              purpose="change-mobile"
              value={smsCode}
              onChange={setSmsCode}
            />
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <Button type="submit" block disabled={!valid} loading={change.isPending}>
              {t('auth.changeMobileButton')}
            </Button>
          </form>
        );
      }}
    </AuthLayout>
  );
}
