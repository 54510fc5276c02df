import type { Notice } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './home.module.css';

/** One notice in full: picture, title, time, text, and a button to where it leads. */
export default function NoticeDialog({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const { t, language } = useT('home');
  const navigate = useNavigate();
  const target = linkTarget(notice.url);
  return (
    <Dialog
      open
      title={notice.title}
      onClose={onClose}
      actions={
        target ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                onClose();
                followLink(target, navigate);
              }}
            >
              {t('home.noticeGo')}
            </Button>
          </>
        ) : (
          <Button data-autofocus onClick={onClose}>
            {t('dialog.ok')}
          </Button>
        )
      }
    >
      <div className={styles.noticeFull}>
        {notice.img && <img src={notice.img} alt="" width={48} height={48} />}
        <time dateTime={notice.time}>{formatDateTime(notice.time, language)}</time>
        <p>{notice.content}</p>
      </div>
    </Dialog>
  );
}
