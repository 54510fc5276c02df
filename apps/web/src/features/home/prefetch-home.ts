import { type Language, pickLanguage } from '../../i18n/languages.ts';
import { ADVERT_POSITION, advertsQueryOptions, pickAdverts } from '../../lib/content/index.ts';
import { lobbyQueryOptions } from '../../lib/lobby.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readStored, storageKeys } from '../../lib/storage.ts';
import { homeMenusQueryOptions } from './api/get-home-menus.ts';
import { noticesQueryOptions } from './api/get-notices.ts';

/** Every advert position of home in one request: the phone pays for each round trip. */
export const HOME_POSITIONS = [
  ADVERT_POSITION.HOME_SWIPE,
  ADVERT_POSITION.HOME_FLOATING,
  ADVERT_POSITION.POPUP,
  ADVERT_POSITION.HOME_BANNERS,
  ADVERT_POSITION.FOOTER_BANNER,
] as const;

/** The language the app starts in, chosen the way `initI18n` chooses it (home's code may arrive first). */
function startLanguage(): Language {
  return pickLanguage(
    new URLSearchParams(window.location.search).get('lang'),
    readStored(storageKeys.language),
    navigator.languages ?? [navigator.language],
  );
}

/**
 * Fetches a picture before it is rendered. Home's advert popup asks for its first picture this way once the
 * first screen is painted (the popup opens 300 ms after, with its code): before, that picture was asked for
 * with the adverts and shared the phone's network with the first screen's game covers.
 */
export function fetchPicture(src: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/**
 * Asks for home's first-screen data as soon as home's code arrives, which the shell starts fetching while
 * the language file loads: the answers come back in parallel with the app's start instead of after its
 * first render. The picture painted first is fetched as soon as its address is known.
 */
export function prefetchHome(): void {
  const lang = startLanguage();
  void queryClient.fetchQuery(advertsQueryOptions(HOME_POSITIONS, lang)).then(
    (adverts) => {
      // The first swipe advert is painted first: fetched now rather than when rendered.
      const first = pickAdverts(adverts, ADVERT_POSITION.HOME_SWIPE)[0];
      if (first) fetchPicture(first.image);
    },
    () => {
      // The page shows its own error state.
    },
  );
  void queryClient.prefetchQuery(lobbyQueryOptions(lang));
  void queryClient.prefetchQuery(homeMenusQueryOptions(lang));
  void queryClient.prefetchQuery(noticesQueryOptions(lang));
}
