import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { useNavigate } from '../lib/router/index.ts';
import { BackIcon } from './icons/core.tsx';
import styles from './page.module.css';

/** Back goes back in the app's history, or home when the page was opened directly (a link, a reload). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };
}

export function PageHeader({
  title,
  back = true,
  start,
  actions,
}: {
  title: string;
  back?: boolean;
  /** What stands on the left when there is no back arrow. */
  start?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useT();
  const goBack = useBack();
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {back ? (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('common.back')}>
            <BackIcon />
          </button>
        ) : (
          start
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.end}`}>{actions}</div>
    </header>
  );
}

/** An icon-only control with its name for screen readers and a 44px touch target. */
export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label} title={label}>
      {children}
    </button>
  );
}

export function Page({ children, padded = true }: { children: ReactNode; padded?: boolean }) {
  return <main className={`${styles.page} ${padded ? styles.padded : ''}`}>{children}</main>;
}
