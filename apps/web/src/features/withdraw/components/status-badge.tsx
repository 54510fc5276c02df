import type { WithdrawOrder } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../ui/icons/core.tsx';
import styles from './withdraw.module.css';

/** A withdrawal's status as the player reads it: pending, success, failed (spec core §2 records). */
export function StatusBadge({ status }: { status: WithdrawOrder['status'] }) {
  const { t } = useT('withdraw');
  return (
    <span className={`${styles.status} ${styles[`status_${status}`]}`} data-testid="withdraw-status">
      {status === 'pending' && <ClockIcon />}
      {status === 'success' && <CheckIcon />}
      {status === 'failed' && <AlertIcon />}
      {t(`withdraw.status.${status}`)}
    </span>
  );
}
