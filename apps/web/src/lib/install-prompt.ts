import { useSyncExternalStore } from 'react';

/**
 * The install-to-home-screen prompt (spec core §4 Install prompt): Chrome's `beforeinstallprompt` is kept
 * when it fires (often before the home page's code has arrived, so this module is loaded with the shell),
 * and the home page offers it unless the app already runs standalone or the player dismissed it this
 * session.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'sika.installDismissed';
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own prompt replaces the browser's mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function offered(): boolean {
  return deferred !== null && !isStandalone() && !dismissedThisSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the install prompt may be offered. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, offered, offered);
}

/** Shows the browser's install dialog; the event can be used once, whatever the answer. */
export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  emit();
  if (!event) return;
  await event.prompt();
  const choice = await event.userChoice?.catch(() => null);
  if (choice?.outcome === 'dismissed') dismissInstall();
}

/** "Not now": not offered again until the app is opened anew. */
export function dismissInstall(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage denied: dismissed for this page only.
  }
  emit();
}
