import type { MenuItem } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages.ts';
import { api, calls } from '../api/index.ts';
import { useLanguage } from '../use-language.ts';

export type { MenuItem };

/** The enabled items of one menu by id (MENU_ID of the contract), in operator order. */
export function menuQueryOptions(menuId: number, lang: Language) {
  return queryOptions({
    queryKey: ['content', 'menu', menuId, lang],
    queryFn: ({ signal }) => api(calls.getMenu, { menuId, lang }, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMenu(menuId: number, enabled = true) {
  return useQuery({ ...menuQueryOptions(menuId, useLanguage()), enabled });
}
