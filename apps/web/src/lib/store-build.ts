import { STORE_HIDDEN_GAME_IDS } from '@sika/domain';

/**
 * The store build (spec core §6): the app as packaged for an app store, which hides some games. Either a
 * build of its own (`VITE_STORE_BUILD=1`) or the web app opened by the store package, whose start URL carries
 * `?store=1`; that is remembered for the visit, since the first redirect drops the query.
 */
const KEY = 'sika.store';

function detect(): boolean {
  if (import.meta.env.VITE_STORE_BUILD === '1') return true;
  if (typeof window === 'undefined') return false;
  try {
    if (new URLSearchParams(window.location.search).get('store') === '1') {
      sessionStorage.setItem(KEY, '1');
      return true;
    }
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

const storeBuild = detect();

export function isStoreBuild(): boolean {
  return storeBuild;
}

const hidden = new Set<number>(STORE_HIDDEN_GAME_IDS);

/** Whether a game may be shown in this build (the server filters too when asked with `store=1`). */
export function isGameShown(gameId: number): boolean {
  return !storeBuild || !hidden.has(gameId);
}
