import { TOAST_MS, TOAST_SUCCESS_MS } from '@sika/domain';
import { useSyncExternalStore } from 'react';
import { AlertIcon, CheckIcon } from './icons/core.tsx';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastState {
  id: number;
  text: string;
  kind: ToastKind;
}

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows one message at a time: 3 s, success 2 s (spec core §9). Callable from anywhere, React or not. */
export function showToast(text: string, kind: ToastKind = 'info'): void {
  if (!text) return;
  current = { id: nextId++, text, kind };
  clearTimeout(timer);
  timer = setTimeout(hideToast, kind === 'success' ? TOAST_SUCCESS_MS : TOAST_MS);
  emit();
}

export function hideToast(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

export function Toaster() {
  const toast = useSyncExternalStore(subscribe, read, read);
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          {toast.kind === 'success' && <CheckIcon className={styles.icon} />}
          {toast.kind === 'error' && <AlertIcon className={styles.icon} />}
          <span>{toast.text}</span>
        </div>
      )}
    </div>
  );
}
