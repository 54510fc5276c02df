import { readStored, storageKeys, writeStored } from '../lib/storage.ts';

export const themeNames = ['sika', 'winslots'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeColor: Record<ThemeName, string> = { sika: '#0b3d2e', winslots: '#1a0d3a' };

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** `?theme=` (screenshots, links) wins for this visit, then the player's stored choice, then sika. */
export function pickTheme(queryValue: string | null, storedValue: string | null): ThemeName {
  if (isThemeName(queryValue)) return queryValue;
  if (isThemeName(storedValue)) return storedValue;
  return 'sika';
}

let current: ThemeName = 'sika';
const listeners = new Set<() => void>();

export function currentTheme(): ThemeName {
  return current;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyTheme(theme: ThemeName, persist = false): void {
  current = theme;
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor[theme]);
  if (persist) writeStored(storageKeys.theme, theme);
  for (const listener of listeners) listener();
}

export function initTheme(search: string): ThemeName {
  const theme = pickTheme(new URLSearchParams(search).get('theme'), readStored(storageKeys.theme));
  applyTheme(theme);
  return theme;
}
