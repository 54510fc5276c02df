import type { ReactNode } from 'react';
import { CloseIcon } from './icons/core.tsx';
import styles from './top-banner.module.css';

/**
 * The fixed place at the top of the app where banners drop in (spec core §2 Other overlays: the app
 * notification, the notice popup). `alert` sits above the store-policy banner, `notice` under it.
 */
export function TopBannerRegion({ layer, children }: { layer: 'alert' | 'notice'; children: ReactNode }) {
  return (
    <div className={`${styles.region} ${styles[layer]}`} aria-live="polite">
      {children}
    </div>
  );
}

/**
 * One banner: an optional picture, a title and a line of text; the whole body is a button when `onOpen`
 * is given (the caller follows the link), and a close control.
 */
export function TopBanner({
  title,
  text,
  img,
  tone = 'plain',
  testId,
  closeLabel,
  onOpen,
  onClose,
}: {
  title: ReactNode;
  text?: ReactNode;
  img?: string | null;
  tone?: 'plain' | 'accent';
  testId?: string;
  closeLabel: string;
  onOpen?: () => void;
  onClose(): void;
}) {
  const body = (
    <>
      {img && <img className={styles.image} src={img} alt="" width={40} height={40} />}
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {text && <span className={styles.message}>{text}</span>}
      </span>
    </>
  );
  return (
    <div
      className={tone === 'accent' ? `${styles.banner} ${styles.accent}` : styles.banner}
      role="status"
      data-testid={testId}
    >
      {onOpen ? (
        <button type="button" className={styles.main} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <CloseIcon />
      </button>
    </div>
  );
}
