import { useSyncExternalStore } from 'react';

/**
 * Whether the left drawer (spec core §2 Left drawer) is open. Home's menu icon opens it; the shell hosts the
 * drawer itself, so the page that opens it does not carry its code.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openDrawer = () => set(true);
export const closeDrawer = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => open;

export function useDrawerOpen(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
