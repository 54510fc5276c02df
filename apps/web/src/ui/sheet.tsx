import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import { CloseIcon } from './icons/core.tsx';
import styles from './sheet.module.css';

/**
 * A bottom sheet (popup) over the page: a modal <dialog> that rises from the bottom, with a title, a close
 * control and room for a form. Escape and the close control call `onClose`; the page behind is inert.
 */
export function Sheet({
  open,
  title,
  children,
  onClose,
  closable = true,
  tall = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose(): void;
  /** False while something must not be interrupted (a payment being sent). */
  closable?: boolean;
  /** Covers 90% of the screen's height rather than fitting its content. */
  tall?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Focus goes to the sheet itself, not to its close control (showModal picks the first control).
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => ref.current?.close(), []);
  return (
    <dialog
      ref={ref}
      className={`${styles.sheet} ${tall ? styles.tall : ''}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closable && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
                <CloseIcon />
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
