import type { KycStatus } from '@sika/contract';
import { KycFormView, KycIntro, useKycFields } from '../../../components/kyc/index.ts';
import { useT } from '../../../i18n/index.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useToken } from '../../../lib/session/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, CheckIcon, ClockIcon, LockIcon, ShieldIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import styles from './kyc-settings.module.css';

/** /me/settings/kyc: the player's KYC state and, while nothing valid is on file, the form (spec core §2). */
export default function KycSettingsPage() {
  const { t } = useT('kyc');
  const token = useToken();
  return (
    <>
      <PageHeader title={t('routes.me-settings-kyc')} />
      <Page>
        {token ? (
          <KycSettings />
        ) : (
          <Empty
            icon={<LockIcon />}
            title={t('guard.title')}
            text={t('guard.message')}
            action={<ButtonLink to={loginPath('/me/settings/kyc')}>{t('guard.confirm')}</ButtonLink>}
          />
        )}
      </Page>
    </>
  );
}

function KycSettings() {
  const { t } = useT('kyc');
  const kyc = useKycFields();
  if (kyc.isError) {
    return <LoadError onRetry={() => void kyc.refetch()} />;
  }
  if (!kyc.data) {
    return (
      <div className={settingsList.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="2.2rem" />
        <Skeleton height="1.3rem" lines={4} />
      </div>
    );
  }
  const form = kyc.data;
  if (!form.enable) {
    return <Empty icon={<ShieldIcon />} title={t('kyc.title')} text={t('kyc.notNeeded')} />;
  }
  const canSubmit = form.state === 'none' || form.state === 'rejected';
  const onSubmitted = (status: KycStatus) =>
    showToast(t(status.state === 'approved' ? 'kyc.approvedToast' : 'kyc.submittedToast'), 'success');
  return (
    <div className={settingsList.stack}>
      <StateCard state={form.state} />
      {form.canWithdraw && (
        <ButtonLink to="/withdraw" block>
          {t('routes.withdraw')}
        </ButtonLink>
      )}
      {canSubmit && (
        <section className={settingsList.card} aria-labelledby="kyc-form-title">
          <h2 id="kyc-form-title" className={styles.cardTitle}>
            {t('kyc.formTitle')}
          </h2>
          <KycIntro />
          <KycFormView form={form} onSubmitted={onSubmitted} />
        </section>
      )}
    </div>
  );
}

const STATE_ICON = {
  none: <ShieldIcon />,
  submitted: <ClockIcon />,
  approved: <CheckIcon />,
  rejected: <AlertIcon />,
} as const;

function StateCard({ state }: { state: KycStatus['state'] }) {
  const { t } = useT('kyc');
  return (
    <section className={`${styles.stateCard} ${styles[`state_${state}`]}`} data-testid="kyc-state">
      <span className={styles.stateIcon}>{STATE_ICON[state]}</span>
      <div>
        <p className={styles.stateLabel}>{t(`kyc.state.${state}`)}</p>
        <p className={styles.stateText}>{t(`kyc.stateText.${state}`)}</p>
      </div>
    </section>
  );
}
