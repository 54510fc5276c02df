import { NOTICE_ROTATION_MS } from '@sika/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { MegaphoneIcon } from '../../../ui/icons/lobby.tsx';
import { type Notices as NoticeList, useNotices } from '../api/get-notices.ts';
import styles from './home.module.css';

const NoticeDialog = lazy(() => import('./notice-dialog.tsx'));

type Notice = NoticeList['list'][number];

/**
 * The scrolling notices of home (spec core §2 Home, §4): one line at a time, turning every 5 s (the server's
 * `rotationMs`); the last list is kept on the phone and shown at once. A tap opens the notice.
 */
export function Notices() {
  const { t } = useT('home');
  const notices = useNotices();
  const list = notices.data?.list ?? [];
  const rotationMs = notices.data?.rotationMs || NOTICE_ROTATION_MS;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<Notice | null>(null);

  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % list.length);
    }, rotationMs);
    return () => clearInterval(timer);
  }, [list.length, rotationMs]);

  if (notices.isPending) return <div className={styles.notices} aria-hidden="true" />;
  if (list.length === 0) return null;
  const current = list[index % list.length] as Notice;
  return (
    <>
      <section className={styles.notices} aria-label={t('home.notices')} data-testid="home-notices">
        <MegaphoneIcon className={styles.noticeIcon} />
        <div className={styles.noticeWindow} aria-live="off">
          <button
            key={current.id}
            type="button"
            className={styles.noticeLine}
            onClick={() => setOpen(current)}
          >
            <strong>{current.title}</strong>
            <span className={styles.noticeContent}>{current.content}</span>
          </button>
        </div>
      </section>
      {open && (
        <Suspense fallback={null}>
          <NoticeDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
