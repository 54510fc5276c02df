import type { Advert } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Advert position 700201: the me page's banner (activities §7). */
const ME_BANNER_POSITION = '700201';

export function getMeBanner(lang: Language, signal?: AbortSignal): Promise<Advert[]> {
  return api(calls.getAdverts, { position: ME_BANNER_POSITION, lang }, { silent: true, signal });
}

export function meBannerQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'adverts', ME_BANNER_POSITION, lang],
    queryFn: ({ signal }) => getMeBanner(lang, signal),
    staleTime: 5 * 60_000,
  });
}

/** The first live advert of the position, if any (advert load failures are only logged: activities §8). */
export function useMeBanner() {
  return useQuery(meBannerQueryOptions(useLanguage()));
}
