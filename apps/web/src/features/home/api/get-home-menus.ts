import type { MenuItem } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export function getHomeMenus(lang: Language, signal?: AbortSignal): Promise<MenuItem[]> {
  return api(calls.getHomeMenus, { lang }, { silent: true, signal });
}

/** The home menu grid (spec core §3 Home menu; menu 100100). */
export function homeMenusQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'home-menus', lang],
    queryFn: ({ signal }) => getHomeMenus(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHomeMenus() {
  return useQuery(homeMenusQueryOptions(useLanguage()));
}
