import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

/** A modal dialog: focus moves in, Escape cancels, the page behind is inert. */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control; the main action is the one a thumb expects.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && <div className={styles.content}>{children}</div>}
          <div className={styles.actions}>{actions}</div>
        </div>
      )}
    </dialog>
  );
}

interface Request {
  kind: 'confirm' | 'alert';
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  resolve(accepted: boolean): void;
}

let pending: Request | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function ask(request: Omit<Request, 'resolve'>): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { ...request, resolve };
    emit();
  });
}

/** Asks the player; resolves true on confirm, false on cancel or Escape. */
export function confirmDialog(options: Omit<Request, 'resolve' | 'kind'>): Promise<boolean> {
  return ask({ ...options, kind: 'confirm' });
}

/** Tells the player something; resolves when they close it. */
export function alertDialog(options: Omit<Request, 'resolve' | 'kind' | 'cancelText'>): Promise<boolean> {
  return ask({ ...options, kind: 'alert' });
}

function settle(accepted: boolean) {
  const request = pending;
  pending = null;
  emit();
  request?.resolve(accepted);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => pending;

/** Renders the confirm and alert dialogs asked for with confirmDialog/alertDialog. Mounted once by the shell. */
export function DialogHost() {
  const request = useSyncExternalStore(subscribe, read, read);
  const { t } = useT();
  return (
    <Dialog
      open={request !== null}
      title={request?.title ?? t('dialog.notice')}
      onClose={() => settle(false)}
      actions={
        <>
          {request?.kind === 'confirm' && (
            <Button variant="ghost" onClick={() => settle(false)}>
              {request.cancelText ?? t('dialog.cancel')}
            </Button>
          )}
          <Button onClick={() => settle(true)} data-autofocus>
            {request?.confirmText ?? t('dialog.ok')}
          </Button>
        </>
      }
    >
      {request?.message}
    </Dialog>
  );
}
