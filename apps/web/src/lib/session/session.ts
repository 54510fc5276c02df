import type { AuthResult } from '@sika/contract';
import { useSyncExternalStore } from 'react';
import { api, calls, errorCodes, isApiError, NETWORK_ERROR } from '../api/index.ts';
import { PLAYER_KEY, queryClient } from '../query-client.ts';
import { profileKey } from './profile.ts';
import { getToken, isResuming, setResuming, storeToken, subscribeToken } from './token.ts';

/** Login, register, SMS login and token login all end here (spec core §4 Session). */
export function startSession(result: AuthResult): void {
  queryClient.setQueryData(profileKey, result.memberInfo);
  storeToken(result.token, result.memberInfo.uid);
}

/** Logout or a rejected token: token, profile and everything else of the player's goes. */
export function endSession(): void {
  storeToken(null);
  queryClient.removeQueries({ queryKey: [PLAYER_KEY] });
}

/** Tells the server first (the token stops working there), then forgets locally whatever it answered. */
export async function logout(): Promise<void> {
  try {
    await api(calls.logout, undefined, { silent: true, handledCodes: [errorCodes.UNAUTHORIZED] });
  } catch {
    // Already invalid or offline: the local session ends anyway.
  }
  endSession();
}

/**
 * On start, a stored token is checked with the server (token login). A rejected one clears the session;
 * a lost connection keeps it, so a player on a flaky network is not logged out by a tunnel.
 */
export async function resumeSession(): Promise<void> {
  if (!getToken()) return;
  setResuming(true);
  try {
    startSession(
      await api(calls.loginByToken, undefined, { silent: true, handledCodes: [errorCodes.UNAUTHORIZED] }),
    );
  } catch (error) {
    if (!isApiError(error) || error.code !== NETWORK_ERROR) endSession();
  } finally {
    setResuming(false);
  }
}

/** Re-renders on login and logout; the guard needs only whether a token exists (spec core §2). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}

/** Whether the stored token is still being checked at start. */
export function useResuming(): boolean {
  return useSyncExternalStore(subscribeToken, isResuming, isResuming);
}
