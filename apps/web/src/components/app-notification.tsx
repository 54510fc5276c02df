import { NOTICE_SHOWN_MS } from '@sika/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.ts';
// Not lazy: the banner must show when the phone has just lost its connection and can fetch nothing.
import AppNotificationBanner, { type AppNotice } from './app-notification-banner.tsx';

export type { AppNotice };

let shown: (AppNotice & { id: number }) | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a notification banner at the top of the app (spec core §2 Other overlays), one at a time. */
export function notifyApp(notice: AppNotice): void {
  shown = { ...notice, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismissAppNotice, notice.durationMs ?? NOTICE_SHOWN_MS);
  emit();
}

export function dismissAppNotice(): void {
  clearTimeout(timer);
  shown = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => shown;

/**
 * Mounted once by the shell: shows the banner asked with `notifyApp`, and tells the player when the phone
 * loses or regains its connection (what is on screen then comes from the cache).
 */
export function AppNotificationHost() {
  const notice = useSyncExternalStore(subscribe, read, read);
  const { t } = useT('overlays');

  useEffect(() => {
    const offline = () =>
      notifyApp({ title: t('overlays.offlineTitle'), text: t('overlays.offlineText'), durationMs: 6_000 });
    const online = () => notifyApp({ title: t('overlays.onlineTitle') });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);

  return notice ? <AppNotificationBanner notice={notice} onClose={dismissAppNotice} /> : null;
}
