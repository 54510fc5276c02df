import type { MenuItem } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Menu 130100, the me page's grid (activities §7); operators change it without a release. */
const ME_GRID_MENU = 130_100;

export function getMeMenu(lang: Language, signal?: AbortSignal): Promise<MenuItem[]> {
  return api(calls.getMenu, { menuId: ME_GRID_MENU, lang }, { silent: true, signal });
}

export function meMenuQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'menu', ME_GRID_MENU, lang],
    queryFn: ({ signal }) => getMeMenu(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMeMenu() {
  return useQuery(meMenuQueryOptions(useLanguage()));
}
