import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/index.ts';
import { CloseIcon } from '../../../ui/icons/core.tsx';
import { IconButton } from '../../../ui/page.tsx';
import type { PreviewParams } from '../withdraw-figures.ts';
import styles from './withdraw.module.css';
import { WithdrawConfirmation } from './withdraw-confirmation.tsx';

/**
 * The WinSlots preview (spec core §2): a full-screen confirmation overlay over the withdraw page, with a
 * link to /account/records/withdraw (in the confirmation). A modal <dialog>, so focus stays inside and Escape closes it.
 */
export function WithdrawOverlay({
  params,
  idempotencyKey,
  channelName,
  bankAccountName,
  onClose,
}: {
  params: PreviewParams;
  idempotencyKey: string;
  channelName: string;
  bankAccountName: string | null;
  onClose(): void;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-labelledby={titleId}
      data-testid="withdraw-overlay"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.overlayHeader}>
        <span />
        <h2 id={titleId} className={styles.overlayTitle}>
          {t('routes.account-withdraw-preview')}
        </h2>
        <IconButton label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </header>
      <div className={styles.overlayBody}>
        <WithdrawConfirmation
          params={params}
          idempotencyKey={idempotencyKey}
          channelName={channelName}
          bankAccountName={bankAccountName}
          onClose={onClose}
        />
      </div>
    </dialog>
  );
}
