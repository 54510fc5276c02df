import type { MessageItem } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { safeRedirectPath } from '../../../lib/navigation.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './messages.module.css';

/** One message in full; "Open" follows its in-app link when it has one. */
export function MessageDialog({ message, onClose }: { message: MessageItem | null; onClose(): void }) {
  const { t, language } = useT('messages');
  const navigate = useNavigate();
  const target = safeRedirectPath(message?.url);
  return (
    <Dialog
      open={message !== null}
      title={message?.title ?? ''}
      onClose={onClose}
      actions={
        <>
          <Button
            variant={target ? 'ghost' : 'primary'}
            onClick={onClose}
            data-autofocus={!target || undefined}
          >
            {t('common.close')}
          </Button>
          {target && (
            <Button
              data-autofocus
              onClick={() => {
                onClose();
                navigate(target);
              }}
            >
              {t('messages.open')}
            </Button>
          )}
        </>
      }
    >
      {message && (
        <>
          <time className={styles.dialogTime} dateTime={message.time}>
            {formatDateTime(message.time, language)}
          </time>
          <p className={styles.dialogText}>{message.content}</p>
        </>
      )}
    </Dialog>
  );
}
