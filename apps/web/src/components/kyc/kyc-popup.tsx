import type { KycStatus } from '@sika/contract';
import { useT } from '../../i18n/index.ts';
import { Sheet } from '../../ui/sheet.tsx';
import type { KycForm } from './api/get-kyc-fields.ts';
import styles from './kyc.module.css';
import { KycFormView, KycIntro } from './kyc-form-view.tsx';

/** Spec core §2 KYC popup: a sheet covering 90% of the screen with the form. */
export function KycPopup({
  open,
  form,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  form: KycForm;
  onClose(): void;
  onSubmitted(status: KycStatus): void;
}) {
  const { t } = useT('kyc');
  return (
    <Sheet open={open} title={t('kyc.title')} onClose={onClose} tall>
      <div data-testid="kyc-popup">
        <KycIntro />
        {form.state === 'rejected' && (
          <p className={styles.notice} role="status">
            {t('kyc.stateText.rejected')}
          </p>
        )}
        <KycFormView form={form} onSubmitted={onSubmitted} stickySubmit />
      </div>
    </Sheet>
  );
}
