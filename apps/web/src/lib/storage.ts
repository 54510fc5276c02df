/**
 * localStorage and cookies, never throwing: private modes and full storage on old phones must not break
 * the app. Keys the spec names: `ponid` (device id), `RegisterTime`; ours: `token`, `lang`, `theme`.
 */
export const storageKeys = {
  token: 'token',
  deviceId: 'ponid',
  registerTime: 'RegisterTime',
  language: 'lang',
  theme: 'theme',
  /** The last reality check shown: `{ startedAt, checkpoint }` of the play session (issue 19). */
  realityCheck: 'realityCheck',
  /** The player's data-saver choice, `on` or `off`; absent: automatic (issue 20). */
  dataSaver: 'dataSaver',
} as const;

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or denied: the value lives for this page only.
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** Sets (or with `days` 0, deletes) a first-party cookie on the whole site. */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const maxAge = Math.max(0, Math.round(days * 86_400));
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on the older Android WebViews we serve
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax${secure}`;
}

/** Random hex from the platform's CSPRNG (works outside secure contexts, unlike crypto.randomUUID). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}
