import { TOKEN_COOKIE_DAYS } from '@sika/domain';
import { readStored, storageKeys, writeCookie, writeStored } from '../storage.ts';

/**
 * The session token (spec core §4): kept in local storage and sent as the `token` header. The server also
 * sets it as an httpOnly cookie for 7 days, which script cannot read or forge; the readable `uid` cookie
 * (7 days) mirrors who is logged in.
 */
let token: string | null = readStored(storageKeys.token);
/** True while a stored token is being checked at start: nothing else asks the server with it meanwhile. */
let resuming = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function isResuming(): boolean {
  return resuming;
}

export function setResuming(next: boolean): void {
  resuming = next;
  emit();
}

export function getToken(): string | null {
  return token;
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeToken(next: string | null, uid?: string): void {
  token = next;
  writeStored(storageKeys.token, next);
  if (next && uid) writeCookie('uid', uid, TOKEN_COOKIE_DAYS);
  if (!next) writeCookie('uid', '', 0);
  emit();
}
