import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followLink, linkTarget } from '../lib/links.ts';
import styles from './app-notification.module.css';
import type { AppNotice } from './app-notification.tsx';
import { CloseIcon } from './close-icon.tsx';

/** The notification banner at the top of the app (spec core §2 Other overlays); a tap follows its link. */
export default function AppNotificationBanner({
  notice,
  onClose,
}: {
  notice: AppNotice & { id: number };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = linkTarget(notice.url);
  const body = (
    <>
      {notice.img && <img className={styles.image} src={notice.img} alt="" width={40} height={40} />}
      <span className={styles.text}>
        <strong className={styles.title}>{notice.title}</strong>
        {notice.text && <span className={styles.message}>{notice.text}</span>}
      </span>
    </>
  );
  return (
    <div className={styles.region} aria-live="polite">
      <div key={notice.id} className={styles.banner} role="status" data-testid="app-notification">
        {target ? (
          <button
            type="button"
            className={styles.main}
            onClick={() => {
              onClose();
              followLink(target, navigate);
            }}
          >
            {body}
          </button>
        ) : (
          <div className={styles.main}>{body}</div>
        )}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
