import { isValidPassword } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { useBack } from '../../../ui/page.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { EMPTY_PASSWORD_PAIR, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordField, PasswordPairField } from './fields.tsx';

/** Change the password knowing the current one (auth route); other devices are logged out by the server. */
export default function ModifyPasswordPage() {
  const { t } = useT('auth');
  const back = useBack();
  const [oldPassword, setOldPassword] = useState('');
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const change = useChangePassword();
  const valid = isValidPassword(oldPassword) && isNewPasswordReady(pair);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || change.isPending) return;
    try {
      await change.mutateAsync({ oldPassword, password: pair.password, confirmPassword: pair.confirmation });
    } catch {
      return;
    }
    showToast(t('auth.modifyDone'), 'success');
    back();
  };

  return (
    <AuthLayout title={t('routes.password-modify')} text={t('auth.modifyText')} brand={false}>
      {() => (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('auth.oldPassword')}
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={setOldPassword}
          />
          <PasswordPairField label={t('auth.newPassword')} value={pair} onChange={setPair} />
          <Button type="submit" block disabled={!valid} loading={change.isPending}>
            {t('auth.modifyButton')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
