import { isValidPassword } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useBack } from '../../../ui/page.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { confirmProblem, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordField } from './fields.tsx';

/** Change the password knowing the current one (auth route); other devices are logged out by the server. */
export default function ModifyPasswordPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();
  const differ = confirmProblem(password, confirmation);
  const valid = isValidPassword(oldPassword) && isNewPasswordReady(password, confirmation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || change.isPending) return;
    try {
      await change.mutateAsync({ oldPassword, password, confirmPassword: confirmation });
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
          <Button type="submit" block disabled={!valid} loading={change.isPending}>
            {t('auth.modifyButton')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
